// StrykerJS for `npm run test:mutation` (scripts/mutation.mjs), which runs it once per Jest project with
// JEST_PROJECT=node|browser and the files of that side in --mutate.
const project = process.env.JEST_PROJECT ?? 'node'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.config.js', enableFindRelatedTests: true },
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  coverageAnalysis: 'perTest',
  ignorePatterns: ['.e2e', '.corpus', '.bench', '.scratch', 'public', '.cache', 'coverage'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `.bench/mutation/${project}/index.html` },
  jsonReporter: { fileName: `.bench/mutation/${project}/report.json` },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  timeoutMS: 20000,
  // A score to read, not a gate: survivors are looked at, not chased to 100%.
  thresholds: { high: 80, low: 60, break: null },
}
