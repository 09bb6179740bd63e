/**
 * The accessibility sweep beyond the desktop sitemap sweep: every template at a phone's width (390 px), and
 * the states a page only reaches by use (mobile menu open, search modal with results and its error screen,
 * the /search error, a crashed page, a page whose code failed to load), in both colour modes. No serious or
 * critical axe-core violation of WCAG 2.2 A/AA; no layout shift while a template loads at 390 px either.
 */
import type { Browser, Page } from 'playwright-core'
import { goto, launch, SEARCH_INDEX_REQUESTS } from './browser'
import { postPages } from './content-index'
import { auditContext, auditPage, axeViolations, blockingViolations, type ColorMode } from './page-audit'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** One page of each template. */
const templates = () => [
  '/',
  '/docs/sandbox',
  '/docs/category/webhooks',
  '/changelog',
  '/changelog/page/2',
  postPages()[0].route,
  '/changelog/tags',
  '/changelog/tags/api',
  '/changelog/archive',
  '/api-reference',
  '/search?q=label',
  '/this-page-does-not-exist',
]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** Opens `route` in a fresh page of a context in `mode`, brings it into a state, then runs axe. */
async function auditState(mode: ColorMode, viewport: typeof PHONE, route: string, enter: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await auditContext(browser, mode, viewport)
  try {
    const page = await context.newPage()
    await enter(page)
    return blockingViolations(`${route} (${viewport.width} px)`, await axeViolations(page))
  } finally {
    await context.close()
  }
}

describe.each<ColorMode>(['dark', 'light'])('%s mode', (mode) => {
  it('has no blocking violation and no layout shift on any template at 390 px', async () => {
    const context = await auditContext(browser, mode, PHONE)
    const problems: string[] = []
    for (const route of templates()) {
      const audit = await auditPage(context, route, mode)
      problems.push(...blockingViolations(route, audit.violations))
      if (audit.layoutShift > 0) problems.push(`${route}: CLS ${audit.layoutShift.toFixed(4)} (${audit.shiftSources.join('; ')})`)
    }
    await context.close()
    expect(problems).toEqual([])
  }, 120_000)

  it('has no blocking violation with the mobile menu open', async () => {
    const problems = await auditState(mode, PHONE, '/docs/api/auth', async (page) => {
      await goto(page, '/docs/api/auth')
      await page.getByRole('button', { name: 'Open navigation menu' }).click()
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor()
    })
    expect(problems).toEqual([])
  })

  it.each([DESKTOP, PHONE])('has no blocking violation in the search modal with results ($width px)', async (viewport) => {
    const problems = await auditState(mode, viewport, 'search modal', async (page) => {
      await goto(page, '/docs/sandbox')
      await page.locator('[data-search-button]').click()
      await page.locator('.DocSearch-Input').fill('label')
      await page.locator('.DocSearch-Hit').first().waitFor()
    })
    expect(problems).toEqual([])
  })

  it('has no blocking violation on the error screens', async () => {
    const modalError = await auditState(mode, DESKTOP, 'search modal error', async (page) => {
      await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
      await goto(page, '/docs/sandbox')
      await page.locator('[data-search-button]').click()
      await page.locator('.DocSearch-Input').fill('label')
      await page.locator('.DocSearch-ErrorScreen').waitFor()
    })
    const pageError = await auditState(mode, PHONE, '/search error', async (page) => {
      await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
      await goto(page, '/search?q=label')
      await page.getByRole('alert').waitFor()
    })
    const crash = await auditState(mode, DESKTOP, 'page crash', async (page) => {
      await page.addInitScript(() => {
        ;(window as unknown as { __KOLLI_TEST_FAULTS__: unknown }).__KOLLI_TEST_FAULTS__ = { page: { message: 'Injected', causes: ['A cause'] } }
      })
      await goto(page, '/docs/sandbox')
      await page.locator('[data-page-crash]').waitFor()
    })
    const loadError = await auditState(mode, DESKTOP, 'page load error', async (page) => {
      await page.route('**/component---src-templates-changelog-list-tsx-*.js', (route) => route.abort('failed'))
      await goto(page, '/docs/sandbox')
      // The one full page load of /changelog fails too: the notice shows in place.
      await page.locator('header nav').getByRole('link', { name: 'Changelog', exact: true }).click()
      await page.locator('[data-page-load-error]').waitFor({ timeout: 20_000 })
    })
    expect([...modalError, ...pageError, ...crash, ...loadError]).toEqual([])
  }, 60_000)
})
