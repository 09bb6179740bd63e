/**
 * The /search page as a reader meets it: no layout shift while results load, Back restores the results
 * and the scroll position, the no-results help matches the modal's, and a failed search is one error screen
 * and one report, never a string of uncaught errors (in the modal too).
 */
import type { Browser, Page } from 'playwright-core'
import { baseUrl, goto, launch, openPage, waitForHydration, SEARCH_INDEX_REQUESTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

const results = (page: Page) => page.locator('main ol > li')
const statusText = (page: Page) => page.locator('main [role="status"]').textContent()

/** Records layout shifts from the first paint; `hadRecentInput` shifts do not count, as in CLS. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

describe('layout while results load', () => {
  it.each([1280, 375])('does not shift at %i px, even with a long query and a slow index', async (width) => {
    const { context, page } = await openPage(browser, { viewport: { width, height: 800 } })
    await recordShifts(page)
    // Slow enough that the page paints "Searching…" first.
    await page.route(SEARCH_INDEX_REQUESTS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue().catch(() => undefined)
    })
    const query = 'create a shipment with customs declarations'
    await page.goto(`${baseUrl()}/search?q=${encodeURIComponent(query)}`)
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 0)
    await page.waitForTimeout(300)
    await expect(page.locator('h1').textContent()).resolves.toBe(`Search results for “${query}”`)
    await expect(page.evaluate(() => (window as unknown as { __cls: number }).__cls)).resolves.toBe(0)
    await context.close()
  })
})

/**
 * Scrolling near the end may make the sentinel load another page, and on a busy machine that load can
 * start late: count once the list has stayed the same for three checks in a row and nothing is loading.
 */
async function settledCount(page: Page) {
  let last = -1
  let same = 0
  while (same < 3) {
    await page.waitForTimeout(250)
    await page.waitForFunction(() => !document.querySelector('main [aria-disabled="true"]'))
    const count = await results(page).count()
    same = count === last ? same + 1 : 0
    last = count
  }
  return last
}

/**
 * Loads the second page of results. A real click scrolls the button into view, which is the sentinel's
 * cue to load by itself: on a busy machine the results then push the button away mid-click, again and
 * again. A DOM click has no position; if the sentinel was first, the button is disabled and ignores it.
 */
async function loadMore(page: Page) {
  await page.getByRole('button', { name: /^Load(ing)? more results/ }).dispatchEvent('click')
  await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 20)
}

describe('Back to /search', () => {
  it('restores the results that were loaded and the scroll position', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/search?q=shipment')
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length === 20)
    await loadMore(page)
    const target = results(page).nth((await results(page).count()) - 3)
    await target.scrollIntoViewIfNeeded()
    const loaded = await settledCount(page)
    const scrollY = await page.evaluate(() => window.scrollY)
    expect(scrollY).toBeGreaterThan(1000)
    const href = await target.locator('a').first().getAttribute('href')
    await target.locator('a').first().click()
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href)
    await page.goBack()
    await page.waitForURL('**/search?q=shipment')
    await page.waitForFunction((count) => document.querySelectorAll('main ol > li').length === count, loaded)
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrollY, { timeout: 5000 })
    await context.close()
  })

  it('loads the next 20 without a click when the reader scrolls to the end', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/search?q=shipment')
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length === 20)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 20000)
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 20)
    await context.close()
  })

  it('starts from the first 20 for a query typed since', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/search?q=shipment')
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length === 20)
    await loadMore(page)
    // A query with more than 20 results, so the first page is full.
    await page.locator('input[type="search"]').fill('carrier')
    await page.waitForFunction(() => /results? for “carrier”/.test(document.querySelector('main [role="status"]')?.textContent ?? ''))
    await page.reload()
    await waitForHydration(page)
    await page.waitForFunction(() => /results? for “carrier”/.test(document.querySelector('main [role="status"]')?.textContent ?? ''))
    await expect(results(page).count()).resolves.toBe(20)
    await context.close()
  })
})

describe('no results', () => {
  it('says so and gives the modal’s help: suggestions and "Let us know."', async () => {
    const { context, page, errors } = await openPage(browser)
    await goto(page, '/search?q=label')
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 0)
    const section = await results(page).first().locator('p').first().textContent()
    await page.locator('input[type="search"]').fill('qwxzv')
    await page.waitForFunction(() => /No results for “qwxzv”/.test(document.querySelector('main [role="status"]')?.textContent ?? ''))
    const main = page.locator('main')
    await expect(main.textContent()).resolves.toContain('Try searching for')
    // The sections earlier results came from come first, as the modal suggests them.
    const suggestion = main.getByRole('list').last().getByRole('link').first()
    expect(section).toContain((await suggestion.textContent())!)
    await expect(main.textContent()).resolves.toContain('Believe this query should return results? Let us know.')
    await expect(main.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).resolves.toBe('https://help.kolli.example')
    await suggestion.click()
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('suggests the main sections on a first visit that finds nothing', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/search?q=qwxzv')
    await expect(statusText(page)).resolves.toBe('No results for “qwxzv”')
    const suggestions = page.locator('main').getByRole('list').last().getByRole('link')
    await expect(suggestions.count()).resolves.toBeGreaterThan(0)
    await expect(suggestions.first().getAttribute('href')).resolves.toMatch(/^\/search\?q=/)
    await context.close()
  })
})

/** Chromium's own line for a request the test aborted: not the page's doing. */
const isAbortedLoad = (message: string) => message.includes('Failed to load resource')

describe('a failed search', () => {
  it('on /search: the error screen, one report, no uncaught error', async () => {
    const { context, page, errors } = await openPage(browser)
    await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
    await goto(page, '/search?q=labels')
    await page.getByRole('alert').waitFor()
    for (const text of ['labe', 'label', 'labels']) {
      await page.locator('input[type="search"]').fill(text)
      await page.waitForTimeout(250)
    }
    const own = errors.filter((error) => !isAbortedLoad(error))
    expect(own.filter((error) => error.startsWith('pageerror'))).toEqual([])
    expect(own).toHaveLength(1)
    expect(own[0]).toMatch(/^console: Search is unavailable/)
    await context.close()
  })

  it('in the modal: typing letter by letter shows the error screen, one report, no uncaught error', async () => {
    const { context, page, errors } = await openPage(browser)
    await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
    await goto(page, '/docs/sandbox')
    await page.locator('[data-search-button]').click()
    await page.locator('.DocSearch-Modal').waitFor()
    await page.locator('.DocSearch-Input').pressSequentially('labels', { delay: 60 })
    await page.locator('.DocSearch-ErrorScreen').waitFor()
    await page.waitForTimeout(500)
    const own = errors.filter((error) => !isAbortedLoad(error))
    expect(own.filter((error) => error.startsWith('pageerror'))).toEqual([])
    expect(own).toHaveLength(1)
    expect(own[0]).toMatch(/^console: Search is unavailable/)
    await context.close()
  })
})
