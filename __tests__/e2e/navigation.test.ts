/**
 * Between pages: the route progress bar, prefetching and preloading on constrained connections, recovery
 * from a page chunk that fails to download, and `.html` path normalisation.
 */
import fs from 'fs'
import http from 'http'
import path from 'path'
import type { AddressInfo } from 'net'
import type { Browser, Page, Request } from 'playwright-core'
import handler from 'serve-handler'
import { contrastRatio, parseCssColor } from '../../src/browser/contrast'
import { baseUrl, goto, launch, openPage, waitForHydration } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Holds every response for `pattern` back by `ms`, like a slow network for that one resource. */
async function slowDown(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await sleep(ms)
    await route.continue().catch(() => undefined)
  })
}

/** Loads a page and waits only for hydration, not for the network to settle (prefetches may still run). */
async function gotoHydrated(page: Page, route: string) {
  await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' })
  await waitForHydration(page)
}

interface ProgressRecord {
  startedAt: number
  appearedAt: number | null
}

/** Records when the progress bar is first added to the page, relative to `markNavigationStart`. */
async function recordProgressBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __progress: ProgressRecord }
    w.__progress = { startedAt: 0, appearedAt: null }
    new MutationObserver(() => {
      if (w.__progress.appearedAt === null && document.querySelector('[data-route-progress]')) w.__progress.appearedAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
}
const markNavigationStart = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { __progress: ProgressRecord }).__progress = { startedAt: performance.now(), appearedAt: null }
  })
const progress = (page: Page) => page.evaluate(() => (window as unknown as { __progress: ProgressRecord }).__progress)
const heading = (page: Page, text: string) => page.locator('h1', { hasText: text }).waitFor()
const barGone = (page: Page) => page.waitForSelector('[data-route-progress]', { state: 'detached', timeout: 2000 })

describe('route progress bar', () => {
  it('appears after 200 ms on a slow link click and finishes when the page renders', async () => {
    const { context, page } = await openPage(browser)
    await recordProgressBar(page)
    await slowDown(page, '**/page-data/changelog/page-data.json', 1500)
    await gotoHydrated(page, '/docs/sandbox')
    await markNavigationStart(page)
    await page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true }).click()
    await page.locator('[data-route-progress]').waitFor({ state: 'attached' })
    const { startedAt, appearedAt } = await progress(page)
    expect(appearedAt! - startedAt).toBeGreaterThanOrEqual(195)
    await heading(page, 'Changelog')
    await barGone(page)
    await context.close()
  })

  it('appears for a slow programmatic navigation (navigate())', async () => {
    const { context, page } = await openPage(browser)
    await recordProgressBar(page)
    await slowDown(page, '**/page-data/changelog/archive/page-data.json', 1000)
    await gotoHydrated(page, '/docs/sandbox')
    await markNavigationStart(page)
    await page.evaluate(() => window.___navigate!('/changelog/archive'))
    await heading(page, 'Archive')
    expect((await progress(page)).appearedAt).not.toBeNull()
    await barGone(page)
    await context.close()
  })

  it('appears for a slow back/forward navigation', async () => {
    const { context, page } = await openPage(browser)
    await recordProgressBar(page)
    await slowDown(page, '**/page-data/changelog/tags/page-data.json', 1000)
    await goto(page, '/docs/sandbox')
    // A history entry for a page that was never loaded, then back to it through popstate.
    await page.evaluate(() => window.history.pushState(null, '', '/changelog/tags'))
    await page.evaluate(() => window.history.back())
    await page.waitForURL('**/docs/sandbox')
    await sleep(400)
    expect((await progress(page)).appearedAt).toBeNull()
    await page.evaluate(() => window.history.forward())
    await heading(page, 'Tags')
    expect((await progress(page)).appearedAt).not.toBeNull()
    await barGone(page)
    await context.close()
  })

  it('never shows for a fast navigation or a hash change', async () => {
    const { context, page } = await openPage(browser)
    await recordProgressBar(page)
    await goto(page, '/docs/sandbox')
    const changelog = page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true })
    await changelog.hover()
    await page.waitForLoadState('networkidle')
    await markNavigationStart(page)
    await changelog.click()
    await heading(page, 'Changelog')
    await sleep(400)
    expect((await progress(page)).appearedAt).toBeNull()

    await goto(page, '/docs/sandbox')
    await markNavigationStart(page)
    const inPage = page.locator('nav[aria-label="On this page"] a').first()
    await inPage.click()
    await page.waitForURL(/#/)
    await sleep(400)
    expect((await progress(page)).appearedAt).toBeNull()
    await context.close()
  })
})

