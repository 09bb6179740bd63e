// Serves the production build on http://localhost:9000 (or PORT) with clean URLs and no trailing slashes,
// using serve-handler rather than a hand-written static server.
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

/** `publicDir` serves another build (the tests build fixture sites) with the same options. */
export function createServer(publicDir = root) {
  const options = { ...serveOptions, public: publicDir }
  return http.createServer((request, response) => handler(request, response, options))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer().listen(port, () => console.log(`Kolli docs: http://localhost:${port}`))
}
