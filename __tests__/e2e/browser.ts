import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

export const baseUrl = (): string => process.env.E2E_BASE_URL!
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** A fresh context (empty localStorage) whose console errors and page errors are collected. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return { context, page, errors }
}

/** Waits until Gatsby has hydrated, so clicks reach React handlers. */
export async function goto(page: Page, path: string) {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
  await page.waitForFunction(() => (window as unknown as { ___gatsby?: unknown }).___gatsby !== undefined)
  await page.waitForLoadState('networkidle')
  return response
}
