/**
 * The spec's error catalogue and stored state, in a real browser: page crash, navbar item failure,
 * misconfigured base URL, the announcement bar, the docs version, and pages without localStorage.
 * Crashes are injected through window.__KOLLI_TEST_FAULTS__, which only test builds read.
 */
import http from 'http'
import path from 'path'
import type { AddressInfo } from 'net'
import type { Browser, Page } from 'playwright-core'
import handler from 'serve-handler'
import { goto, launch, openPage, waitForHydration } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

interface Faults {
  page?: { message: string; causes?: string[] }
  navbarItem?: string
}
const injectFaults = (page: Page, faults: Faults) =>
  page.addInitScript((value) => {
    ;(window as unknown as { __KOLLI_TEST_FAULTS__: Faults }).__KOLLI_TEST_FAULTS__ = value
  }, faults)
const clearFaults = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { __KOLLI_TEST_FAULTS__: Faults }).__KOLLI_TEST_FAULTS__ = {}
  })
const navbarLink = (page: Page, name: string) => page.locator('header nav').getByRole('link', { name, exact: true })

describe('page crash', () => {
  it('shows "This page crashed.", the error and its causes; the navbar, footer and "Try again" work', async () => {
    const { context, page } = await openPage(browser)
    await injectFaults(page, {
      page: { message: 'Cannot render the docs sidebar', causes: ['The category "Webhooks" has no items', 'content/docs/webhooks is empty'] },
    })
    await goto(page, '/docs/sandbox')
    const crash = page.locator('[data-page-crash]')
    await expect(crash.locator('h1').textContent()).resolves.toBe('This page crashed.')
    await expect(crash.locator('[data-error-details] p').allTextContents()).resolves.toEqual([
      'Cannot render the docs sidebar',
      'Cause: The category "Webhooks" has no items',
      'Cause: content/docs/webhooks is empty',
    ])
    await expect(page.locator('footer').getByRole('link', { name: 'Help Center' }).isVisible()).resolves.toBe(true)

    // The navbar still navigates; the next page crashes too while the fault is on.
    await navbarLink(page, 'Changelog').click()
    await page.waitForURL('**/changelog')
    await crash.waitFor()
    await clearFaults(page)
    await crash.getByRole('button', { name: 'Try again' }).click()
    await page.locator('h1', { hasText: 'Changelog' }).waitFor()
    await expect(crash.count()).resolves.toBe(0)
    await context.close()
  })
})

