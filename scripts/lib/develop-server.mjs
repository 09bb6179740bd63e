// `gatsby develop` in a copy of the project, for the writers' loop tests and `npm run bench:develop`: a copy
// (sharing node_modules) so they can edit content freely, started on a free port and stopped with its
// workers.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The project files a copy of the site needs besides content/ (node_modules is linked, not copied). */
export const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'src', 'static']

/**
 * A temporary copy of the project; `writeContent(dir)` fills its content/ (by default: the project's own).
 * @param {string} name
 * @param {(content: string) => void} [writeContent]
 * @returns {string}
 */
export function siteCopy(name, writeContent = (content) => fs.cpSync(path.join(projectRoot, 'content'), content, { recursive: true })) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `kolli-${name}-`))
  for (const entry of SITE_FILES) fs.cpSync(path.join(projectRoot, entry), path.join(site, entry), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir')
  writeContent(path.join(site, 'content'))
  return site
}

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port, the address is never a pipe name or null.
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })

/**
 * Jest's variables would change what Gatsby does (under NODE_ENV=test its loaders skip the site's Babel setup).
 * @param {NodeJS.ProcessEnv} processEnv
 * @returns {NodeJS.ProcessEnv}
 */
const withoutJest = ({ NODE_ENV, JEST_WORKER_ID, ...env }) => env

/**
 * Starts `gatsby develop` in `site` and resolves once it serves `readyPath` (a page's data), with the
 * server's address, its log file, the time it took, and `stop()`.
 * @param {string} site
 * @param {{ readyPath?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv }} [options]
 */
export async function startDevelop(site, { readyPath = '/page-data/docs/sandbox/page-data.json', timeoutMs = 600_000, env = {} } = {}) {
  const port = await freePort()
  const log = path.join(site, 'develop.log')
  const out = fs.openSync(log, 'a')
  const started = Date.now()
  // Gatsby's own path through the copy's node_modules link: from the project's real path, its webpack
  // loaders would not find the state this process keeps for the copy.
  const child = spawn(process.execPath, [path.join(site, 'node_modules', 'gatsby', 'cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: site,
    env: { ...withoutJest(process.env), NODE_OPTIONS: '', CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', KOLLI_TEST_HOOKS: '', ...env },
    stdio: ['ignore', out, out],
    // Its own process group, so stop() ends Gatsby's workers too.
    detached: true,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const server = {
    child,
    baseUrl,
    log,
    stop: async () => {
      for (const signal of ['SIGTERM', 'SIGKILL']) {
        try {
          // No pid: the process never started, and there is nothing to stop.
          if (child.pid !== undefined) process.kill(-child.pid, signal)
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    },
  }
  await waitFor(async () => (await fetch(`${baseUrl}${readyPath}`)).ok, `${readyPath} from gatsby develop`, { child, log, timeoutMs })
  return { ...server, readyMs: Date.now() - started }
}

/**
 * Polls `check` until it is true; fails with the end of the server's log if the server dies or time runs out.
 * @param {() => Promise<boolean>} check
 * @param {string} what
 * @param {{ child: import('node:child_process').ChildProcess; log: string; timeoutMs?: number }} server
 */
export async function waitFor(check, what, { child, log, timeoutMs = 600_000 }) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited (${child.exitCode}) before ${what}:\n${fs.readFileSync(log, 'utf8').slice(-4000)}`)
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No ${what} after ${timeoutMs / 1000} s:\n${fs.readFileSync(log, 'utf8').slice(-4000)}`)
}
