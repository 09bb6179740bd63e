/** npm run bench:relevance: the relevance benchmark (Node, against the last build's index and records). */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  testMatch: ['<rootDir>/__tests__/relevance/*.bench.ts'],
}
