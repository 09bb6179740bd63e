// Serves the production build on http://localhost:9000 (or PORT) with serve-handler: clean URLs, no
// trailing slashes, and the response headers the build wrote to `public/_headers` (Content-Security-Policy
// per page, caching, security headers). The build's `_redirects` are applied first, as a static host would
// (`/docs/sandbox.html` → `/docs/sandbox`, keeping the query string, which serve-handler's redirects drop).
// Requests for paths no file could have (malformed escapes, NUL and control characters, `..` segments,
// names longer than any file system allows) get the not-found page, never an error or a file outside public/.
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import handler from 'serve-handler'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public')
const port = Number(process.env.PORT || 9000)

export const serveOptions = {
  public: root,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  etag: true,
}

/** @typedef {{ path: string; headers: Record<string, string> }} HeaderRule */

/**
 * `from to [status]` per line, `#` comments: the rules of a `_redirects` file, by source path.
 * @param {string} text
 * @returns {Map<string, { to: string; status: number }>}
 */
export function parseRedirects(text) {
  const rules = new Map()
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to) continue
    rules.set(from, { to, status: Number(status) || 301 })
  }
  return rules
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
 * whose `*` path is a prefix of it. Exact paths are looked up, not matched one by one: a rule per page would
 * otherwise cost every request a pass over thousands of patterns.
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
// File names may have 255 bytes; serve-handler also tries the name with ".html" appended.
const MAX_SEGMENT_LENGTH = 240
/** Not a file of any build: asking serve-handler for it yields the not-found page with status 404. */
const NOT_FOUND_PATH = '/.not-found'

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

/**
 * `publicDir` serves another build (the tests build fixture sites) with the same options.
 * @param {string} [publicDir]
 * @returns {import('node:http').Server}
 */
export function createServer(publicDir = root) {
  const redirects = parseRedirects(readIfExists(path.join(publicDir, '_redirects')))
  const headersOf = headerLookup(parseHeaders(readIfExists(path.join(publicDir, '_headers'))))
  // serve-handler answers an unknown path with the not-found page, which carries that page's headers.
  const notFoundHeaders = headersOf('/404.html')
  const options = { ...serveOptions, public: publicDir }
  return http.createServer((request, response) => {
    const url = request.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    const rule = redirects.get(pathname)
    if (rule) {
      response.writeHead(rule.status, { Location: rule.to + (queryAt === -1 ? '' : safeQuery(url.slice(queryAt))) })
      response.end()
      return
    }
    const servable = isServablePath(pathname)
    if (!servable) request.url = NOT_FOUND_PATH
    const pathHeaders = servable ? headersOf(decodeURIComponent(pathname)) : notFoundHeaders
    const writeHead = response.writeHead
    // The path's headers, set as the status is known: serve-handler's own (type, length, ETag) are passed to writeHead.
    response.writeHead = /** @type {typeof response.writeHead} */ (
      function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        for (const [name, value] of Object.entries(status === 404 ? notFoundHeaders : pathHeaders)) response.setHeader(name, value)
        return writeHead.call(response, status, ...rest)
      }
    )
    handler(request, response, options).catch(() => {
      // Never expected; a 5xx page would say more than a plain answer should.
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end('Internal error')
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer().listen(port, () => console.log(`Kolli docs: http://localhost:${port}`))
}
