// Serves the production build on http://localhost:9000 (or PORT), as a static host that reads the build's
// host files would: clean URLs (`/docs/sandbox` is `docs/sandbox/index.html`), no trailing slashes, the
// redirects of `public/_redirects` (the `.html` spellings of a page to its plain path, keeping the query
// string), the headers of `public/_headers`, and the not-found page with status 404 for anything else.
// Text files go out precompressed when the build wrote a `.br` or `.gz` copy and the browser accepts it.
// Other files answer a Range header with the ranges asked for, several in one multipart/byteranges body, as
// nginx and most static hosts do (the embedded search reads its hits' pages so: src/browser/search/).
// Requests for paths no file could have (malformed escapes, NUL and control characters, `..` segments,
// names longer than any file system allows) get the not-found page, never an error or a file outside public/.
// PATH_PREFIX serves a build made with that pathPrefix under it (`/kolli-docs/docs/sandbox`).
import { closeSync, createReadStream, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import parseRange from 'range-parser'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public')
const port = Number(process.env.PORT || 9000)

/** @typedef {{ path: string; headers: Record<string, string> }} HeaderRule */
/** @typedef {{ from: string; to: string; status: number }} RedirectRule */

/**
 * `from to [status]` per line, `#` comments: the rules of a `_redirects` file, in order.
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = []
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to) continue
    rules.push({ from, to, status: Number(status) || 301 })
  }
  return rules
}

/**
 * Where a redirect rule sends a path, or null: an exact source, or one with a `*` splat whose match
 * replaces `:splat` in the target (as Netlify and Cloudflare Pages read it). The first matching rule wins.
 * @param {RedirectRule[]} rules
 * @param {string} pathname
 * @returns {RedirectRule | null}
 */
export function matchRedirect(rules, pathname) {
  for (const rule of rules) {
    const star = rule.from.indexOf('*')
    if (star === -1) {
      if (rule.from === pathname) return rule
      continue
    }
    const before = rule.from.slice(0, star)
    const after = rule.from.slice(star + 1)
    if (pathname.length < before.length + after.length || !pathname.startsWith(before) || !pathname.endsWith(after)) continue
    const splat = pathname.slice(before.length, pathname.length - after.length)
    const to = rule.to.replace(':splat', splat)
    // Never a target on another host (`//evil.example`).
    if (splat === '' || to.startsWith('//')) continue
    return { ...rule, to }
  }
  return null
}

/**
 * A `_headers` file: a URL path (`*` matches the rest) on its own line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/**
 * The headers of a URL path, as a static host reads `_headers`: every rule whose path is the URL path, or
 * whose `*` path is a prefix of it. Exact paths are looked up, not matched one by one.
 * @param {HeaderRule[]} rules
 * @returns {(urlPath: string) => Record<string, string>}
 */
export function headerLookup(rules) {
  /** @type {Map<string, Record<string, string>>} */
  const exact = new Map()
  /** @type {[string, Record<string, string>][]} */
  const prefixes = []
  for (const rule of rules) {
    if (rule.path.endsWith('*')) prefixes.push([rule.path.slice(0, -1), rule.headers])
    else exact.set(rule.path, { ...exact.get(rule.path), ...rule.headers })
  }
  return (urlPath) => {
    /** @type {Record<string, string>} */
    const headers = {}
    for (const [prefix, values] of prefixes) if (urlPath.startsWith(prefix)) Object.assign(headers, values)
    return Object.assign(headers, exact.get(urlPath))
  }
}

/** @param {string} file */
const readIfExists = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')

const MAX_PATH_LENGTH = 1024
// File names may have 255 bytes; a clean URL may also be looked up with ".html" appended.
const MAX_SEGMENT_LENGTH = 240

/**
 * True when the request path names something a file could be; false sends it to the not-found page.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isServablePath(pathname) {
  if (pathname.length > MAX_PATH_LENGTH) return false
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return false
  return decoded.split('/').every((segment) => segment !== '..' && segment.length <= MAX_SEGMENT_LENGTH)
}

/**
 * Query strings are echoed into redirects: anything outside URL-safe characters is percent-encoded.
 * @param {string} query
 */
const safeQuery = (query) => query.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (character) => encodeURIComponent(character))

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}
/** Types the build writes `.br` and `.gz` copies of (src/build/security/compress.ts). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|ya?ml|map|webmanifest)$/

/**
 * The file a decoded URL path names under `publicDir`: the file itself, or `path.html`, or
 * `path/index.html`; never anything outside the folder.
 * @param {string} publicDir
 * @param {string} urlPath
 * @returns {string | null}
 */
export function resolveFile(publicDir, urlPath) {
  const base = path.resolve(publicDir, `.${urlPath}`)
  if (base !== publicDir && !base.startsWith(`${publicDir}${path.sep}`)) return null
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // Not this one.
    }
  }
  return null
}

/**
 * `publicDir` serves another build (the tests build fixture sites) the same way; `pathPrefix` serves a build
 * made with that prefix under it.
 * @param {string} [publicDir]
 * @param {{ pathPrefix?: string }} [options]
 * @returns {import('node:http').Server}
 */
