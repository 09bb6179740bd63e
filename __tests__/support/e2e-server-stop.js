module.exports = async function stopServer() {
  await new Promise((resolve) => globalThis.__E2E_SERVER__.close(resolve))
}
