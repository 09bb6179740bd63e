/**
 * What any server of the build must do, checked the same way against `npm run serve` and against nginx with
 * the configuration the build generated: each page's own policy (a <meta> allowing exactly its inline scripts
 * and styles), the site-wide security headers, caching, the plain path of every page, the not-found page with
 * status 404, the precompressed copies, and several byte ranges of a file in one request.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import http from 'http'
import path from 'path'
import { parse } from 'node-html-parser'
import { gunzipSync } from 'zlib'
import { rangeHeader, responseParts, sliceRanges, type ByteRange } from '../../src/browser/search/byte-ranges'
import { SEARCH_INDEX_FOLDER, SEARCH_INDEX_MANIFEST } from '../../src/shared/files'
import { PAGES_FILE, pageOffsets, type IndexManifest } from '../../src/shared/search/index-format'

export const publicDir = path.join(__dirname, '..', '..', 'public')

export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
}

/** The CSP source of each inline script and style element, computed here with another HTML parser. */
function expectedHashes(html: string) {
  const root = parse(html, { blockTextElements: { script: true, style: true } })
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  return {
    scripts: root.querySelectorAll('script').filter((script) => !script.getAttribute('src')).map((script) => hash(script.rawText)),
    styles: root.querySelectorAll('style').map((style) => hash(style.rawText)),
  }
}

const directives = (policy: string) =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))

/** A raw GET: no redirect following, no decompression, nothing normalised on the way. */
export function rawGet(origin: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ hostname, port, path: pathAndQuery, method: 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The site-wide headers every response carries. */
export function expectSecurityHeaders(headers: http.IncomingHttpHeaders): void {
  expect(headers['content-security-policy']).toBe("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
}

/** The page's own policy, in its <meta> before any script or style: exactly its inline scripts and styles by hash. */
export async function expectPagePolicy(origin: string, route: string, status = 200): Promise<void> {
  const response = await rawGet(origin, route)
  expect([route, response.status]).toEqual([route, status])
  expectSecurityHeaders(response.headers)
  expect(response.headers['cache-control']).toBe('no-cache')
  const html = response.body.toString('utf8')
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)
  expect(meta).not.toBeNull()
  // Before anything it governs.
  expect(html.slice(0, meta!.index)).not.toMatch(/<(script|style|link)\b/)
  const policy = directives(meta![1].replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  const { scripts, styles } = expectedHashes(html)
  expect(scripts.length).toBeGreaterThan(0)
  const scriptSources = policy.get('script-src') ?? []
  expect(scriptSources).toEqual(expect.arrayContaining(["'self'", ...scripts]))
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(scriptSources).not.toContain("'unsafe-eval'")
  expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(scripts).size)
  expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", ...styles]))
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('connect-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  // Browsers ignore frame-ancestors in a <meta>: it is the header's.
  expect(policy.has('frame-ancestors')).toBe(false)
}

/** Content-hashed assets cached for good, page data and the search manifest not at all. */
export async function expectCaching(origin: string): Promise<void> {
  const html = (await rawGet(origin, '/docs/sandbox')).body.toString('utf8')
  const scripts = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].map(([, src]) => src)
  expect(scripts.length).toBeGreaterThan(2)
  for (const src of [...scripts, '/search/docsearch-3.9.0.css']) {
    const response = await rawGet(origin, src)
    expect([src, response.status, response.headers['cache-control']]).toEqual([src, 200, 'public, max-age=31536000, immutable'])
    expectSecurityHeaders(response.headers)
  }
  const manifest = JSON.parse((await rawGet(origin, '/search-index.json')).body.toString('utf8')) as { version: string }
  expect((await rawGet(origin, '/search-index.json')).headers['cache-control']).toBe('no-cache')
  expect((await rawGet(origin, `/search-index/${manifest.version}/d0.bin`)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await rawGet(origin, '/page-data/docs/sandbox/page-data.json')).headers['cache-control']).toBe('no-cache')
}

/** One URL per page: the .html spellings and a trailing slash redirect to the plain path, with the query. */
export async function expectPlainPaths(origin: string): Promise<void> {
  const cases: [string, string][] = [
    ['/docs/sandbox.html', '/docs/sandbox'],
    ['/docs/sandbox/index.html?q=1', '/docs/sandbox?q=1'],
    ['/docs/sandbox/', '/docs/sandbox'],
    ['/index.html', '/'],
    ['/changelog/tags/ups.html?x=%3Cb%3E', '/changelog/tags/ups?x=%3Cb%3E'],
  ]
  for (const [from, to] of cases) {
    const response = await rawGet(origin, from)
    expect([from, response.status, response.headers.location]).toEqual([from, 301, to])
  }
  expect((await rawGet(origin, '/docs/sandbox')).status).toBe(200)
  expect((await rawGet(origin, '/')).status).toBe(200)
}

/** Unknown paths, and the not-found page asked for by name, answer with that page and status 404. */
export async function expectNotFound(origin: string): Promise<void> {
  const page = fs.readFileSync(path.join(publicDir, '404.html'))
  for (const route of ['/docs/no-such-page', '/404', '/no/such/file.js']) {
    const response = await rawGet(origin, route)
    expect([route, response.status]).toEqual([route, 404])
    expect(response.body.equals(page)).toBe(true)
    expectSecurityHeaders(response.headers)
  }
}

/** The build's Brotli and gzip copies, to a browser that accepts them; the original to one that does not. */
export async function expectPrecompressed(origin: string): Promise<void> {
  const original = fs.readFileSync(path.join(publicDir, 'docs/sandbox/index.html'))
  const br = await rawGet(origin, '/docs/sandbox', { 'Accept-Encoding': 'gzip, deflate, br' })
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers.vary).toMatch(/Accept-Encoding/i)
  expect(br.body.equals(fs.readFileSync(path.join(publicDir, 'docs/sandbox/index.html.br')))).toBe(true)
  const gzip = await rawGet(origin, '/docs/sandbox', { 'Accept-Encoding': 'gzip' })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gzip.body.equals(fs.readFileSync(path.join(publicDir, 'docs/sandbox/index.html.gz')))).toBe(true)
  const plain = await rawGet(origin, '/docs/sandbox')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.equals(original)).toBe(true)
}

/**
 * The search index's pages file, read as the browser reads a query's hits: several pages' byte ranges in one
 * request, each a gzip stream of the page's records (src/browser/search/index-source.ts).
 */
export async function expectByteRanges(origin: string): Promise<void> {
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_MANIFEST), 'utf8')) as IndexManifest
  const offsets = pageOffsets(manifest.pageBytes!)
  // Pages apart from each other, so that the request holds three ranges.
  const pages = [2, 0, manifest.pages - 1]
  const ranges = pages.map((page): ByteRange => [offsets[page], offsets[page + 1]])
  const response = await rawGet(origin, `${SEARCH_INDEX_FOLDER}${manifest.version}/${PAGES_FILE}`, { Range: rangeHeader(ranges) })
  expect(response.status).toBe(206)
  const body = new Uint8Array(response.body)
  const parts = responseParts(body, response.headers['content-type'] ?? null, response.headers['content-range'] ?? null)
  const records = sliceRanges(parts ?? [], ranges)?.map((bytes) => JSON.parse(gunzipSync(bytes).toString('utf8')) as { url: string })
  expect(records?.map((page) => typeof page.url)).toEqual(['string', 'string', 'string'])
  expect(new Set(records?.map((page) => page.url)).size).toBe(3)
}
