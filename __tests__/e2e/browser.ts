import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

export const baseUrl = (): string => process.env.E2E_BASE_URL!
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Requests for the embedded search index: its manifest (/search-index.json) and its files (/search-index/…). */
export const SEARCH_INDEX_REQUESTS = /\/search-index(\.json|\/)/

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/**
 * Every Content-Security-Policy violation any page of the tests reports; the e2e setup fails each test that
 * leaves one behind (__tests__/support/e2e-csp.ts).
 */
const cspViolations: string[] = []
export const takeCspViolations = (): string[] => cspViolations.splice(0)

async function reportCspViolations(context: BrowserContext) {
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    cspViolations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline'
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(`${event.effectiveDirective} blocked ${blocked} on ${window.location.pathname} (${event.sample})`)
    })
  })
}

/** A fresh context (empty localStorage) whose console errors, page errors and CSP violations are collected. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options)
  await reportCspViolations(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return { context, page, errors }
}

/**
 * Resolves once React has hydrated the navbar, so clicks reach React handlers. (`window.___gatsby` is no
 * sign: it is the server-rendered root element's id.) React marks each hydrated element with its fiber.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('[data-color-mode-toggle]')
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactFiber$'))
  })
}

/** Loads a page, waits for hydration and for the network to settle. */
export async function goto(page: Page, path: string) {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  return response
}