/** Emulates the Network Information API: Chromium has no switch for saveData or effectiveType. */
async function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    })
  }, connection)
}

/** Page data of other pages fetched after load: prefetches and preloads. */
function countPageDataRequests(page: Page, ownPath: string) {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (/^\/page-data\/.+\/page-data\.json$/.test(pathname) && pathname !== `/page-data${ownPath}/page-data.json`) seen.push(pathname)
  })
  return seen
}

describe('prefetch and preload', () => {
  // /changelog/page/2 is linked only from the pager below the fold of /changelog: nothing prefetches it
  // until the link is hovered or touched.
  const below = (page: Page) => page.getByRole('link', { name: /Older entries/ })
  const belowData = '/page-data/changelog/page/2/page-data.json'

  it('prefetches links in view and preloads on hover and touch on a normal connection', async () => {
    const { context, page } = await openPage(browser)
    await emulateConnection(page, { saveData: false, effectiveType: '4g' })
    const requests = countPageDataRequests(page, '/changelog')
    const prefetched = page.waitForRequest(
      (request) => /\/page-data\/.+\/page-data\.json$/.test(request.url()) && !request.url().includes('/page-data/changelog/page-data'),
      { timeout: 10_000 },
    )
    await goto(page, '/changelog')
    // Gatsby queues viewport prefetches and starts them, four at a time, after 3 s.
    await prefetched
    expect(requests).not.toContain(belowData)
    await below(page).dispatchEvent('touchstart')
    await page.waitForLoadState('networkidle')
    expect(requests).toContain(belowData)

    await context.close()

    // A fresh browser context, so nothing comes from the first one's cache.
    const { context: other, page: second } = await openPage(browser)
    await emulateConnection(second, { saveData: false, effectiveType: '4g' })
    const hovered = countPageDataRequests(second, '/changelog')
    await goto(second, '/changelog')
    await below(second).dispatchEvent('mouseover')
    await second.waitForLoadState('networkidle')
    expect(hovered).toContain(belowData)
    await other.close()
  })

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow 2g', { saveData: false, effectiveType: 'slow-2g' }],
  ])('does neither on a %s connection, and links still work', async (_name, connection) => {
    const { context, page } = await openPage(browser)
    await emulateConnection(page, connection)
    const requests = countPageDataRequests(page, '/changelog')
    await goto(page, '/changelog')
    await below(page).dispatchEvent('mouseover')
    await below(page).dispatchEvent('touchstart')
    await page.locator('header nav').getByRole('link', { name: 'Docs', exact: true }).hover()
    // Past the 3 s after which Gatsby would start its viewport prefetches.
    await sleep(4000)
    expect(requests).toEqual([])
    await below(page).click()
    await heading(page, 'page 2')
    await context.close()
  })
})

describe('links in content rendered at build time', () => {
  it('are followed without a page load, to the right page and anchor; modified clicks stay the browser’s', async () => {
    const { context, page, errors } = await openPage(browser)
    const documentLoads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads.push(new URL(request.url()).pathname)
    })
    await goto(page, '/docs/sandbox')
    await page.locator('.markdown a[href="/docs/webhooks/intro"]').first().click()
    await heading(page, 'Introduction to webhooks')
    expect(new URL(page.url()).pathname).toBe('/docs/webhooks/intro')
    await page.goBack()
    await heading(page, 'Sandbox')
    await page.locator('.markdown a[href="/api-reference#operation/createShipment"]').first().click()
    await page.waitForURL('**/api-reference#operation/createShipment')
    await page.locator('[id="operation/createShipment"]').waitFor()
    expect(documentLoads).toEqual(['/docs/sandbox'])

    await goto(page, '/docs/sandbox')
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('.markdown a[href="/docs/getting_help"]').first().click({ modifiers: ['Shift'] })])
    await popup.close()
    expect(new URL(page.url()).pathname).toBe('/docs/sandbox')
    expect(errors).toEqual([])
    await context.close()
  })
})

