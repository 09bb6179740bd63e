/**
 * The development server tests share one server. The bad-input suite breaks files in turn and leaves Gatsby's
 * develop state at its most worn, so it runs last; the others keep the order below.
 */
const Sequencer = require('@jest/test-sequencer').default

const ORDER = ['routes', 'graphiql', 'live-edits', 'bad-input']
const rank = (test) => {
  const index = ORDER.findIndex((name) => test.path.endsWith(`${name}.test.ts`))
  return index === -1 ? ORDER.length : index
}

class DevelopOrder extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path))
  }
}

module.exports = DevelopOrder
