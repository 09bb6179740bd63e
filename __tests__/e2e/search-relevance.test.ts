import type { Browser } from 'playwright-core'
import { goto, launch, openPage } from './browser'
import { RELEVANCE_QUERIES } from './search-relevance-queries'

const REQUIRED_SHARE = 0.9

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/**
 * Relevance of the embedded engine: for each query, the expected page must be among the first three
 * distinct pages of the /search results. At least 90% of the queries must pass; the misses are printed.
 */
it(`finds the expected page in the top 3 for at least ${REQUIRED_SHARE * 100}% of ${RELEVANCE_QUERIES.length} queries`, async () => {
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40)
  const { context, page } = await openPage(browser)
  await goto(page, '/search')
  const misses: string[] = []
  for (const [query, expected] of RELEVANCE_QUERIES) {
    await page.locator('input[type="search"]').fill(query)
    await page.waitForFunction(
      (text) => (document.querySelector('[role="status"]')?.textContent ?? '').endsWith(`for “${text}”`),
      query,
    )
    const paths = await page.locator('main ol li h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    const top = [...new Set(paths)].slice(0, 3)
    if (!top.includes(expected)) misses.push(`"${query}": expected ${expected}, got ${top.join(', ') || 'nothing'}`)
  }
  const share = 1 - misses.length / RELEVANCE_QUERIES.length
  if (misses.length > 0) console.log(`Relevance ${(share * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`)
  expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE)
  await context.close()
})
