const fs = require('fs')

module.exports = async function stopDevelopServer() {
  const { server, site } = globalThis.__DEVELOP_SERVER__ ?? {}
  await server?.stop()
  if (site) fs.rmSync(site, { recursive: true, force: true })
}
