// `npm run audit:deps`: npm's advisory audit of the runtime dependencies, split by where each package ends up.
// A high or critical advisory in a package that ships to browsers (found in the built bundles' source maps)
// fails; one in build tooling is listed, to be accepted in the README with a reason or fixed.
// Needs a production build (for the source maps) and the registry's audit endpoint.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** @typedef {{ name: string; severity: string; range: string; ships: boolean; fails: boolean }} AdvisoryRow */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERIOUS = new Set(['high', 'critical'])

/**
 * Package names whose code is in the browser bundles, from the source maps webpack writes next to them.
 * @param {string} publicDir
 * @returns {Set<string>}
 */
export function browserPackages(publicDir) {
  const names = new Set()
  for (const file of readdirSync(publicDir).filter((name) => name.endsWith('.js.map'))) {
    const { sources = [] } = JSON.parse(readFileSync(path.join(publicDir, file), 'utf8'))
    for (const source of sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)
      if (match) names.add(match[1])
    }
  }
  return names
}

/**
 * `npm audit --json`'s vulnerabilities, as rows: package, severity, whether it ships, and whether it fails.
 * @param {Record<string, { name: string; severity: string; range: string }>} vulnerabilities
 * @param {Set<string>} shipped
 * @returns {AdvisoryRow[]}
 */
export function classifyAdvisories(vulnerabilities, shipped) {
  return Object.values(vulnerabilities).map(({ name, severity, range }) => ({
    name,
    severity,
    range,
    ships: shipped.has(name),
    fails: shipped.has(name) && SERIOUS.has(severity),
  }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = path.join(projectRoot, 'public')
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    console.error('No production build in public/: run `npm run build` first (the source maps say what ships).')
    process.exit(2)
  }
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: projectRoot, encoding: 'utf8' })
  let report
  try {
    report = JSON.parse(audit.stdout)
  } catch {
    report = null
  }
  if (!report?.vulnerabilities) {
    const reason = report?.error?.summary || report?.message || audit.stderr
    console.error(`The advisory database could not be queried: ${String(reason).trim()}`)
    process.exit(2)
  }
  const rows = classifyAdvisories(report.vulnerabilities, browserPackages(publicDir))
  for (const row of rows) console.log(`${row.fails ? 'FAIL' : '    '} ${row.severity.padEnd(8)} ${row.name} ${row.range} (${row.ships ? 'ships to browsers' : 'build tooling'})`)
  console.log(`${rows.length} advisories; ${rows.filter((row) => row.fails).length} high or critical in what ships to browsers.`)
  process.exit(rows.some((row) => row.fails) ? 1 : 0)
}
