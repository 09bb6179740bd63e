/**
 * The patched state machine of `gatsby develop` (see patches/README.md): a node created while pages are being
 * re-created leads to another round of createPages once the queries have run. Without it, a file fixed while
 * the previous save was still being processed got its node back but not its page, and the page answered 404
 * until the next save.
 */
import { developMachine } from 'gatsby/dist/state-machines/develop'

// A server that has started: its dev servers are up, so a round without mutations ends in waiting.
const machine = developMachine.withContext({ compiler: {} } as never)
/** A node change as Gatsby defers it: the action's arguments, the last with the API run's trace id. */
const mutationFrom = (traceId: string) => ({ type: 'ADD_NODE_MUTATION', payload: { type: 'createNode', payload: [{}, {}, { traceId }] } })
// The file watcher's node changes carry the id of the sourceNodes run that set it up.
const nodeMutation = mutationFrom('initial-sourceNodes')
const pagesRecreated = { type: 'done.invoke.recreate-pages', data: {} }
const queriesRan = { type: 'done.invoke.run-queries', data: {} }

/** The actions the machine takes for an event while it re-creates pages. */
const actionsOn = (event: object) => machine.transition('recreatingPages', event as never).actions.map((action) => action.type)

/** The states a round of the machine passes through from recreatingPages, with the events given. */
function round(events: object[]) {
  let state = machine.transition('recreatingPages', { type: 'xstate.init' } as never)
  const visited: unknown[] = []
  for (const event of events) {
    state = machine.transition(state, event as never)
    visited.push(state.value)
  }
  return visited
}

describe('gatsby develop: a node created while pages are re-created', () => {
  it('gets another round of createPages after the queries run', () => {
    expect(round([nodeMutation, pagesRecreated, queriesRan])).toEqual(['recreatingPages', 'runningQueries', 'recreatingPages'])
  })

  it('is applied at once, as before', () => {
    expect(actionsOn(nodeMutation)).toContain('callApi')
  })

  it('and a round without one ends waiting for the next save', () => {
    expect(round([pagesRecreated, queriesRan])).toEqual(['runningQueries', 'waiting'])
  })

  it('but the nodes createPages makes itself (the sidebars) start no round of their own', () => {
    expect(round([mutationFrom('createPages #4'), pagesRecreated, queriesRan])).toEqual(['recreatingPages', 'runningQueries', 'waiting'])
    expect(actionsOn(mutationFrom('createPages #4'))).toContain('callApi')
  })
})
