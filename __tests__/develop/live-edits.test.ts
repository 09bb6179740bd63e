/**
 * A writer's saves reach an open tab on their own, without a reload, and the server stays up: body and
 * frontmatter edits (with the sidebar, breadcrumbs, changelog lists and tag pages), new, deleted and renamed
 * files, openapi.yaml, tags.yml, authors.yml and the search synonyms. Each test undoes its edit and waits for
 * the page to settle.
 */
import type { Page } from 'playwright-core'
import {
  EDIT_TIMEOUT_MS,
  notReloaded,
  replaceInSiteFile,
  tabPerTest,
  waitForPageData,
  waitForText,
  writeSiteFile,
} from './develop'

const tabs = tabPerTest()
let page: Page

const SANDBOX = 'content/docs/sandbox.mdx'
const POST = 'content/changelog/2025-07-08-new-shipment-response-field-customer-number.mdx'
const sidebarLinks = (tab: Page) => tab.locator('.theme-doc-sidebar a').allTextContents()

describe('edits reach an open tab without a reload', () => {
  it("a doc's body", async () => {
    page = await tabs.open('/docs/sandbox')
    const undo = replaceInSiteFile(SANDBOX, 'The sandbox is a complete', 'The edited sandbox is a complete')
    await waitForText(page, 'main', 'The edited sandbox is a complete')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main', 'The edited sandbox', { absent: true })
  })

  it("a post's body, on the post and in the changelog list", async () => {
    page = await tabs.open('/changelog')
    const undo = replaceInSiteFile(POST, 'which one each shipment was billed to', 'which agreement billed each shipment')
    await waitForText(page, 'main', 'which agreement billed each shipment')
    await page.click('text=Read more about New shipment response field: customer_number')
    await waitForText(page, 'main h1', 'customer_number')
    await waitForText(page, 'main', 'which agreement billed each shipment')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main', 'which agreement billed each shipment', { absent: true })
  })

  it("a doc's title: h1, sidebar and breadcrumbs", async () => {
    page = await tabs.open('/docs/api/customs')
    const undo = replaceInSiteFile('content/docs/api/customs.mdx', 'title: Customs', 'title: Customs and duties')
    await waitForText(page, 'main h1', 'Customs and duties')
    await waitForText(page, '.theme-doc-sidebar', 'Customs and duties')
    await waitForText(page, '.theme-doc-breadcrumbs', 'Customs and duties')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main h1', 'Customs and duties', { absent: true })
  })

  it("a doc's sidebar position", async () => {
    page = await tabs.open('/docs/sandbox')
    expect((await sidebarLinks(page))[0]).toBe('Getting started')
    const undo = replaceInSiteFile('content/docs/getting_help.mdx', 'sidebar_position: 7', 'sidebar_position: 0')
    await page.waitForFunction(() => document.querySelector('.theme-doc-sidebar a')?.textContent === 'Getting help', null, { timeout: EDIT_TIMEOUT_MS })
    // The pager follows the sidebar's order: Getting started now comes after Getting help.
    await page.goto(page.url().replace('/docs/sandbox', '/docs/getting_help'))
    await waitForText(page, '.theme-pager', 'Getting started')
    undo()
    await page.waitForFunction(() => document.querySelector('.theme-doc-sidebar a')?.textContent === 'Getting started', null, { timeout: EDIT_TIMEOUT_MS })
  })

  it("a post's tags: its tag pages and the tags index", async () => {
    page = await tabs.open('/changelog/tags/sandbox')
    await waitForText(page, 'main h1', 'Sandbox')
    const undo = replaceInSiteFile(POST, 'tags: [api, shipments, ups, bring]', 'tags: [api, shipments, ups, bring, sandbox]')
    await waitForText(page, 'main', 'New shipment response field: customer_number')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main', 'New shipment response field: customer_number', { absent: true })
  })

  it('a new file becomes a page with a sidebar entry; deleting it leaves the not-found page in its tab', async () => {
    page = await tabs.open('/docs/sandbox')
    const undo = writeSiteFile('content/docs/written-today.mdx', () => '---\ntitle: Written today\nsidebar_position: 3\n---\n\nA page that did not exist.\n')
    try {
      await waitForText(page, '.theme-doc-sidebar', 'Written today')
      await page.click('.theme-doc-sidebar >> text=Written today')
      await waitForText(page, 'main h1', 'Written today')
      await waitForText(page, 'main', 'A page that did not exist.')
      expect(await notReloaded(page)).toBe(true)
    } finally {
      undo()
    }
    await waitForText(page, 'main h1', 'Page Not Found')
    expect(page.url()).toMatch(/\/docs\/written-today$/)
    expect(await notReloaded(page)).toBe(true)
    await page.click('main a[href="/docs/getting-started"]')
    await waitForText(page, 'main h1', 'Getting started')
    await waitForText(page, '.theme-doc-sidebar', 'Written today', { absent: true })
  })

  it('a renamed file: the old route becomes not found, the new one exists', async () => {
    const undo = writeSiteFile('content/docs/first-name.mdx', () => '---\ntitle: First name\n---\n\nRename me.\n')
    let undoRename = () => undefined as void
    try {
      await waitForPageData('/docs/first-name', 'Rename me.')
      page = await tabs.open('/docs/first-name')
      await waitForText(page, 'main h1', 'First name')
      undoRename = writeSiteFile('content/docs/second-name.mdx', () => '---\ntitle: First name\n---\n\nRename me.\n')
      undo()
      await waitForText(page, 'main h1', 'Page Not Found')
      expect(await notReloaded(page)).toBe(true)
      await waitForPageData('/docs/second-name', 'Rename me.')
    } finally {
      undo()
      undoRename()
    }
  })

  it('content/api/openapi.yaml: the API reference', async () => {
    page = await tabs.open('/api-reference')
    const undo = replaceInSiteFile('content/api/openapi.yaml', 'summary: Create a shipment\n', 'summary: Book a shipment with any carrier\n')
    await waitForText(page, '.api-reference', 'Book a shipment with any carrier')
    await waitForText(page, '.theme-api-sidebar', 'Book a shipment with any carrier')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, '.api-reference', 'Book a shipment with any carrier', { absent: true })
  })

  it("content/api/openapi.yaml: a guide's request samples", async () => {
    page = await tabs.open('/docs/api/sales-orders')
    await waitForText(page, 'main [data-tabs-group="request-language"]', 'BOOT-HK-42')
    const undo = replaceInSiteFile('content/api/openapi.yaml', /(operationId: createSalesOrder[\s\S]*?sku: )BOOT-HK-42/, '$1BOOT-HK-99')
    await waitForText(page, 'main [data-tabs-group="request-language"]', 'BOOT-HK-99')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main [data-tabs-group="request-language"]', 'BOOT-HK-99', { absent: true })
  })

  it('tags.yml: a tag\'s label on its page and on posts', async () => {
    page = await tabs.open('/changelog/tags/ups')
    const undo = replaceInSiteFile('content/changelog/tags.yml', 'label: UPS', 'label: United Parcel Service')
    await waitForText(page, 'main h1', 'United Parcel Service')
    await waitForText(page, 'main article', 'United Parcel Service')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main h1', 'United Parcel Service', { absent: true })
  })

  it('synonyms.yml: a new synonym finds its page from the open tab’s search, and is gone when removed', async () => {
    page = await tabs.open('/docs/getting-started')
    await page.keyboard.press('Control+k')
    const input = page.locator('.DocSearch-Input')
    /** The modal's answer to a query, asked again until `settled` says it has the edit (the index is rebuilt on demand). */
    const answer = async (query: string, settled: () => Promise<boolean>) => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        await input.fill('')
        await input.fill(query)
        await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults', { timeout: 10_000 })
        if (await settled()) return true
        await page.waitForTimeout(1_000)
      }
      return false
    }
    const sandboxHit = () => page.locator('.DocSearch-Hit a[data-href*="/docs/sandbox"]').count().then((count) => count > 0)
    const undo = replaceInSiteFile('content/search/synonyms.yml', /^synonyms:\n/m, 'synonyms:\n  - [quokka, sandbox]\n')
    try {
      expect(await answer('quokka', sandboxHit)).toBe(true)
      expect(await notReloaded(page)).toBe(true)
    } finally {
      undo()
    }
    expect(await answer('quokka', async () => !(await sandboxHit()))).toBe(true)
  })

  it("authors.yml: an author's name on their posts", async () => {
    page = await tabs.open('/changelog/new-shipment-response-field-customer-number')
    const undo = replaceInSiteFile('content/changelog/authors.yml', 'name: Jonas Berg', 'name: Jonas B. Berg')
    await waitForText(page, 'main', 'Jonas B. Berg')
    expect(await notReloaded(page)).toBe(true)
    undo()
    await waitForText(page, 'main', 'Jonas B. Berg', { absent: true })
  })
})
