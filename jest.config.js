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
  roots: folders.map((folder) => `<rootDir>/__tests__/unit/${folder}`),
})

module.exports = {
  projects: [
    project('node', 'node', ['build', 'shared', 'config', 'architecture']),
    // Under jsdom, Jest picks algoliasearch's browser build, an ES module it cannot require; its Node build has
    // the same API.
    project('browser', 'jsdom', ['browser', 'components'], {
      '^algoliasearch/lite$': '<rootDir>/node_modules/algoliasearch/dist/lite/builds/node.cjs',
    }),
  ],
}
