import { ContentProblems, describeContentProblem, overlayError } from '../../../../src/build/content-problems'
import { debounced, newSinceLastRun } from '../../../../src/build/develop/changes'
import { LastGood } from '../../../../src/build/develop/last-good'
import { RemovedRoutes, whenStoreSays } from '../../../../src/build/develop/removed-routes'
import { freshSearchIndex, markSearchIndexStale, searchIndexMiddleware } from '../../../../src/build/develop/search-on-demand'
import { removedPageSignal, removedRouteOf } from '../../../../src/shared/develop-signals'

const developing = (value: boolean) => {
  if (value) process.env.gatsby_executing_command = 'develop'
  else delete process.env.gatsby_executing_command
}
afterEach(() => developing(false))

function fakeReporter() {
  const printed: { meta: any }[] = []
  const reporter = {
    setErrorMap: jest.fn(),
    panicOnBuild: (meta: unknown) => printed.push({ meta }),
    success: jest.fn(),
  }
  return { reporter: reporter as never, printed }
}

describe('content problems', () => {
  const problem = { file: 'content/docs/a.mdx', line: 3, column: 5, message: 'Unexpected character' }

  it('names the file, line and column in the message', () => {
    expect(describeContentProblem('Could not render', problem)).toBe('Could not render content/docs/a.mdx:3:5: Unexpected character')
    expect(describeContentProblem('Invalid changelog post', { file: 'b.mdx', message: 'bad date' })).toBe('Invalid changelog post b.mdx: bad date')
  })

  it('gives the overlay the file with its line and column, and no link to Gatsby\'s issue guide', () => {
    const error = overlayError('Could not render', problem)
    expect(error.filePath).toMatch(/content\/docs\/a\.mdx$/)
    expect(error.location).toEqual({ start: { line: 3, column: 5 } })
    expect(error.text).toBe('Could not render content/docs/a.mdx:3:5: Unexpected character')
    expect(error).not.toHaveProperty('docsUrl')
  })

  it('prints each problem once until it changes, and forgets it when the file is fixed or deleted', () => {
    developing(true)
    const { reporter, printed } = fakeReporter()
    const problems = new ContentProblems(reporter)
    problems.report('mdx', 'Could not render', [problem])
    problems.report('mdx', 'Could not render', [problem])
    expect(printed).toHaveLength(1)
    expect(printed[0].meta).toMatchObject({ filePath: expect.stringMatching(/a\.mdx$/), location: { start: { line: 3, column: 5 } } })
    expect(problems.has('content/docs/a.mdx')).toBe(true)
    problems.resolve('mdx', 'content/docs/a.mdx')
    expect(problems.has('content/docs/a.mdx')).toBe(false)
    problems.report('mdx', 'Could not render', [problem])
    expect(printed).toHaveLength(2)
    problems.forgetDeleted(() => false)
    expect(problems.has('content/docs/a.mdx')).toBe(false)
  })

  it('keeps problems of different steps apart: fixing the body does not hide a frontmatter error', () => {
    const { reporter } = fakeReporter()
    const problems = new ContentProblems(reporter)
    problems.report('frontmatter', 'Invalid frontmatter in', [{ file: 'x.mdx', line: 1, message: 'no title' }])
    problems.resolve('mdx', 'x.mdx')
    expect(problems.has('x.mdx')).toBe(true)
  })
})

describe('after-edit helpers', () => {
  it('runs a debounced task once, after the last call', async () => {
    jest.useFakeTimers()
    const task = jest.fn(async () => undefined)
    const trigger = debounced(task, 300, () => undefined)
    trigger()
    jest.advanceTimersByTime(200)
    trigger()
    jest.advanceTimersByTime(299)
    expect(task).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await Promise.resolve()
    await Promise.resolve()
    expect(task).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })

  it('hands a failing task\'s error over instead of throwing', async () => {
    const onError = jest.fn()
    debounced(async () => { throw new Error('boom') }, 0, onError)()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
  })

  it('lets a warning through once, and again only after it was fixed and came back', () => {
    const fresh = newSinceLastRun()
    expect(fresh(['a', 'b'])).toEqual(['a', 'b'])
    expect(fresh(['a', 'b', 'c'])).toEqual(['c'])
    expect(fresh(['c'])).toEqual([])
    expect(fresh(['a', 'c'])).toEqual(['a'])
  })
})

