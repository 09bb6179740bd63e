import { claimReload, errorText, PAGE_LOAD_ERROR_TITLE, showPageLoadError } from '../../../src/browser/page-load-error'
import { connectionAllowsPreload, pageLinkPath } from '../../../src/browser/navigation'
import { finishRouteProgress, ROUTE_PROGRESS_DELAY_MS, startRouteProgress } from '../../../src/browser/route-progress'
import { errorChain } from '../../../src/components/ErrorBoundary/error-chain'
import { errorWithCauses } from '../../../src/browser/test-faults'

const bar = () => document.querySelector('[data-route-progress]')

describe('route progress bar', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    finishRouteProgress()
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
  })

  it('waits 200 ms before it appears', () => {
    expect(ROUTE_PROGRESS_DELAY_MS).toBe(200)
    startRouteProgress('/changelog')
    jest.advanceTimersByTime(199)
    expect(bar()).toBeNull()
    jest.advanceTimersByTime(1)
    expect(bar()).not.toBeNull()
    expect(bar()?.getAttribute('role')).toBe('progressbar')
  })

  it('never appears for a navigation that finishes sooner', () => {
    startRouteProgress('/changelog')
    jest.advanceTimersByTime(150)
    finishRouteProgress()
    jest.advanceTimersByTime(1000)
    expect(bar()).toBeNull()
  })

  it('keeps running when another page finishes rendering (the first page still hydrating)', () => {
    startRouteProgress('/changelog')
    finishRouteProgress('/docs/sandbox')
    jest.advanceTimersByTime(300)
    expect(bar()).not.toBeNull()
    finishRouteProgress('/changelog')
    jest.advanceTimersByTime(1000)
    expect(bar()).toBeNull()
  })

  it('completes and goes away once the page renders', () => {
    startRouteProgress('/changelog')
    jest.advanceTimersByTime(300)
    finishRouteProgress()
    expect(bar()?.getAttribute('data-state')).toBe('done')
    jest.advanceTimersByTime(1000)
    expect(bar()).toBeNull()
  })
})

describe('preloading and the connection', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j allows preloading: %s', (connection, allowed) => {
    expect(connectionAllowsPreload(connection)).toBe(allowed)
  })

  it('preloads only links to pages of this site', () => {
    const link = (href: string, attributes: Record<string, string> = {}) => {
      const anchor = document.createElement('a')
      anchor.href = href
      for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
      return anchor
    }
    const origin = window.location.origin
    expect(pageLinkPath(link('/docs/sandbox?tab=curl#keys'), origin)).toBe('/docs/sandbox?tab=curl')
    expect(pageLinkPath(link('/docs/sandbox/index.html'), origin)).toBe('/docs/sandbox')
    expect(pageLinkPath(link('/changelog/rss.xml'), origin)).toBeNull()
    expect(pageLinkPath(link('/api-reference/openapi.yaml'), origin)).toBeNull()
    expect(pageLinkPath(link('https://app.kolli.example/login'), origin)).toBeNull()
    expect(pageLinkPath(link('/docs/sandbox', { target: '_blank' }), origin)).toBeNull()
    expect(pageLinkPath(link('/docs/sandbox', { download: '' }), origin)).toBeNull()
  })
})

describe('page load failure', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    document.body.innerHTML = '<main><h1>Changelog</h1></main>'
    jest.restoreAllMocks()
  })

  it('allows one full page load per path, then refuses', () => {
    expect(claimReload('/changelog')).toBe(true)
    expect(claimReload('/changelog')).toBe(false)
    expect(claimReload('/docs/sandbox')).toBe(true)
  })

  it('remembers every path it reloaded in the tab session, not only the last one', () => {
    expect(claimReload('/a')).toBe(true)
    expect(claimReload('/b')).toBe(true)
    expect(claimReload('/a')).toBe(false)
  })

  it('refuses when the guard cannot be stored, so a reload can never loop', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(claimReload('/changelog')).toBe(false)
  })

  it('shows the error text and a Retry button that tries again', () => {
    const retry = jest.fn()
    showPageLoadError(new Error('Loading chunk 762 failed.'), retry)
    showPageLoadError(new Error('Loading chunk 762 failed.'), retry)
    const notices = document.querySelectorAll('[data-page-load-error]')
    expect(notices).toHaveLength(1)
    expect(notices[0].textContent).toContain(`${PAGE_LOAD_ERROR_TITLE} Loading chunk 762 failed.`)
    expect(notices[0].parentElement?.tagName).toBe('MAIN')
    ;(notices[0].querySelector('button') as HTMLButtonElement).click()
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('explains a failure that carries no message', () => {
    expect(errorText(undefined)).toMatch(/could not be downloaded/)
  })
})

describe('error cause chain', () => {
  it('lists the message and each cause, innermost last', () => {
    expect(errorChain(errorWithCauses('Cannot render the sidebar', ['Category has no items', 'tags.yml is empty']))).toEqual([
      'Cannot render the sidebar',
      'Category has no items',
      'tags.yml is empty',
    ])
  })

  it('shows thrown values that are not errors, and stops at a cycle', () => {
    const looping = new Error('outer')
    ;(looping as Error & { cause?: unknown }).cause = looping
    expect(errorChain(looping)).toEqual(['outer'])
    expect(errorChain(new Error('outer', { cause: 'a plain string' }))).toEqual(['outer', 'a plain string'])
  })
})