describe('navbar item failure', () => {
  it('replaces the failing item with a message naming it; the other items keep working', async () => {
    const { context, page } = await openPage(browser)
    await injectFaults(page, { navbarItem: 'Changelog' })
    await goto(page, '/docs/sandbox')
    const message = page.locator('header nav [data-navbar-item-error]')
    await expect(message.textContent()).resolves.toBe('Navbar item “Changelog” (link) failed to render')
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Sandbox')
    await navbarLink(page, 'API Reference').click()
    await page.waitForURL('**/api-reference')
    await expect(page.locator('header nav').getByRole('link', { name: 'Signup' }).getAttribute('href')).resolves.toMatch(/^https:\/\//)
    await context.close()
  })
})

describe('misconfigured base URL', () => {
  it('shows a banner naming the configured base URL and suggesting one, even though no script loads', async () => {
    // The build served under /mirror/: pages load, but every asset URL (/app-….js) misses.
    const publicDir = path.join(__dirname, '..', '..', 'public')
    const server = http.createServer((request, response) => {
      if (!request.url?.startsWith('/mirror/')) {
        response.writeHead(404).end()
        return
      }
      request.url = request.url.slice('/mirror'.length)
      handler(request, response, { public: publicDir, cleanUrls: true, directoryListing: false })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const { context, page } = await openPage(browser)
    try {
      await page.goto(`${origin}/mirror/docs/sandbox`, { waitUntil: 'networkidle' })
      const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' })
      await expect(banner.textContent()).resolves.toBe(
        'The Kolli docs did not load properly. They are configured for the base URL "/", but this page is at ' +
          '"/mirror/docs/sandbox". We suggest trying the base URL "/mirror/" (Gatsby\'s pathPrefix).',
      )
      await expect(banner.isVisible()).resolves.toBe(true)
      // Proof that it needed no bundle: React never ran.
      const hydrated = await page.evaluate(() =>
        Object.keys(document.querySelector('[data-color-mode-toggle]')!).some((key) => key.startsWith('__reactFiber$')),
      )
      expect(hydrated).toBe(false)
    } finally {
      await context.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('stays away where the site is served as configured', async () => {
    const { context, page } = await openPage(browser)
    for (const route of ['/', '/docs/sandbox', '/changelog/tags/ups', '/docs/no-such-page']) {
      await page.goto(`${process.env.E2E_BASE_URL}${route}`, { waitUntil: 'networkidle' })
      await expect(page.getByText('did not load properly').count()).resolves.toBe(0)
    }
    await context.close()
  })
})

/** Records whether the bar was ever displayed while the page loaded (its display is checked on every change). */
async function recordAnnouncementVisibility(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __barShown: boolean }
    w.__barShown = false
    const check = () => {
      const bar = document.querySelector('[data-announcement-bar]')
      if (bar && getComputedStyle(bar).display !== 'none') w.__barShown = true
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
    document.addEventListener('DOMContentLoaded', check)
  })
}
const barShown = (page: Page) => page.evaluate(() => (window as unknown as { __barShown: boolean }).__barShown)
const bar = (page: Page) => page.locator('[data-announcement-bar]')

describe('announcement bar', () => {
  it('closes with "Close", remembers the id and never flashes on the next load', async () => {
    const { context, page, errors } = await openPage(browser)
    await recordAnnouncementVisibility(page)
    await goto(page, '/docs/sandbox')
    await expect(barShown(page)).resolves.toBe(true)
    await bar(page).getByRole('button', { name: 'Close' }).click()
    await expect(bar(page).count()).resolves.toBe(0)
    await expect(page.evaluate(() => localStorage.getItem('announcement-dismissed'))).resolves.toBe('fulfillment-shipments-2025-04')
    for (const route of ['/docs/sandbox', '/changelog', '/']) {
      await goto(page, route)
      await expect(barShown(page)).resolves.toBe(false)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('comes back when the configured id differs from the dismissed one', async () => {
    const { context, page } = await openPage(browser)
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'))
    await goto(page, '/changelog')
    await expect(bar(page).isVisible()).resolves.toBe(true)
    await context.close()
  })
})

describe('docs version', () => {
  it('marks docs pages as version "current" and shows no switcher for a single version', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await expect(page.locator('meta[name="docsearch:version"]').getAttribute('content')).resolves.toBe('current')
    await expect(page.locator('meta[name="docsearch:docusaurus_tag"]').getAttribute('content')).resolves.toBe('docs-default-current')
    await expect(page.locator('[data-docs-version-switcher]').count()).resolves.toBe(0)
    await context.close()
  })
})

describe('without localStorage', () => {
  const templates = ['/', '/docs/sandbox', '/docs/category/webhooks', '/changelog', '/changelog/ioss-service', '/changelog/archive',
    '/changelog/tags', '/changelog/tags/ups', '/api-reference', '/search?q=label', '/docs/no-such-page']

  it('renders every template, and the theme toggle and the announcement close work for the visit', async () => {
    const { context, page, errors } = await openPage(browser)
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', { get: deny, configurable: true })
      Object.defineProperty(window, 'sessionStorage', { get: deny, configurable: true })
    })
    for (const route of templates) {
      await page.goto(`${process.env.E2E_BASE_URL}${route}`, { waitUntil: 'load' })
      await waitForHydration(page)
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true)
      await expect(page.locator('[data-page-crash]').count()).resolves.toBe(0)
    }
    await page.locator('[data-color-mode-toggle]').click()
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light')
    await bar(page).getByRole('button', { name: 'Close' }).click()
    await expect(bar(page).count()).resolves.toBe(0)
    expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([])
    await context.close()
  })
})
