/**
 * The patched queries reducer of `gatsby develop` (see patches/README.md): a node that changes while a page
 * query runs, or after it ran but before its dependencies are recorded, makes the query run again. Without
 * it, a save was lost until the next one, and after openapi.yaml was fixed /api-reference kept showing "no
 * OpenAPI document".
 */
import { FLAG_DIRTY_DATA, hasFlag, queriesReducer } from 'gatsby/dist/redux/reducers/queries'

type State = ReturnType<typeof queriesReducer>
type Action = Parameters<typeof queriesReducer>[1]

const PAGE = '/api-reference'
const apiDocument = { id: 'api-document', internal: { type: 'ApiDocument' } }

/** A state in which the page exists and its query has run once, clean, with no dependencies. */
function cleanPage(): State {
  const steps = [
    { type: 'CREATE_PAGE', payload: { path: PAGE, componentPath: '/src/pages/api-reference.tsx' } },
    { type: 'QUERY_START', payload: { path: PAGE } },
    { type: 'PAGE_QUERY_RUN', payload: { path: PAGE } },
    { type: 'CREATE_COMPONENT_DEPENDENCY', payload: [] },
  ]
  return run(queriesReducer(undefined, { type: 'INIT' } as unknown as Action), steps)
}

function run(state: State, steps: object[]): State {
  return steps.reduce<State>((current, step) => queriesReducer(current, step as Action), state)
}

const isDirty = (state: State) => hasFlag(state.trackedQueries.get(PAGE)!.dirty, FLAG_DIRTY_DATA)

describe('gatsby develop: a page query whose data changed runs again', () => {
  it('starts clean', () => {
    expect(isDirty(cleanPage())).toBe(false)
  })

  it('when a node it found none of is created after it ran, before its dependencies are recorded', () => {
    const state = run(cleanPage(), [
      { type: 'QUERY_START', payload: { path: PAGE } },
      { type: 'PAGE_QUERY_RUN', payload: { path: PAGE } },
      // A slow onCreateNode (openapi.yaml, validated and rendered) creates the node while other queries run.
      { type: 'CREATE_NODE', payload: apiDocument },
      // Only now does the run record that the page read the ApiDocument type (and found none).
      { type: 'CREATE_COMPONENT_DEPENDENCY', payload: [{ path: PAGE, connection: 'ApiDocument' }] },
    ])
    expect(isDirty(state)).toBe(true)
  })

  it('when a node changes while it runs', () => {
    const state = run(cleanPage(), [
      { type: 'QUERY_START', payload: { path: PAGE } },
      { type: 'CREATE_NODE', payload: apiDocument },
      { type: 'PAGE_QUERY_RUN', payload: { path: PAGE } },
    ])
    expect(isDirty(state)).toBe(true)
  })

  it('when a node it depends on changes later; not for a node changed after its dependencies were recorded that it does not read', () => {
    const recorded = run(cleanPage(), [
      { type: 'QUERY_START', payload: { path: PAGE } },
      { type: 'PAGE_QUERY_RUN', payload: { path: PAGE } },
      { type: 'CREATE_COMPONENT_DEPENDENCY', payload: [{ path: PAGE, connection: 'ApiDocument' }] },
    ])
    expect(isDirty(run(recorded, [{ type: 'CREATE_NODE', payload: { id: 'post', internal: { type: 'Mdx' } } }]))).toBe(false)
    expect(isDirty(run(recorded, [{ type: 'CREATE_NODE', payload: apiDocument }]))).toBe(true)
  })
})
