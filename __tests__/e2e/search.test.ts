import type { Browser, Page, Route } from 'playwright-core'
import { siteConfig } from '../../src/config/site'
import { baseUrl, goto, launch, openPage, SEARCH_INDEX_REQUESTS } from './browser'

const SEARCH_ASSET = /\/search-index(\.json|\/)|\/search\/docsearch-[\d.]+\.css|\/docsearch-[0-9a-f]+\.js/

const modal = (page: Page) => page.locator('.DocSearch-Modal')
const isOpen = async (page: Page) => (await modal(page).count()) > 0

async function openWithClick(page: Page) {
  await page.locator('[data-search-button]').click()
  await modal(page).waitFor()
}

/**
 * Types a query and waits until the dropdown answers that query (not the previous one): its hits, or, for a
 * query expected to find nothing, its "No results" screen. (While a query is on its way, DocSearch already
 * shows "No results for" the new text over the previous query's empty results.)
 */
async function typeQuery(page: Page, query: string, { noResults = false } = {}) {
  await page.locator('.DocSearch-Input').fill(query)
  await page.waitForFunction(
    ([text, none]) => {
      if (document.querySelector('.DocSearch-ErrorScreen')) return true
      if (none) return document.querySelector('.DocSearch-NoResults strong')?.textContent === text
      const words = text.toLowerCase().split(/\s+/)
      const marks = [...document.querySelectorAll('.DocSearch-Hit mark')].map((mark) => (mark.textContent ?? '').toLowerCase())
      return marks.some((mark) => words.some((word) => mark.startsWith(word.slice(0, 4))))
    },
    [query, noResults] as const,
  )
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('the search modal (embedded engine)', () => {
  it('loads nothing of search until the visitor shows intent on the button', async () => {
    const { context, page } = await openPage(browser)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await goto(page, '/docs/sandbox')
    await page.waitForTimeout(500)
    expect(requests.filter((url) => SEARCH_ASSET.test(url))).toEqual([])
    await page.locator('[data-search-button]').hover()
    await page.waitForFunction(() => document.querySelector('link[data-search-styles]') !== null)
    await page.waitForLoadState('networkidle')
    const loaded = requests.filter((url) => SEARCH_ASSET.test(url))
    expect(loaded.some((url) => /\/docsearch-[0-9a-f]+\.js/.test(url))).toBe(true)
    expect(loaded.some((url) => url.includes('/search/docsearch-3.9.0.css'))).toBe(true)
    // The index itself waits for the first query.
    expect(loaded.some((url) => SEARCH_INDEX_REQUESTS.test(url))).toBe(false)
    await context.close()
  })

  it('opens by click, Ctrl+K, Cmd+K and "/", and closes by Escape, Ctrl+K and the backdrop', async () => {
    const { context, page, errors } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await expect(page.locator('.DocSearch-Input').getAttribute('placeholder')).resolves.toBe('Search docs')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    await page.keyboard.press('Control+k')
    await modal(page).waitFor()
    await page.keyboard.press('Control+k')
    await modal(page).waitFor({ state: 'detached' })

    await page.keyboard.press('Meta+k')
    await modal(page).waitFor()
    await page.mouse.click(5, 400)
    await modal(page).waitFor({ state: 'detached' })

    await page.keyboard.press('/')
    await modal(page).waitFor()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('does not open on "/" while the visitor types in a field', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/search')
    await page.locator('input[type="search"]').click()
    await page.keyboard.type('a/b')
    await page.waitForTimeout(300)
    expect(await isOpen(page)).toBe(false)
    await expect(page.locator('input[type="search"]').inputValue()).resolves.toBe('a/b')
    await context.close()
  })

  it('shows hits grouped by section, caps the input at 64 characters, and Enter navigates with the router', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await goto(page, '/docs/sandbox')
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
    await openWithClick(page)
    await page.locator('.DocSearch-Input').fill('x'.repeat(80))
    await expect(page.locator('.DocSearch-Input').inputValue()).resolves.toHaveLength(64)
    await typeQuery(page, 'delete sales order')
    const groups = await page.locator('.DocSearch-Hit-source').allTextContents()
    expect(groups.length).toBeGreaterThan(1)
    expect(groups).toContain('Working with the API')
    // At most 5 hits per group.
    const perGroup = await page.locator('.DocSearch-Hits').evaluateAll((sections) => sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length))
    expect(Math.max(...perGroup)).toBeLessThanOrEqual(5)
    await expect(page.locator('.DocSearch-Hit mark').first().textContent()).resolves.toMatch(/delete|sales|order/i)
    // Snippets have at most 10 words on a wide screen.
    const snippet = await page.locator('.DocSearch-Hit-path').first().textContent()
    expect(snippet!.replace(/…/g, ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(10)

    const target = await page.locator('.DocSearch-Hit a').first().getAttribute('data-href')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target)
    await modal(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('follows a clicked hit with the router, and opens a Ctrl-clicked one in a new tab', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await goto(page, '/docs/sandbox')
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
    await openWithClick(page)
    await typeQuery(page, 'customs')
    const second = page.locator('.DocSearch-Hit a').nth(1)
    const target = (await second.getAttribute('data-href'))!
    const [popup] = await Promise.all([context.waitForEvent('page'), second.click({ modifiers: ['Control'] })])
    await popup.waitForURL((url) => `${url.pathname}${url.hash}` === target)
    await popup.close()
    await expect(isOpen(page)).resolves.toBe(true)
    const first = page.locator('.DocSearch-Hit a').first()
    const href = (await first.getAttribute('data-href'))!
    await first.click()
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href)
    await modal(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('cuts snippets to 5 words on screens up to 768 px', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 700, height: 900 } })
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await typeQuery(page, 'labels')
    const snippets = await page.locator('.DocSearch-Hit-path').allTextContents()
    const lengths = snippets.map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).length)
    expect(Math.max(...lengths)).toBeLessThanOrEqual(5)
    await context.close()
  })

  it('remembers a chosen hit as a recent search', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await typeQuery(page, 'waybill')
    const title = await page.locator('.DocSearch-Hit-title').first().textContent()
    await page.keyboard.press('Enter')
    await modal(page).waitFor({ state: 'detached' })
    await openWithClick(page)
    await expect(page.locator('.DocSearch-Hit-source').first().textContent()).resolves.toBe('Recent')
    await expect(page.locator('.DocSearch-Hit-title').first().textContent()).resolves.toBe(title)
    const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__')))
    expect(stored).toHaveLength(1)
    await context.close()
  })

  it('saves a recent search as a favourite, in localStorage', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await typeQuery(page, 'pickup')
    await page.keyboard.press('Enter')
    await modal(page).waitFor({ state: 'detached' })
    await openWithClick(page)
    await page.locator('.DocSearch-Hit button[title="Save this search"]').first().click()
    await page.locator('.DocSearch-Hit-source', { hasText: /^Favorite$/ }).waitFor()
    const favourites = await page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((name) => name.startsWith('__DOCSEARCH_FAVORITE_SEARCHES__'))
      return key ? JSON.parse(window.localStorage.getItem(key) ?? '[]').length : 0
    })
    expect(favourites).toBe(1)
    await context.close()
  })

  it('leads to the full results with "See all N results"', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await typeQuery(page, 'shipment')
    const seeAll = page.locator('.DocSearch-HitsFooter a')
    await expect(seeAll.textContent()).resolves.toMatch(/^See all \d+ results$/)
    await seeAll.click()
    await page.waitForURL(/\/search\?q=shipment$/)
    await page.waitForFunction(() => document.querySelectorAll('main ol li').length > 0)
    await context.close()
  })

  it('says there are no results, suggests earlier sections, and links "Let us know." to the Help Center', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await typeQuery(page, 'labels')
    await typeQuery(page, 'qwxzv', { noResults: true })
    const screen = page.locator('.DocSearch-NoResults')
    await expect(screen.textContent()).resolves.toContain('No results for')
    await expect(screen.textContent()).resolves.toContain('"qwxzv"')
    await expect(screen.textContent()).resolves.toContain('Try searching for')
    await expect(screen.locator('.DocSearch-Help').last().textContent()).resolves.toBe('Believe this query should return results? Let us know.')
    const link = screen.getByRole('link', { name: 'Let us know.' })
    await expect(link.getAttribute('href')).resolves.toBe('https://help.kolli.example')
    // Embedded search does not claim to be searched by Algolia.
    await expect(page.locator('.DocSearch-Logo').isVisible()).resolves.toBe(false)
    await context.close()
  })

  it('shows the error screen when the index cannot be loaded', async () => {
    const { context, page } = await openPage(browser)
    await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await typeQuery(page, 'labels')
    const screen = page.locator('.DocSearch-ErrorScreen')
    await expect(screen.locator('.DocSearch-Title').textContent()).resolves.toBe('Unable to fetch results')
    await expect(screen.locator('.DocSearch-Help').textContent()).resolves.toBe('You might want to check your network connection.')
    await context.close()
  })

  it('shows the stalled state when the index answers after 300 ms', async () => {
    const { context, page } = await openPage(browser)
    await page.route(SEARCH_INDEX_REQUESTS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await goto(page, '/docs/sandbox')
    await openWithClick(page)
    await page.locator('.DocSearch-Input').fill('labels')
    await page.locator('.DocSearch-Container--Stalled').waitFor({ timeout: 5000 })
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 30000 })
    await expect(page.locator('.DocSearch-Container--Stalled').count()).resolves.toBe(0)
    await context.close()
  })

  it('tags docs pages and other pages for contextual search', async () => {
    const { context, page } = await openPage(browser)
    const meta = () =>
      page.evaluate(() => [
        document.querySelector('meta[name="docsearch:language"]')?.getAttribute('content'),
        document.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content'),
      ])
    await goto(page, '/docs/sandbox')
    await expect(meta()).resolves.toEqual(['en', 'docs-default-current'])
    await goto(page, '/changelog')
    await expect(meta()).resolves.toEqual(['en', 'default'])
    await context.close()
  })
})

