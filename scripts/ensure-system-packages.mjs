// The tests drive Debian's Chromium, serve the build through a real nginx (with Debian's Brotli module), and
// run the API reference's Python samples with Debian's python3 and requests, and parse its PHP samples with
// Debian's php-cli. Installs what is missing with apt-get when we run as root and apt-get exists; otherwise says exactly what
// to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM as CHROMIUM_PATH } from './lib/first-load.mjs'

export { CHROMIUM_PATH }

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx'
/** Debian's module, which its package enables in nginx's modules-enabled folder. */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** Debian's python3 (a python3 earlier on PATH may lack the requests package). */
export const PYTHON_PATH = process.env.PYTHON_PATH || '/usr/bin/python3'
export const PHP_PATH = process.env.PHP_PATH || '/usr/bin/php'
const PYTHON_REQUESTS = '/usr/lib/python3/dist-packages/requests/__init__.py'

/** @param {{ chromium?: boolean; nginx?: boolean; samples?: boolean }} [needs] */
export function ensureSystemPackages({ chromium = true, nginx = true, samples = true } = {}) {
  /** @type {[string, string][]} package and the file that shows it is installed */
  const wanted = [
    ...(chromium ? [/** @type {[string, string]} */ (['chromium', CHROMIUM_PATH])] : []),
    ...(nginx
      ? [/** @type {[string, string]} */ (['nginx', NGINX_PATH]), /** @type {[string, string]} */ (['libnginx-mod-http-brotli-static', NGINX_BROTLI_MODULE])]
      : []),
    ...(samples && !process.env.PYTHON_PATH
      ? [/** @type {[string, string]} */ (['python3-requests', PYTHON_REQUESTS])]
      : []),
    ...(samples ? [/** @type {[string, string]} */ (['php-cli', PHP_PATH])] : []),
  ]
  const missing = wanted.filter(([, file]) => !existsSync(file)).map(([name]) => name)
  if (missing.length === 0) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  let hasAptGet = true
  try {
    execSync('command -v apt-get', { stdio: 'ignore' })
  } catch {
    hasAptGet = false
  }
  if (!isRoot || !hasAptGet) {
    console.error(
      `Missing: ${missing.join(', ')}. Install Debian's packages (sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}), ` +
        'or set CHROMIUM_PATH / NGINX_PATH / PYTHON_PATH / PHP_PATH to the binaries.',
    )
    process.exit(1)
  }
  console.log(`Installing ${missing.join(', ')} with apt-get (needed by the tests)…`)
  // Installing nginx must not start it: the tests run their own, on ports of their own.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  execSync(`apt-get update -qq && apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env })
  const still = wanted.filter(([, file]) => !existsSync(file)).map(([name, file]) => `${name} (${file})`)
  if (still.length > 0) {
    console.error(`apt-get finished but these are still missing: ${still.join(', ')}.`)
    process.exit(1)
  }
}

// split() always returns at least one part, so pop() has a string to return.
if (process.argv[1] && import.meta.url.endsWith(/** @type {string} */ (process.argv[1].split('/').pop()))) ensureSystemPackages()
