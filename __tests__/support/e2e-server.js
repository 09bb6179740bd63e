// Serves public/ with the same server the README's start command uses, on a free port.
const fs = require('fs')
const path = require('path')

module.exports = async function startServer() {
  const index = path.join(__dirname, '..', '..', 'public', 'index.html')
  if (!fs.existsSync(index)) throw new Error('No production build in public/: run `npx gatsby build` first (npm test does).')
  const { createServer } = await import('../../scripts/serve.mjs')
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  globalThis.__E2E_SERVER__ = server
  process.env.E2E_BASE_URL = `http://127.0.0.1:${server.address().port}`
}