describe('developer queries, in the modal and on /search alike', () => {
  const cases = [
    { kind: 'a typo', query: 'cusotms', first: '/docs/api/customs', marked: 'customs' },
    { kind: 'an operationId', query: 'createShipment', first: '/api-reference#operation/createShipment', marked: null },
    { kind: 'METHOD /path', query: 'GET /carrier_setups/file', first: '/api-reference#operation/getCarrierSetupFile', marked: null },
    // A reader's word the docs do not use (content/search/synonyms.yml), highlighted on the docs' word.
    { kind: 'a synonym', query: 'parcel shop', first: '/docs/api/service-points', marked: 'service' },
    // As pasted from a request log: the API's URL, with an ID in the path.
    { kind: 'a request URL with an ID', query: `POST ${siteConfig.api.baseUrl}/shipments/shp_8Jd2kQ1x/cancel`, first: '/api-reference#operation/cancelShipment', marked: null },
    // A path with a parameter written as other APIs' docs write it, and the version a request log shows.
    { kind: 'a path with {id} and its version', query: 'POST /v1/shipments/{id}/cancel', first: '/api-reference#operation/cancelShipment', marked: null },
    // The first line of an HTTP request, with its protocol.
    { kind: 'a request line with its protocol', query: 'POST /v1/shipments HTTP/1.1', first: '/api-reference#operation/createShipment', marked: null },
    // A header's name, hyphenated: the table row that is it, before texts that have its words apart.
    { kind: 'a header name', query: 'Kolli-Event-Id', first: '/docs/webhooks/requirements-and-structure#headers', marked: null },
    // A question about a change: the post, though the guide's section has "since" as well (change-intent.ts).
    { kind: 'a question about a change', query: 'dsv xpress pickup since when', first: '/changelog/dsv-xpress-pickup-service', marked: null },
    // A question about when something happened, without a change word: the post, not the guide's section on tags.
    { kind: 'a question about when something happened', query: 'when did sales orders get tags', first: '/changelog/new-sales-orders-field-tags', marked: null },
    // An error message as a client prints it (a detail's field and issue), shown only in an example response.
    { kind: 'a pasted error message', query: 'customs is required for shipments from DK to NO', first: '/docs/api/customs#when-customs-data-is-required', marked: 'customs' },
    // Two words typed apart that the docs write as one (Algolia's concatenation), highlighted on the docs' word.
    { kind: 'a word typed as two', query: 'web hook', first: '/docs/webhooks/intro#why-use-webhooks', marked: 'webhooks' },
    // A word typed as one that the docs write as two (Algolia's splitting).
    { kind: 'two words typed as one', query: 'printclient', first: '/docs/print-client', marked: null },
    // A verb done again that the docs write without "re" ("refetch": the section says when to fetch the file).
    { kind: 'a verb done again', query: 'refetch carrier setup file', first: '/docs/api/retrieve-and-use-the-carrier-setup-file#caching', marked: null },
    // A question with a contraction: "what's" is "what", not an "s" that every possessive of the docs has.
    { kind: 'a question with a contraction', query: "what's the rate limit", first: '/docs/api/intro#rate-limiting', marked: 'rate' },
    // An operationId with a part of its reference entry: the operation, before the guide's "Payload structure".
    { kind: 'an operationId and a part of its entry', query: 'shipmentEvent payload', first: '/api-reference#operation/shipmentEvent', marked: null },
    // A field the page title spells out: the page's section that uses the field most, not the page's top.
    { kind: 'a field its page title spells out', query: 'label_overlay_id', first: '/docs/api/label-overlay#use-an-overlay-on-a-shipment', marked: null },
    // An object ID pasted from a response: where its kind of ID is named ("with the prefix prn_").
    { kind: 'an object ID', query: 'prn_3Kc9vH2s', first: '/docs/print-client#how-it-works', marked: 'prn_' },
  ]

  for (const { kind, query, first, marked } of cases) {
    it(`finds ${first} first for ${kind} ("${query}")`, async () => {
      const { context, page } = await openPage(browser)
      await goto(page, '/docs/sandbox')
      await openWithClick(page)
      await page.locator('.DocSearch-Input').fill(query)
      const firstHit = page.locator('.DocSearch-Hit a').first()
      await page.waitForFunction((href) => document.querySelector('.DocSearch-Hit a')?.getAttribute('data-href') === href, first)
      // A result reached through a typo or a synonym is highlighted on the word it matched.
      if (marked) await expect(firstHit.locator('mark').first().textContent()).resolves.toMatch(new RegExp(`^${marked}$`, 'i'))

      await goto(page, `/search?q=${encodeURIComponent(query)}`)
      const result = page.locator('main ol li h2 a').first()
      await result.waitFor()
      await expect(result.evaluate((link) => `${new URL((link as HTMLAnchorElement).href).pathname}${new URL((link as HTMLAnchorElement).href).hash}`)).resolves.toBe(first)
      // In its title, or in its snippet when the word matched is in the text.
      if (marked) await expect(page.locator('main ol li').first().locator('mark').first().textContent()).resolves.toMatch(new RegExp(`^${marked}$`, 'i'))
      await context.close()
    })
  }
})

