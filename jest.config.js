/** Unit tests: pure build functions (node) and components/browser modules (jsdom). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__/unit'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/'],
}
