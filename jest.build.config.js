/** Build-level checks: real `gatsby build` runs on small fixture sites (content errors, hosted search). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/build'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  testTimeout: 180_000,
  maxWorkers: 1,
  testMatch: ['**/*.test.ts'],
}
