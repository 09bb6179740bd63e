/**
 * Precompressed copies of the built text files, beside them: `page.html.br` (Brotli) and `page.html.gz`
 * (gzip). A server that finds them (nginx's brotli_static and gzip_static, `npm run serve`) sends them to a
 * browser that accepts the encoding, without compressing on every request. Files already compressed (the
 * search index's .bin gzip streams, images) and tiny ones are left alone.
 */
import fs from 'fs'
import path from 'path'
import { brotliCompressSync, constants, gzipSync } from 'zlib'

/** Text the browser downloads: pages, code, styles, data, feeds, the OpenAPI document. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|ya?ml|map|webmanifest)$/
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024

export function compressFile(bytes: Buffer): { br: Buffer; gz: Buffer } {
  return {
    // Quality 9 of 11: nearly the smallest files at a fraction of the time (the build compresses thousands).
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz: gzipSync(bytes, { level: 9 }),
  }
}

export function compressPublicFiles(publicDir: string, files: string[]): number {
  let written = 0
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue
    const full = path.join(publicDir, file)
    const bytes = fs.readFileSync(full)
    if (bytes.length < MIN_BYTES) continue
    const { br, gz } = compressFile(bytes)
    // A copy no smaller than the file would only cost the server a lookup.
    if (br.length < bytes.length) fs.writeFileSync(`${full}.br`, br)
    if (gz.length < bytes.length) fs.writeFileSync(`${full}.gz`, gz)
    written += 1
  }
  return written
}
