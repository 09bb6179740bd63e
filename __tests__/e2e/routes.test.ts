import type { Browser } from 'playwright-core'
import { goto, launch, openPage } from './browser'
import { docPages, postPages, tagLabels } from './content-index'

/** The spec's section 2, route by route. */
const SPEC_DOCS = [
  'getting-started', 'getting_help', 'sandbox', 'print-client',
  ...['auth', 'intro', 'create-shipment', 'customs', 'label-overlay', 'sales-orders', 'service-points', 'retrieve-and-use-the-carrier-setup-file'].map((d) => `api/${d}`),
  ...['advanced-parcels', 'bring-cod', 'dangerous-goods-and-limited-quantity', 'declared-value-ups', 'gls-click-and-collect', 'pickup', 'waybill'].map((d) => `api/carrier-specific/${d}`),
  ...['authentication', 'intro', 'listing_service_points'].map((d) => `shipping_module/${d}`),
  ...['intro', 'requirements-and-structure', 'resources-and-actions'].map((d) => `webhooks/${d}`),
].map((doc) => `/docs/${doc}`)
const SPEC_POSTS = [
  'dsv-xpress-pickup-service', 'ioss-service', 'new-endpoint-for-deleting-sales-orders', 'new-field-in-carrier-setup-file',
  'new-parcel-field-internal-reference', 'new-parcel-field-stackable-shipments', 'new-sales-orders-field-tags',
  'new-shipment-field-additional-reference', 'new-shipment-response-field-customer-number', 'shipments-test-mode-deprecated',
  'kolli-documentation-response-updates', 'kolli-new-endpoint-carrier-setups', 'kolli-new-endpoint-fulfillment-create-shipment',
].map((slug) => `/changelog/${slug}`)
const SPEC_TAGS = ['api', 'bring', 'carrier', 'dhl-express', 'dhl-freight-sweden', 'dsv-x-press', 'fed-ex', 'fulfillments', 'sales-orders', 'sandbox', 'shipments', 'ups']
const CATEGORIES: Record<string, string> = {
  '/docs/category/working-with-the-api': 'Working with the API',
  '/docs/category/carrier-specific-options': 'Carrier-specific options',
  '/docs/category/webhooks': 'Webhooks',
  '/docs/category/shipping-module': 'Shipping module',
}

const titles = new Map([...docPages(), ...postPages()].map((page) => [page.route, page.title]))
const labels = tagLabels()

const expectedHeadings: [string, string | RegExp][] = [
  ['/', 'Build awesome shipping solutions'],
  ['/api-reference', 'API Reference'],
  ['/search', 'Search the documentation'],
  ['/changelog', 'Changelog'],
  ['/changelog/page/2', 'Changelog – page 2'],
  ['/changelog/archive', 'Archive'],
  ['/changelog/tags', 'Tags'],
  ...SPEC_TAGS.map((tag): [string, RegExp] => [`/changelog/tags/${tag}`, new RegExp(`tagged with “${labels[tag]}”`)]),
  ...Object.entries(CATEGORIES),
  ...[...SPEC_DOCS, ...SPEC_POSTS].map((route): [string, string] => [route, titles.get(route) ?? `(no content file for ${route})`]),
]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('every route of the spec', () => {
  it('has content for every doc and post the spec names', () => {
    for (const route of [...SPEC_DOCS, ...SPEC_POSTS]) expect(titles.has(route)).toBe(true)
    expect(Object.keys(labels).sort()).toEqual([...SPEC_TAGS].sort())
  })

  it.each(expectedHeadings)('%s answers 200 with its heading and no console errors', async (route, heading) => {
    const { context, page, errors } = await openPage(browser)
    const response = await goto(page, route)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(route)
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading)
    expect(errors).toEqual([])
    await context.close()
  })

  it('leads /docs to the main doc, getting-started', async () => {
    const { context, page, errors } = await openPage(browser)
    await goto(page, '/docs')
    await page.waitForURL('**/docs/getting-started')
    await page.locator('h1', { hasText: titles.get('/docs/getting-started')! }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('serves the trailing-slash form by redirecting to the canonical URL', async () => {
    const { context, page } = await openPage(browser)
    const response = await goto(page, '/docs/sandbox/')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/docs/sandbox')
    await context.close()
  })

  it('shows the not-found page with status 404 for any other path', async () => {
    const { context, page } = await openPage(browser)
    const response = await page.goto(`${process.env.E2E_BASE_URL}/docs/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Page Not Found')
    await context.close()
  })

  it('lists 10 posts on the first changelog page and the rest on page 2, with newer/older links', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/changelog')
    await expect(page.locator('main article').count()).resolves.toBe(10)
    await page.getByRole('link', { name: /Older entries/ }).click()
    await page.waitForURL('**/changelog/page/2')
    // The URL changes before the new page renders: wait for page 2's heading.
    await page.locator('h1', { hasText: 'page 2' }).waitFor({ state: 'attached' })
    await expect(page.locator('main article').count()).resolves.toBe(SPEC_POSTS.length - 10)
    await expect(page.getByRole('link', { name: /Newer entries/ }).count()).resolves.toBe(1)
    await context.close()
  })
})
