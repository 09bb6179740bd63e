/** End-to-end tests: Playwright driving Debian's Chromium against the production build. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/e2e'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  globalSetup: '<rootDir>/__tests__/support/e2e-server.js',
  globalTeardown: '<rootDir>/__tests__/support/e2e-server-stop.js',
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/e2e-csp.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
  testMatch: ['**/*.test.ts'],
}