describe('the /search page', () => {
  it('reads q, shows the count, breadcrumbs and snippets, and keeps the URL in sync while typing', async () => {
    const { context, page, errors } = await openPage(browser)
    await goto(page, '/search?q=webhook%20signature')
    await page.waitForFunction(() => /results for “webhook signature”/.test(document.querySelector('[role="status"]')?.textContent ?? ''))
    await expect(page.locator('input[type="search"]').inputValue()).resolves.toBe('webhook signature')
    const first = page.locator('main ol li').first()
    await expect(first.locator('h2 a').getAttribute('href')).resolves.toMatch(/^\/docs\/webhooks\//)
    // Breadcrumb (the section first), then a highlighted snippet.
    await expect(first.locator('p').first().textContent()).resolves.toMatch(/^Webhooks/)
    await expect(page.locator('main ol li p mark').first().textContent()).resolves.toMatch(/webhook|signature/i)
    await expect(page.locator('main ol li p', { hasText: ' › ' }).count()).resolves.toBeGreaterThan(0)
    await page.locator('input[type="search"]').fill('customs IOSS')
    await page.waitForURL(/\/search\?q=customs%20IOSS$/)
    await page.waitForFunction(() => /results for “customs IOSS”/.test(document.querySelector('[role="status"]')?.textContent ?? ''))
    await expect(page.locator('main ol li mark').first().textContent()).resolves.toMatch(/customs|ioss/i)
    expect(errors).toEqual([])
    await context.close()
  })

  it('loads 20 results at a time, more as the end of the list scrolls into view', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/search?q=shipment')
    await page.waitForFunction(() => document.querySelectorAll('main ol li').length > 0)
    await expect(page.locator('main ol li').count()).resolves.toBe(20)
    await page.locator('main ol li').last().scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 2000)
    await page.waitForFunction(() => document.querySelectorAll('main ol li').length > 20)
    await context.close()
  })

  it('renders a query with markup as text and runs none of it', async () => {
    const { context, page, errors } = await openPage(browser)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await goto(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
    await page.waitForFunction(() => (document.querySelector('h1')?.textContent ?? '').includes('<img'))
    await page.waitForTimeout(500)
    expect(dialogs).toBe(0)
    await expect(page.locator('main img').count()).resolves.toBe(0)
    await expect(page.locator('h1').textContent()).resolves.toBe('Search results for “<img src=x onerror=alert(1)>”')
    expect(errors).toEqual([])
    await context.close()
  })

  // Queries whose hits are sections and paragraphs of many pages: their records are not in the titles file.
  const SECTION_QUERIES = ['webhook signature', 'customs IOSS', 'retry timeout']

  /** Types each query into /search and waits for its results; the index files requested, by name. */
  async function searchEach(page: Page, queries: string[]) {
    const requested: { name: string; range: string | undefined }[] = []
    page.on('request', (request) => {
      const name = /\/search-index\/[0-9a-f]+\/([^/?]+)$/.exec(new URL(request.url()).pathname)?.[1]
      if (name) requested.push({ name, range: request.headers().range })
    })
    await goto(page, '/search')
    for (const query of queries) {
      await page.locator('input[type="search"]').fill(query)
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent?.includes(`“${text}”`), query)
      await page.locator('main ol li p mark').first().waitFor()
    }
    return requested
  }

  it('reads its results’ pages with one request of byte ranges a query, and no records shard', async () => {
    const { context, page, errors } = await openPage(browser)
    const requested = await searchEach(page, SECTION_QUERIES)
    const ranged = requested.filter(({ name }) => name === 'pages.bin')
    expect(ranged.length).toBeGreaterThan(0)
    expect(ranged.length).toBeLessThanOrEqual(SECTION_QUERIES.length)
    expect(ranged.every(({ range }) => /^bytes=\d+-\d+(,\d+-\d+)*$/.test(range ?? ''))).toBe(true)
    expect(requested.filter(({ name }) => /^r\d+\.bin$/.test(name))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  // A host without ranges sends the whole file; one may refuse many ranges (the browser itself then notes the
  // failed request in the console, as for any status of 400 or more).
  const hostsWithoutRanges: [string, (route: Route) => Promise<void>, RegExp[]][] = [
    ['the whole file (200)', async (route) => route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), range: '' } }) }), []],
    ['a refusal (416)', (route) => route.fulfill({ status: 416, headers: { 'Content-Range': 'bytes */1' } }), [/^console: Failed to load resource: .*416/]],
  ]

  it.each(hostsWithoutRanges)('reads records shards where the host answers byte ranges with %s, and asks for ranges no more', async (_answer, answer, browserNotes) => {
    const { context, page, errors } = await openPage(browser)
    await page.route(/\/pages\.bin$/, answer)
    const requested = await searchEach(page, SECTION_QUERIES)
    expect(requested.filter(({ name }) => name === 'pages.bin')).toHaveLength(1)
    expect(requested.filter(({ name }) => /^r\d+\.bin$/.test(name)).length).toBeGreaterThan(0)
    // The snippets came from the shards.
    await expect(page.locator('main ol li p mark').count()).resolves.toBeGreaterThan(0)
    expect(errors.filter((error) => !browserNotes.some((note) => note.test(error)))).toEqual([])
    expect(errors).toHaveLength(browserNotes.length)
    await context.close()
  })

  it('shows the error text when the index cannot be loaded', async () => {
    const { context, page } = await openPage(browser)
    await page.route(SEARCH_INDEX_REQUESTS, (route) => route.abort())
    await goto(page, '/search?q=labels')
    const alert = page.getByRole('alert')
    await expect(alert.locator('p').allTextContents()).resolves.toEqual(['Unable to fetch results', 'You might want to check your network connection.'])
    await context.close()
  })

  it('is not indexed by search engines', async () => {
    const { context, page } = await openPage(browser)
    const response = await page.goto(`${baseUrl()}/search`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow')
    await context.close()
  })
})
