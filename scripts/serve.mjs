// Serves the production build on http://localhost:9000 (or PORT) with clean URLs and no trailing slashes,
// using serve-handler rather than a hand-written static server. Before it, the build's own `_redirects`
// file is applied as a static host would apply it (`/docs/sandbox.html` → `/docs/sandbox`), keeping the
// query string, which serve-handler's own redirects drop.
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

/** `from to [status]` per line, `#` comments: the rules of a `_redirects` file, by source path. */
export function parseRedirects(text) {
  const rules = new Map()
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to) continue
    rules.set(from, { to, status: Number(status) || 301 })
  }
  return rules
}

function readRedirects(publicDir) {
  const file = path.join(publicDir, '_redirects')
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : new Map()
}

/** `publicDir` serves another build (the tests build fixture sites) with the same options. */
export function createServer(publicDir = root) {
  const options = { ...serveOptions, public: publicDir }
  const redirects = readRedirects(publicDir)
  return http.createServer((request, response) => {
    const url = request.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    const rule = redirects.get(pathname)
    if (rule) {
      response.writeHead(rule.status, { Location: rule.to + (queryAt === -1 ? '' : url.slice(queryAt)) })
      response.end()
      return
    }
    handler(request, response, options)
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer().listen(port, () => console.log(`Kolli docs: http://localhost:${port}`))
}
