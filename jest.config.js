/**
 * Unit tests, in folders that mirror src/. The folder decides the environment: code that runs in Node
 * (build, shared, config) is tested in Node; code that runs in the browser (browser, components, templates,
 * pages) in jsdom.
 */
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
}

const project = (name, testEnvironment, folders, moduleNameMapper = {}) => ({
  ...common,
  moduleNameMapper: { ...common.moduleNameMapper, ...moduleNameMapper },
  displayName: name,
  testEnvironment,
  // src/ and the test support are roots too, so Jest sees a test's imports through the support files into
  // src/: `--findRelatedTests src/…` (which the mutation run uses) then finds every test that reaches a file.
  roots: [...folders.map((folder) => `<rootDir>/__tests__/unit/${folder}`), '<rootDir>/src', '<rootDir>/__tests__/support'],
  testMatch: folders.map((folder) => `<rootDir>/__tests__/unit/${folder}/**/*.test.[jt]s?(x)`),
})

const projects = {
  node: project('node', 'node', ['build', 'shared', 'config', 'architecture']),
  // Under jsdom, Jest picks algoliasearch's browser build, an ES module it cannot require; its Node build has
  // the same API.
  browser: project('browser', 'jsdom', ['browser', 'components'], {
    '^algoliasearch/lite$': '<rootDir>/node_modules/algoliasearch/dist/lite/builds/node.cjs',
  }),
}

// JEST_PROJECT=node|browser runs one side alone (the mutation run takes one project at a time).
module.exports = process.env.JEST_PROJECT ? projects[process.env.JEST_PROJECT] : { projects: Object.values(projects) }
