// `npm test`: every test, in the order that keeps one production build shared by all browser tests.
//   1. unit tests (jest)          2. content build-failure checks (fixture content, before the real build)
//   3. production build           4. type check (uses the GraphQL types the build generated)
//   5. end-to-end tests (Playwright + Chromium against the build, served locally)
//   6. the writers' loop (Playwright + Chromium against `gatsby develop` on a copy of the site, compared
//      with the build)
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureSystemPackages } from './ensure-system-packages.mjs'

const totals = { passed: 0, failed: 0 }
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() }

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [extraEnv]
 */
function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  return result.status === 0
}

/**
 * @param {string} label
 * @param {string[]} args
 */
function jest(label, args) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kolli-jest-'))
  const report = path.join(dir, 'report.json')
  const ok = run(label, 'npx', ['jest', ...args, '--json', `--outputFile=${report}`])
  try {
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites } = JSON.parse(readFileSync(report, 'utf8'))
    totals.passed += numPassedTests
    totals.failed += numFailedTests + numRuntimeErrorTestSuites
  } catch {
    totals.failed += 1
  }
  rmSync(dir, { recursive: true, force: true })
  return ok
}

/** @param {boolean} ok */
function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
  process.exit(ok && totals.failed === 0 ? 0 : 1)
}

ensureSystemPackages()
if (!jest('Unit tests', ['-c', 'jest.config.js'])) finish(false)
if (!jest('Content error checks', ['-c', 'jest.build.config.js'])) finish(false)
// KOLLI_TEST_HOOKS lets the browser tests inject faults (src/browser/test-faults.ts); other builds lack them.
if (!run('Production build', 'npx', ['gatsby', 'build'], { NODE_OPTIONS: process.env.NODE_OPTIONS ?? '', KOLLI_TEST_HOOKS: '1' })) finish(false)
// The site and its tests, then the scripts (plain ES modules, checked through their JSDoc types).
if (!run('Type check', 'npx', ['tsc', '--noEmit']) || !run('Type check of scripts/', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.scripts.json'])) {
  totals.failed += 1
  finish(false)
}
totals.passed += 1
if (!jest('End-to-end tests', ['-c', 'jest.e2e.config.js'])) finish(false)
finish(jest('Development server tests', ['-c', 'jest.develop.config.js']))
