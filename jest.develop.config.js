/** The writers' loop: Playwright driving Chromium against `gatsby develop`, on a temporary copy of the site. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/develop'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  globalSetup: '<rootDir>/__tests__/support/develop-server.js',
  globalTeardown: '<rootDir>/__tests__/support/develop-server-stop.js',
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/develop-retry.js'],
  testSequencer: '<rootDir>/__tests__/support/develop-order.js',
  testTimeout: 120_000,
  maxWorkers: 1,
  testMatch: ['**/*.test.ts'],
}
