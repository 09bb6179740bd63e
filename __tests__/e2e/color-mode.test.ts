import type { Browser, Page } from 'playwright-core'
import { goto, launch, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** Records data-theme at the moment <body> starts parsing: that is what the first paint shows. */
async function recordThemeAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        ;(window as unknown as { __themeAtBody?: string | null }).__themeAtBody =
          document.documentElement.getAttribute('data-theme')
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'))

describe('colour mode', () => {
  it('is dark on a first visit, even when the system prefers light', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'light' })
    await recordThemeAtFirstPaint(page)
    await goto(page, '/docs/sandbox')
    await expect(themeAtBody(page)).resolves.toBe('dark')
    await expect(theme(page)).resolves.toBe('dark')
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    expect(background).toBe('rgb(20, 22, 26)')
    await context.close()
  })

  it('toggles, stores the choice under "theme" and keeps it after a reload without a dark flash', async () => {
    const { context, page, errors } = await openPage(browser)
    await recordThemeAtFirstPaint(page)
    await goto(page, '/changelog')
    await page.locator('[data-color-mode-toggle]').click()
    await expect(theme(page)).resolves.toBe('light')
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light')
    await page.reload({ waitUntil: 'load' })
    await expect(themeAtBody(page)).resolves.toBe('light')
    await expect(theme(page)).resolves.toBe('light')
    await page.locator('[data-color-mode-toggle]').click()
    await expect(theme(page)).resolves.toBe('dark')
    expect(errors).toEqual([])
    await context.close()
  })

  it('still renders and toggles when localStorage throws on every call', async () => {
    const { context, page, errors } = await openPage(browser)
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('denied', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', { get: fail, configurable: true })
    })
    await goto(page, '/docs/api/auth')
    await expect(page.locator('h1').first().textContent()).resolves.toBe('API authentication')
    await page.locator('[data-color-mode-toggle]').click()
    await expect(theme(page)).resolves.toBe('light')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('across open tabs', () => {
  it('follows a theme switched in another tab, without a reload', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    const other = await context.newPage()
    await goto(other, '/changelog')
    await expect(theme(other)).resolves.toBe('dark')
    await page.locator('[data-color-mode-toggle]').click()
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light')
    // The other tab's toggle tells the new state too.
    await expect(other.locator('[data-color-mode-toggle]').getAttribute('aria-label')).resolves.toContain('currently light mode')
    // Clearing the stored choice elsewhere brings back the default.
    await page.evaluate(() => localStorage.clear())
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark')
    await context.close()
  })

  it('closes the announcement in every tab when one tab closes it', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    const other = await context.newPage()
    await goto(other, '/changelog')
    await other.locator('[data-announcement-bar]').waitFor()
    await page.locator('[data-announcement-bar]').getByRole('button', { name: 'Close' }).click()
    await other.locator('[data-announcement-bar]').waitFor({ state: 'detached' })
    await context.close()
  })
})
