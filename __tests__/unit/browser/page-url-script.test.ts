import { suggestBaseUrl } from '../../../src/browser/base-url'
import { BASE_URL_BANNER_ID, pageUrlScript } from '../../../src/browser/page-url-script'
import { isNotFoundPage } from '../../../src/shared/paths'

const run = (pagePath: string | null, pathPrefix = '') => new Function(pageUrlScript({ pagePath, pathPrefix, brand: 'Kolli' }))()
const banner = () => document.getElementById(BASE_URL_BANNER_ID)

beforeEach(() => {
  banner()?.remove()
  window.history.replaceState(null, '', '/')
})

describe('suggestBaseUrl', () => {
  it.each([
    ['/mirror/docs/sandbox', '/docs/sandbox', '/mirror/'],
    ['/a/b/docs/sandbox', '/docs/sandbox', '/a/b/'],
    ['/mirror', '/', '/mirror/'],
    ['/docs/sandbox', '/docs/sandbox', '/'],
    ['/elsewhere', '/docs/sandbox', null],
  ])('at %s the page %s suggests %s', (pathname, pagePath, expected) => {
    expect(suggestBaseUrl(pathname, pagePath)).toBe(expected)
  })
})

describe('the inline page URL script', () => {
  it('shows the plain path for an .html spelling, keeping query and hash', () => {
    window.history.replaceState(null, '', '/docs/sandbox/index.html?tab=curl#keys')
    run('/docs/sandbox')
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/docs/sandbox?tab=curl#keys')
    expect(banner()).toBeNull()
  })

  it('adds no banner where the page belongs, with or without a prefix', () => {
    window.history.replaceState(null, '', '/docs/sandbox')
    run('/docs/sandbox')
    window.history.replaceState(null, '', '/kolli/docs/sandbox')
    run('/docs/sandbox', '/kolli')
    expect(banner()).toBeNull()
  })

  it('without a page path (gatsby develop\'s one shell for every URL) normalises, but never shows a banner', () => {
    window.history.replaceState(null, '', '/docs/sandbox.html')
    run(null)
    expect(location.pathname).toBe('/docs/sandbox')
    window.history.replaceState(null, '', '/somewhere/else')
    run(null)
    expect(banner()).toBeNull()
  })

  it('names the configured base URL and suggests the one that would work', () => {
    window.history.replaceState(null, '', '/mirror/docs/sandbox')
    run('/docs/sandbox')
    expect(banner()?.getAttribute('role')).toBe('alert')
    expect(banner()?.textContent).toBe(
      'The Kolli docs did not load properly. They are configured for the base URL "/", but this page is at ' +
        '"/mirror/docs/sandbox". We suggest trying the base URL "/mirror/" (Gatsby\'s pathPrefix).',
    )
  })

  it('says so without a suggestion when the location has nothing to do with the page', () => {
    window.history.replaceState(null, '', '/somewhere')
    run('/docs/sandbox', '/kolli')
    expect(banner()?.textContent).toContain('configured for the base URL "/kolli/"')
    expect(banner()?.textContent).not.toContain('We suggest')
  })

  it('writes markup in the location as text', () => {
    window.history.replaceState(null, '', '/%3Cimg%20src=x%20onerror=alert(1)%3E/docs/sandbox')
    run('/docs/sandbox')
    expect(banner()?.querySelector('img')).toBeNull()
    expect(banner()?.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it('never shows the banner on the not-found page, which answers any path', () => {
    window.history.replaceState(null, '', '/no-such-page')
    run('/404.html')
    expect(banner()).toBeNull()
    expect(isNotFoundPage('/404')).toBe(true)
    expect(isNotFoundPage('/docs/404-errors')).toBe(false)
  })
})
