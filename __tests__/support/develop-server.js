// Starts `gatsby develop` on a free port in a temporary copy of the site (scripts/lib/develop-server.mjs), so
// the tests can edit its content freely, and waits until it serves pages.
module.exports = async function startDevelopServer() {
  const { siteCopy, startDevelop } = await import('../../scripts/lib/develop-server.mjs')
  const site = siteCopy('develop-tests')
  const server = await startDevelop(site, { timeoutMs: 240_000 })
  globalThis.__DEVELOP_SERVER__ = { server, site }
  process.env.DEVELOP_BASE_URL = server.baseUrl
  process.env.DEVELOP_SITE = site
  process.env.DEVELOP_LOG = server.log
  process.env.DEVELOP_PID = String(server.child.pid)
}