describe('removed routes', () => {
  it('are the routes the last round created and this one did not, unless their file is only broken', () => {
    const routes = new RemovedRoutes()
    expect(routes.update(new Map([['/docs/a', 'a.mdx'], ['/docs/b', 'b.mdx'], ['/changelog/tags/x', undefined]]), () => false)).toEqual([])
    expect(routes.update(new Map([['/docs/a', 'a.mdx']]), (file) => file === 'b.mdx')).toEqual(['/changelog/tags/x'])
    expect(routes.update(new Map(), () => false)).toEqual(['/docs/a'])
  })

  it('are announced once the store no longer has them', async () => {
    let listener = () => undefined as void
    let pages = new Set(['/docs/a'])
    const store = { subscribe: (next: () => void) => ((listener = next), () => undefined) }
    let done = false
    const waiting = whenStoreSays(store, () => !pages.has('/docs/a')).then(() => (done = true))
    listener()
    await Promise.resolve()
    expect(done).toBe(false)
    pages = new Set()
    listener()
    await waiting
    expect(done).toBe(true)
  })

  it('travel as overlay ids that name the route', () => {
    expect(removedRouteOf(removedPageSignal('/docs/a'))).toBe('/docs/a')
    expect(removedRouteOf('graphql-compiler')).toBeNull()
  })
})

describe('last good versions', () => {
  const memoryCache = () => {
    const values = new Map<string, unknown>()
    return { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => values.set(key, value) } as never
  }

  it('are kept under gatsby develop, in memory and in the cache (for a restart)', async () => {
    developing(true)
    const cache = memoryCache()
    await new LastGood<string>('html').remember(cache, 'a.mdx', '<p>good</p>')
    expect(await new LastGood<string>('html').recall(cache, 'a.mdx')).toBe('<p>good</p>')
    expect(await new LastGood<string>('frontmatter').recall(cache, 'a.mdx')).toBeUndefined()
  })

  it('are not kept by the build, which stops at a broken file', async () => {
    const cache = memoryCache()
    const store = new LastGood<string>('html')
    expect(await store.remember(cache, 'a.mdx', '<p>good</p>')).toBe('<p>good</p>')
    expect(await store.recall(cache, 'a.mdx')).toBeUndefined()
  })
})

describe('the first run after start', () => {
  it('waits longer, then later runs wait the usual time', async () => {
    jest.useFakeTimers()
    const task = jest.fn(async () => undefined)
    const trigger = debounced(task, 300, () => undefined, 5000)
    trigger()
    jest.advanceTimersByTime(4999)
    expect(task).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await Promise.resolve()
    await Promise.resolve()
    expect(task).toHaveBeenCalledTimes(1)
    trigger()
    jest.advanceTimersByTime(300)
    for (let tick = 0; tick < 5; tick++) await Promise.resolve()
    expect(task).toHaveBeenCalledTimes(2)
    jest.useRealTimers()
  })
})

describe('the search index under gatsby develop', () => {
  // A fresh registry for each test: the state lives on globalThis, shared by gatsby-config and gatsby-node.
  beforeEach(() => delete (globalThis as Record<symbol, unknown>)[Symbol.for('kolli.develop-search-index')])

  it('is built when first requested, once for concurrent requests, and not again until content changes', async () => {
    const rebuild = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)))
    markSearchIndexStale(rebuild)
    expect(rebuild).not.toHaveBeenCalled()
    await Promise.all([freshSearchIndex(), freshSearchIndex(), freshSearchIndex()])
    expect(rebuild).toHaveBeenCalledTimes(1)
    await freshSearchIndex()
    expect(rebuild).toHaveBeenCalledTimes(1)
    markSearchIndexStale(rebuild)
    await freshSearchIndex()
    expect(rebuild).toHaveBeenCalledTimes(2)
  })

  it('is built again when content changes while it is being built', async () => {
    let release = () => undefined as void
    const first = jest.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const second = jest.fn(async () => undefined)
    markSearchIndexStale(first)
    const waiting = freshSearchIndex()
    markSearchIndexStale(second)
    release()
    await waiting
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('reports a failed build to the request, and tries again on the next one', async () => {
    const rebuild = jest.fn().mockRejectedValueOnce(new Error('indexing failed')).mockResolvedValueOnce(undefined)
    markSearchIndexStale(rebuild)
    const next = jest.fn()
    searchIndexMiddleware(null, null, next)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ message: 'indexing failed' }))
    await freshSearchIndex()
    expect(rebuild).toHaveBeenCalledTimes(2)
  })
})