/** The running bar's colour and the colour of what it covers (the first opaque background under its middle). */
async function barContrast(page: Page): Promise<number> {
  await page.locator('[data-route-progress][data-state="running"]').waitFor()
  const [bar, under] = await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-route-progress]')!
    const color = getComputedStyle(element).backgroundColor
    const y = element.getBoundingClientRect().top + 1
    const below = document.elementsFromPoint(window.innerWidth / 2, y).filter((candidate) => candidate !== element)
    const opaque = below.map((candidate) => getComputedStyle(candidate).backgroundColor).find((value) => !/rgba\(.*,\s*0\)$|transparent/.test(value))
    return [color, opaque ?? 'rgb(255, 255, 255)']
  })
  return contrastRatio(parseCssColor(bar)!, parseCssColor(under)!)
}

describe('route progress bar contrast', () => {
  it.each(['dark', 'light'])('stands out (3:1) over the announcement bar and over the navbar in %s mode', async (mode) => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode)
    await slowDown(page, '**/page-data/changelog/page-data.json', 1500)
    await slowDown(page, '**/page-data/changelog/archive/page-data.json', 1500)
    await gotoHydrated(page, '/docs/api/auth')
    await page.locator('[data-announcement-bar]').waitFor()
    await page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true }).click()
    expect(await barContrast(page)).toBeGreaterThanOrEqual(3)
    await heading(page, 'Changelog')
    await barGone(page)

    await page.locator('[data-announcement-bar]').getByRole('button', { name: 'Close' }).click()
    await page.evaluate(() => window.___navigate!('/changelog/archive'))
    expect(await barContrast(page)).toBeGreaterThanOrEqual(3)
    await heading(page, 'Archive')
    await context.close()
  })
})

describe('page chunk load failure', () => {
  it('loads the target in full once, then shows the error and a Retry that tries again', async () => {
    const { context, page } = await openPage(browser)
    const chunk = '**/component---src-templates-changelog-list-tsx-*.js'
    await page.route(chunk, (route) => route.abort('failed'))
    const documentLoads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads.push(new URL(request.url()).pathname)
    })
    await goto(page, '/docs/sandbox')
    await page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true }).click()
    const notice = page.locator('[data-page-load-error]')
    await notice.waitFor()
    await expect(notice.textContent()).resolves.toMatch(/This page could not be loaded\. .*chunk/i)
    expect(new URL(page.url()).pathname).toBe('/changelog')
    await sleep(1000)
    expect(documentLoads).toEqual(['/docs/sandbox', '/changelog'])

    await page.unroute(chunk)
    await notice.getByRole('button', { name: 'Retry' }).click()
    await page.waitForFunction(() => document.querySelector('[data-page-load-error]') === null)
    await page.waitForLoadState('networkidle')
    // Hydrated this time: a client-side navigation works.
    await page.locator('header nav').getByRole('link', { name: 'Docs', exact: true }).click()
    await page.waitForURL('**/docs/getting-started')
    await expect(page.locator('[data-page-load-error]').count()).resolves.toBe(0)
    expect(documentLoads).toEqual(['/docs/sandbox', '/changelog', '/changelog'])
    await context.close()
  })

  it('reloads once per path in a tab: a second failure on that path shows the error in place', async () => {
    const { context, page } = await openPage(browser)
    const chunk = '**/component---src-templates-changelog-list-tsx-*.js'
    // The chunk fails to load on /docs/sandbox, where the link is followed, and loads on the full page load
    // of /changelog that follows. Deciding by the page that asks, not by counting requests, means a late
    // request of one page cannot use up a failure meant for another. Prefetches always fail, so the chunk
    // is never waiting in the cache.
    await page.route(chunk, (route) => {
      const from = new URL(route.request().frame().url()).pathname
      if (route.request().resourceType() !== 'script' || from === '/docs/sandbox') return route.abort('failed')
      return route.continue()
    })
    const documentLoads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads.push(new URL(request.url()).pathname)
    })
    await goto(page, '/docs/sandbox')
    await page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true }).click()
    await page.waitForURL('**/changelog')
    await heading(page, 'Changelog')
    expect(documentLoads).toEqual(['/docs/sandbox', '/changelog'])

    // Later in the same tab, the same path fails again.
    await goto(page, '/docs/sandbox')
    await page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true }).click()
    await page.locator('[data-page-load-error]').waitFor()
    await sleep(1000)
    expect(documentLoads).toEqual(['/docs/sandbox', '/changelog', '/docs/sandbox'])
    await context.close()
  })
})

