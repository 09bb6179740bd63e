// Babel for Jest. Dynamic import() is kept native so ES-only packages (MDX, unified) load through
// Node's ESM loader (Jest runs with --experimental-vm-modules), as they do in the build.
module.exports = require('babel-jest').default.createTransformer({
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' }, exclude: ['transform-dynamic-import'] }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  babelrc: false,
  configFile: false,
})
