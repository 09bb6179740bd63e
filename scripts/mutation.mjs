// `npm run test:mutation`: StrykerJS over src/, one Jest project at a time (Stryker's Jest runner takes one):
// the Node side (build, shared, config) against the Node unit tests, the browser side (browser, components,
// templates, pages) against the jsdom ones. Reports go to .bench/mutation/{node,browser}/; the survivors are
// printed, and the combined score last. Slow (hours for the whole of src/): run it by hand, not in `npm test`.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const sides = [
  { project: 'node', mutate: ['src/build/**/*.ts', 'src/shared/**/*.ts', 'src/config/**/*.ts'] },
  { project: 'browser', mutate: ['src/browser/**/*.ts', 'src/components/**/*.{ts,tsx}', 'src/templates/**/*.tsx', 'src/pages/**/*.tsx'] },
]
/** @param {string} name */
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null)
const only = option('--only')
// `--only node --mutate 'src/shared/**/*.ts'`: one folder at a time (src/shared: 1,251 mutants, 32 minutes on two
// cores). The whole of src/ is some 6,600 mutants on the Node side alone, several hours.
const mutate = option('--mutate')
if (mutate && !only) {
  console.error('--mutate needs --only node|browser: the files are tested by one Jest project')
  process.exit(2)
}

const totals = { killed: 0, detected: 0, valid: 0 }
for (const side of sides.filter((entry) => !only || entry.project === only).map((entry) => (mutate ? { ...entry, mutate: mutate.split(',') } : entry))) {
  const report = `.bench/mutation/${side.project}/report.json`
  const args = ['stryker', 'run', '--mutate', [...side.mutate, '!src/**/*.d.ts'].join(',')]
  console.log(`\n▶ ${side.project}: ${side.mutate.join(' ')}`)
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, JEST_PROJECT: side.project },
  })
  if (result.status !== 0 || !existsSync(report)) process.exit(result.status || 1)
  const files = Object.values(JSON.parse(readFileSync(report, 'utf8')).files)
  for (const { mutants } of files) {
    for (const { status } of mutants) {
      // Stryker's score: killed and timed-out mutants over all valid ones (compile errors and ignored ones aside).
      if (status === 'CompileError' || status === 'RuntimeError' || status === 'Ignored') continue
      totals.valid += 1
      if (status === 'Killed' || status === 'Timeout') totals.detected += 1
    }
  }
}
console.log(`\nMutation score over ${mutate ?? 'src/'}: ${((100 * totals.detected) / Math.max(totals.valid, 1)).toFixed(1)}% (${totals.detected} of ${totals.valid} mutants detected)`)