/** Every page's plain path (the sitemap's, the search page and the home page) with its two .html spellings. */
const routes = (): [from: string, to: string][] => {
  const xml = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'sitemap-0.xml'), 'utf8')
  const pages = [...new Set(['/', '/search', ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)])]
  return pages.flatMap((route): [string, string][] => (route === '/' ? [['/index.html', '/']] : [[`${route}.html`, route], [`${route}/index.html`, route]]))
}

describe('.html path normalisation', () => {
  it('the redirect file sends both .html spellings of every page to its plain path, in a few rules whatever the site’s size', async () => {
    const { parseRedirects, matchRedirect } = await import('../../scripts/serve.mjs')
    const rules = parseRedirects(fs.readFileSync(path.join(__dirname, '..', '..', 'public', '_redirects'), 'utf8'))
    expect(rules.length).toBeLessThanOrEqual(20)
    for (const [from, to] of routes()) expect([from, matchRedirect(rules, from)?.to]).toEqual([from, to])
    expect(routes().length).toBeGreaterThan(60)
  })

  it('the server redirects every .html spelling of every route to its plain path in one step', async () => {
    for (const [from, to] of routes()) {
      const response = await fetch(`${baseUrl()}${from}?ref=feed`, { redirect: 'manual' })
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, `${to}?ref=feed`])
    }
  })

  it('a direct load of /docs/sandbox.html and /search/index.html?q= ends on the plain path', async () => {
    const { context, page, errors } = await openPage(browser)
    await goto(page, '/docs/sandbox.html')
    expect(new URL(page.url()).pathname).toBe('/docs/sandbox')
    await heading(page, 'Sandbox')
    await goto(page, '/search/index.html?q=label')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=label')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a client-side navigation to an .html spelling lands on the plain path, for every route', async () => {
    const { context, page, errors } = await openPage(browser)
    await goto(page, '/changelog')
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    for (const [from, to] of routes()) {
      await page.evaluate((href) => window.___navigate!(href), from)
      // /docs itself leads on to the main doc.
      const expected = to === '/docs' ? '/docs/getting-started' : to
      await page.waitForFunction((pathname) => window.location.pathname === pathname, expected)
    }
    // Never a full page load along the way.
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('on a host that serves the files as they are, the address bar still shows the plain path', async () => {
    // A bare static host: a folder's index.html for its path, files as they are, 404.html for the rest.
    const publicDir = path.join(__dirname, '..', '..', 'public')
    const server = http.createServer((request, response) => {
      const [pathname, query = ''] = (request.url ?? '/').split('?')
      const folderIndex = path.join(publicDir, decodeURIComponent(pathname), 'index.html')
      if (!path.extname(pathname) && fs.existsSync(folderIndex)) request.url = `${pathname.replace(/\/$/, '')}/index.html?${query}`
      handler(request, response, { public: publicDir, directoryListing: false, cleanUrls: false })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const { context, page, errors } = await openPage(browser)
    try {
      // Before any bundle runs (here: none loads), the inline script has fixed the address bar.
      const withoutScripts = await context.newPage()
      await withoutScripts.route('**/*.js', (route) => route.abort())
      await withoutScripts.goto(`${origin}/docs/sandbox/index.html#sandbox-and-production`, { waitUntil: 'domcontentloaded' })
      expect(new URL(withoutScripts.url()).pathname + new URL(withoutScripts.url()).hash).toBe('/docs/sandbox#sandbox-and-production')
      await withoutScripts.close()

      await page.goto(`${origin}/docs/sandbox/index.html`, { waitUntil: 'networkidle' })
      expect(new URL(page.url()).pathname).toBe('/docs/sandbox')
      await heading(page, 'Sandbox')
      expect(errors).toEqual([])
      // Not a file on this host: its 404 page sends the visitor to the plain path.
      await page.goto(`${origin}/docs/webhooks/intro.html`, { waitUntil: 'networkidle' })
      expect(new URL(page.url()).pathname).toBe('/docs/webhooks/intro')
      await heading(page, 'Introduction to webhooks')
      // The host's own 404 answer, which the browser reports; nothing else.
      expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)'])
    } finally {
      await context.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
