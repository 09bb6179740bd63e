/**
 * Everything that closes or goes away hands focus back to a sensible place, never to <body> (where the next
 * Tab would start again at "Skip to main content"): the search modal, the announcement bar, the mobile menu,
 * and the /search page's "Load more results" and "Retry".
 */
import type { Browser, Page } from 'playwright-core'
import { goto, launch, openPage, SEARCH_INDEX_REQUESTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** A short description of the focused element: tag, accessible label or text, and data-* marker. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const marker = [...element.attributes].find((attribute) => attribute.name.startsWith('data-'))?.name ?? ''
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''} ${marker}`.trim()
  })

/** Presses Tab until the search button has focus (at most 30 times). */
async function tabToSearchButton(page: Page) {
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-search-button'))) return
  }
  throw new Error('Tab never reached the search button')
}

const modal = (page: Page) => page.locator('.DocSearch-Modal')

/** Waits until the modal is gone and focus has landed somewhere (it moves once the modal's clean-up is done). */
async function closed(page: Page) {
  await modal(page).waitFor({ state: 'detached' })
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: 2000 }).catch(() => undefined)
}

describe('the search modal returns focus to what opened it', () => {
  it.each([
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
    ['the backdrop', (page: Page) => page.mouse.click(5, 700)],
  ])('when closed with %s', async (_name, close) => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/sandbox')
    await tabToSearchButton(page)
    await page.keyboard.press('Enter')
    await modal(page).waitFor()
    await page.locator('.DocSearch-Input').fill('labels')
    await close(page)
    await closed(page)
    await expect(focused(page)).resolves.toMatch(/^button .*data-search-button$/)
    // The next Tab continues from the button, not from the skip link at the top.
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-color-mode-toggle'))).resolves.toBe(true)
    await context.close()
  })

  it('returns focus to the link that had it when Ctrl+K opened the modal', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/sandbox')
    const link = page.locator('.theme-doc-sidebar a').nth(2)
    await link.focus()
    const label = await link.textContent()
    await page.keyboard.press('Control+k')
    await modal(page).waitFor()
    await page.keyboard.press('Escape')
    await closed(page)
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(label)
    await context.close()
  })
})

describe('the announcement bar', () => {
  it('hands focus to the next control when closed with the keyboard', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/sandbox')
    const close = page.locator('[data-announcement-bar]').getByRole('button', { name: 'Close' })
    await close.focus()
    await page.keyboard.press('Enter')
    await page.locator('[data-announcement-bar]').waitFor({ state: 'detached' })
    // The first control after the bar: the navbar's brand link.
    await expect(page.evaluate(() => document.activeElement?.closest('header') !== null && document.activeElement?.tagName)).resolves.toBe('A')
    await context.close()
  })
})

describe('the mobile menu', () => {
  it.each([
    ['its close button', (page: Page) => page.getByRole('button', { name: 'Close navigation menu' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['the overlay', (page: Page) => page.mouse.click(380, 450)],
  ])('returns focus to the menu button when closed with %s', async (_name, close) => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await goto(page, '/docs/sandbox')
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor()
    await close(page)
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'hidden' })
    await expect(focused(page)).resolves.toMatch(/^button Open navigation menu/)
    await context.close()
  })
})

describe('the /search page', () => {
  it('moves focus from "Load more results" to the first new result', async () => {
    const { context, page } = await openPage(browser)
    // Focusing the button scrolls it into view, where the sentinel would load the next 20 by itself, before
    // the Enter this test is about: an observer that never reports keeps the button the only way to load.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return []
        }
      } as unknown as typeof IntersectionObserver
    })
    await goto(page, '/search?q=shipment')
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length === 20)
    const more = page.getByRole('button', { name: 'Load more results' })
    await more.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 20)
    await expect(page.evaluate(() => document.activeElement === document.querySelectorAll('main ol > li')[20].querySelector('a'))).resolves.toBe(true)
    await context.close()
  })

  it('keeps focus in the search after "Retry"', async () => {
    const { context, page } = await openPage(browser)
    await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
    await goto(page, '/search?q=labels')
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' })
    await retry.focus()
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('search')
    await context.close()
  })
})
