// The end-to-end tests drive Debian's Chromium. Installs it with apt-get when missing and we run as root;
// otherwise says exactly what to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM as CHROMIUM_PATH } from './lib/first-load.mjs'

export { CHROMIUM_PATH }

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  let hasAptGet = true
  try {
    execSync('command -v apt-get', { stdio: 'ignore' })
  } catch {
    hasAptGet = false
  }
  if (!isRoot || !hasAptGet) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's chromium package ` +
        '(sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    )
    process.exit(1)
  }
  console.log('Installing Chromium with apt-get (needed by the end-to-end tests)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`)
    process.exit(1)
  }
}

// split() always returns at least one part, so pop() has a string to return.
if (process.argv[1] && import.meta.url.endsWith(/** @type {string} */ (process.argv[1].split('/').pop()))) ensureChromium()