export function createServer(publicDir = root, { pathPrefix = process.env.PATH_PREFIX ?? '' } = {}) {
  const folder = path.resolve(publicDir)
  const prefix = pathPrefix.replace(/\/+$/, '')
  const redirects = parseRedirects(readIfExists(path.join(folder, '_redirects')))
  const headersOf = headerLookup(parseHeaders(readIfExists(path.join(folder, '_headers'))))
  const notFoundPage = path.join(folder, '404.html')

  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Method not allowed')
      return
    }
    const url = request.url ?? '/'
    const queryAt = url.indexOf('?')
    const query = queryAt === -1 ? '' : safeQuery(url.slice(queryAt))
    let pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    /** @param {number} status @param {string} location */
    const redirect = (status, location) => {
      response.writeHead(status, { Location: `${prefix}${location}${query}` })
      response.end()
    }
    /** @param {string | null} file @param {string} urlPath */
    const send = (file, urlPath) => sendFile(request, response, file ?? notFoundPage, file ? 200 : 404, headersOf(urlPath))

    if (prefix) {
      if (pathname === prefix) return redirect(301, '/')
      if (!pathname.startsWith(`${prefix}/`)) return send(null, pathname)
      pathname = pathname.slice(prefix.length)
    }
    if (!isServablePath(pathname)) return send(null, '/404.html')
    // One slash between segments (`//docs` would read as another host in a Location header).
    if (pathname.includes('//')) return redirect(301, pathname.replace(/\/{2,}/g, '/'))
    // Redirects keep the path as it was sent (percent-encoded), so Location is a valid header.
    const rule = matchRedirect(redirects, pathname)
    if (rule) return redirect(rule.status, rule.to)
    if (pathname.length > 1 && pathname.endsWith('/')) return redirect(301, pathname.replace(/\/+$/, '') || '/')
    const decoded = decodeURIComponent(pathname)
    // The not-found page has no URL of its own: asked for by name, it answers as for any unknown path.
    if (decoded === '/404' || decoded === '/404.html') return send(null, decoded)
    send(resolveFile(folder, decoded), decoded)
  })
}

const SMALL_FILE_BYTES = 64 * 1024

/**
 * Sends a file with its headers, precompressed when the build wrote a copy the browser accepts; answers a
 * matching If-None-Match with 304.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} file
 * @param {number} status
 * @param {Record<string, string>} headers
 */
function sendFile(request, response, file, status, headers) {
  const extension = path.extname(file)
  const stats = statSync(file)
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
  /** @type {Record<string, string | number>} */
  const out = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', ETag: etag, ...headers }
  // Pages are revalidated (the build's rules leave HTML's caching to the host).
  if (extension === '.html' && !out['Cache-Control']) out['Cache-Control'] = 'no-cache'
  let body = file
  if (COMPRESSIBLE.test(file)) {
    out.Vary = 'Accept-Encoding'
    const accepted = String(request.headers['accept-encoding'] ?? '')
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (new RegExp(`\\b${encoding}\\b`).test(accepted) && existsSync(`${file}${suffix}`)) {
        out['Content-Encoding'] = encoding
        body = `${file}${suffix}`
        break
      }
    }
  }
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ETag: etag, ...(out.Vary ? { Vary: out.Vary } : {}) })
    response.end()
    return
  }
  const size = statSync(body).size
  if (status === 200 && !out['Content-Encoding']) {
    out['Accept-Ranges'] = 'bytes'
    const range = request.headers.range
    // If-Range: ranges of the version the browser has, else the whole file.
    const ifRange = request.headers['if-range']
    if (range && (!ifRange || ifRange === etag)) {
      const ranges = parseRange(size, range, { combine: true })
      if (ranges === -1) {
        response.writeHead(416, { 'Content-Range': `bytes */${size}` })
        response.end()
        return
      }
      // A malformed header or another unit is ignored, as the standard asks: the whole file.
      if (ranges !== -2 && ranges.type === 'bytes') return sendRanges(request, response, body, size, ranges, out)
    }
  }
  out['Content-Length'] = size
  response.writeHead(status, out)
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  // A small file in one read: a stream costs several round trips through the file system's thread pool,
  // which the search index's many small files (a query may fetch twenty) would queue behind.
  if (size <= SMALL_FILE_BYTES) {
    response.end(readFileSync(body))
    return
  }
  createReadStream(body)
    .on('error', () => response.destroy())
    .pipe(response)
}

/**
 * Answers with the ranges of a file: one as it is, several as a multipart/byteranges body.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} file
 * @param {number} size
 * @param {{ start: number; end: number }[]} ranges inclusive ends, in order, none overlapping
 * @param {Record<string, string | number>} headers
 */
function sendRanges(request, response, file, size, ranges, headers) {
  const contentType = String(headers['Content-Type'])
  // Only the ranges are read: a file read by ranges is a big one (the search index's pages file).
  const descriptor = openSync(file, 'r')
  /** @param {{ start: number; end: number }} range */
  const read = ({ start, end }) => {
    const chunk = Buffer.alloc(end + 1 - start)
    readSync(descriptor, chunk, 0, chunk.length, start)
    return chunk
  }
  /** @type {Buffer[]} */
  let chunks
  try {
    if (ranges.length === 1) {
      const [{ start, end }] = ranges
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`
      chunks = [read({ start, end })]
    } else {
      const boundary = `kolli-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
      headers['Content-Type'] = `multipart/byteranges; boundary=${boundary}`
      chunks = ranges.flatMap(({ start, end }, at) => [
        Buffer.from(`${at === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${contentType}\r\nContent-Range: bytes ${start}-${end}/${size}\r\n\r\n`),
        read({ start, end }),
      ])
      chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`))
    }
  } finally {
    closeSync(descriptor)
  }
  const body = Buffer.concat(chunks)
  headers['Content-Length'] = body.length
  response.writeHead(206, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prefix = (process.env.PATH_PREFIX ?? '').replace(/\/+$/, '')
  createServer().listen(port, () => console.log(`Kolli docs: http://localhost:${port}${prefix}/`))
}
