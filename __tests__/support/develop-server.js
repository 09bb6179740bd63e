// Starts `gatsby develop` on a free port in a temporary copy of the site (scripts/lib/develop-server.mjs), so
// the tests can edit its content freely, and waits until it serves pages and has built its search index.
const fs = require('fs')
const path = require('path')

module.exports = async function startDevelopServer() {
  const { siteCopy, startDevelop, waitFor } = await import('../../scripts/lib/develop-server.mjs')
  const site = siteCopy('develop-tests')
  const server = await startDevelop(site, { timeoutMs: 240_000 })
  globalThis.__DEVELOP_SERVER__ = { server, site }
  process.env.DEVELOP_BASE_URL = server.baseUrl
  process.env.DEVELOP_SITE = site
  process.env.DEVELOP_LOG = server.log
  process.env.DEVELOP_PID = String(server.child.pid)
  const searchIndex = path.join(site, 'public', 'pagefind', 'pagefind.js')
  await waitFor(async () => fs.existsSync(searchIndex), 'search index', { child: server.child, log: server.log, timeoutMs: 120_000 })
}
