import type { Browser } from 'playwright-core'
import { goto, launch, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('docs page layout', () => {
  it('has the sidebar with the current page marked, breadcrumbs, a TOC of h2–h3 and prev/next', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/api/carrier-specific/waybill')
    const sidebar = page.locator('.theme-doc-sidebar')
    await expect(sidebar.locator('a[aria-current="page"]').textContent()).resolves.toBe('Waybill')
    // On a sidebar this size every category starts expanded: a page of another category is listed too.
    await expect(sidebar.getByRole('link', { name: 'Requirements and structure' }).isVisible()).resolves.toBe(true)
    await expect(page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents()).resolves.toEqual([
      'Docs',
      'Working with the API',
      'Carrier-specific options',
      'Waybill',
    ])
    const tocLinks = await page.locator('.theme-toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const headingIds = await page
      .locator('.theme-doc-markdown :is(h2, h3)[id]')
      .evaluateAll((headings) => headings.map((h) => `#${h.id}`))
    expect(tocLinks.length).toBeGreaterThan(2)
    expect(tocLinks).toEqual(headingIds)
    await expect(page.locator('a[rel="prev"]').count()).resolves.toBe(1)
    await expect(page.locator('a[rel="next"]').count()).resolves.toBe(1)
    await context.close()
  })

  it('shows the full breadcrumb trail and a card per page on a nested category index', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/category/carrier-specific-options')
    await expect(page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents()).resolves.toEqual([
      'Docs',
      'Working with the API',
      'Carrier-specific options',
    ])
    await expect(page.locator('main a h2').count()).resolves.toBe(7)
    await context.close()
  })

  it('scrolls the current page into view in a long sidebar', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 500 } })
    await goto(page, '/docs/webhooks/resources-and-actions')
    const current = page.locator('.theme-doc-sidebar a[aria-current="page"]')
    await expect(current.isVisible()).resolves.toBe(true)
    const inView = await current.evaluate((link) => {
      const box = link.getBoundingClientRect()
      const scroller = link.closest('nav')!.getBoundingClientRect()
      return box.top >= scroller.top && box.bottom <= scroller.bottom
    })
    expect(inView).toBe(true)
    // Only the sidebar scrolls; the page stays at its top.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
    await context.close()
  })

  it('has a changelog sidebar titled "Changelog" grouped by year, and newer/older post links', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/changelog/new-field-in-carrier-setup-file')
    const sidebar = page.locator('.theme-blog-sidebar')
    await expect(sidebar.locator('p').first().textContent()).resolves.toBe('Changelog')
    await expect(sidebar.locator('[class*=yearTitle]').allTextContents()).resolves.toEqual(['2025', '2024'])
    await expect(sidebar.locator('a').count()).resolves.toBe(13)
    await expect(page.getByRole('link', { name: /Newer post/ }).count()).resolves.toBe(1)
    await expect(page.getByRole('link', { name: /Older post/ }).count()).resolves.toBe(1)
    await expect(page.locator('.theme-blog-post a[href^="/changelog/tags/"]').count()).resolves.toBeGreaterThan(0)
    await context.close()
  })

  it('has navbar items, external Login/Signup and the footer links, logo and copyright', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/')
    const navbar = page.locator('.theme-navbar')
    for (const name of ['Docs', 'Changelog', 'API Reference']) {
      await expect(navbar.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    }
    await expect(navbar.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toMatch(/^https:\/\/app\.kolli\.example/)
    await expect(navbar.getByRole('link', { name: 'Signup' }).getAttribute('href')).resolves.toMatch(/^https:\/\/app\.kolli\.example/)
    const footer = page.locator('.theme-footer')
    await expect(footer.getByRole('link').allTextContents()).resolves.toEqual(['FAQ', 'Help Center', 'Contact', 'Status'])
    await expect(footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).resolves.toMatch(/^mailto:/)
    const logo = await footer.locator('svg').boundingBox()
    expect([logo?.width, logo?.height]).toEqual([48, 48])
    await expect(footer.innerText()).resolves.toMatch(/Copyright © 2025 Kolli ApS/)
    // Fixed at the top, not hidden on scroll.
    await page.mouse.wheel(0, 3000)
    await page.waitForTimeout(300)
    const top = await navbar.evaluate((element) => element.getBoundingClientRect().top)
    expect(top).toBe(0)
    await context.close()
  })

  it('moves focus to the main content with the skip link, which is first in tab order', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content')
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content')
    await context.close()
  })

  it('switches tabs by click and arrow keys', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/api/auth')
    const tabs = page.locator('[data-tabs]').first()
    const tabButtons = tabs.getByRole('tab')
    expect(await tabButtons.count()).toBeGreaterThan(1)
    const panels = tabs.locator(':scope > [role="tabpanel"]')
    await expect(panels.nth(0).isVisible()).resolves.toBe(true)
    await expect(panels.nth(1).isVisible()).resolves.toBe(false)
    await tabButtons.nth(1).click()
    await expect(tabButtons.nth(1).getAttribute('aria-selected')).resolves.toBe('true')
    await expect(panels.nth(0).isVisible()).resolves.toBe(false)
    await expect(panels.nth(1).isVisible()).resolves.toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expect(tabButtons.nth(0).getAttribute('aria-selected')).resolves.toBe('true')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tab')
    await expect(panels.nth(0).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('copies a code block with its button', async () => {
    const { context, page } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] })
    await goto(page, '/docs/api/auth')
    const block = page.locator('.code-block').first()
    const button = block.locator('button.code-block__copy')
    await button.click()
    await page.waitForFunction((element) => element?.textContent === 'Copied', await button.elementHandle())
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.trim()).toBe((await block.locator('pre').innerText()).trim())
    await context.close()
  })
})

describe('mobile navigation below 996 px', () => {
  it('opens the sliding sidebar with the hamburger and closes it with the button, Esc and the overlay', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await goto(page, '/docs/api/customs')
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' })
    const hamburger = page.getByRole('button', { name: 'Open navigation menu' })
    await expect(page.locator('.theme-doc-sidebar').isVisible()).resolves.toBe(false)
    await expect(dialog.isVisible()).resolves.toBe(false)

    await hamburger.click()
    await expect(dialog.isVisible()).resolves.toBe(true)
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('true')
    // It carries the docs sidebar as a secondary menu, with the current page marked.
    await expect(dialog.getByRole('link', { name: 'Customs', exact: true }).getAttribute('aria-current')).resolves.toBe('page')
    await dialog.getByRole('button', { name: 'Close navigation menu' }).click()
    await expect(dialog.isVisible()).resolves.toBe(false)
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Open navigation menu')

    await hamburger.click()
    await page.keyboard.press('Escape')
    await expect(dialog.isVisible()).resolves.toBe(false)

    await hamburger.click()
    await page.mouse.click(790, 450)
    await expect(dialog.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it('traps focus inside the open sidebar', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await goto(page, '/docs/sandbox')
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-sidebar')))
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-sidebar')))).resolves.toBe(true)
    await context.close()
  })

  it('shows the table of contents as a collapsible "On this page"', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await goto(page, '/docs/api/create-shipment')
    const toc = page.locator('details.theme-toc-mobile')
    await expect(toc.locator('summary').textContent()).resolves.toBe('On this page')
    await expect(toc.locator('a').first().isVisible()).resolves.toBe(false)
    await toc.locator('summary').click()
    await expect(toc.locator('a').first().isVisible()).resolves.toBe(true)
    await context.close()
  })
})
