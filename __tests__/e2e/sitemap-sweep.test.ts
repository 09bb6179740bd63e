/**
 * Every page of the sitemap, plus the pages kept out of it (search, not found), in both colour modes:
 * no serious or critical axe-core violation of WCAG 2.2 A/AA (colour contrast included), no console error
 * or warning, no layout shift while loading, and a visible focus indicator on every interactive element.
 * One browser, one context per mode.
 */
import type { Browser } from 'playwright-core'
import { launch } from './browser'
import { auditContext, auditPage, blockingViolations, sitemapRoutes, type ColorMode, type PageAudit } from './page-audit'

const NOT_FOUND = '/this-page-does-not-exist'
// The search page empty, with results and without any (CLS while results load, the no-results help).
const UNLISTED = ['/search', '/search?q=label', '/search?q=qwxzv', NOT_FOUND]

/**
 * The one console error we do not control: Chromium logs every 404 response, and an unknown path must
 * answer 404, as must Gatsby's probe for its page data (after which it shows the not-found page).
 */
const expectedNotFoundErrors = [NOT_FOUND, `/page-data${NOT_FOUND}/page-data.json`].map(
  (url) => `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
)
const isExpected = (route: string, message: string) => route === NOT_FOUND && expectedNotFoundErrors.includes(message)

let browser: Browser
let routes: string[]
const auditsByMode = new Map<ColorMode, PageAudit[]>()

/** One mode's pages, one after another in one context. */
async function sweep(mode: ColorMode): Promise<void> {
  const context = await auditContext(browser, mode)
  const audits: PageAudit[] = []
  for (const route of routes) audits.push(await auditPage(context, route, mode))
  await context.close()
  auditsByMode.set(mode, audits)
}

beforeAll(async () => {
  browser = await launch()
  routes = [...(await sitemapRoutes()), ...UNLISTED]
  // One mode after the other: side by side they starve each other's renderer on two cores, and a page
  // painted half-parsed shifts as the rest of its HTML arrives.
  await sweep('dark')
  await sweep('light')
  // Every page twice, each audited in a fresh render: over five minutes on a machine half as fast as the one this
  // suite was written on, so the limit only catches a sweep that hangs.
}, 900_000)
afterAll(() => browser?.close())

describe.each<ColorMode>(['dark', 'light'])('every page in %s mode', (mode) => {
  let audits: PageAudit[]
  beforeAll(() => {
    audits = auditsByMode.get(mode)!
  })

  it('covers the sitemap (docs, changelog, tags, API reference)', () => {
    expect(audits.length).toBeGreaterThan(50)
    expect(routes).toEqual(expect.arrayContaining(['/', '/docs/sandbox', '/changelog', '/changelog/tags/api', '/api-reference']))
  })

  it('has no serious or critical accessibility violation', () => {
    expect(audits.flatMap((audit) => blockingViolations(audit.route, audit.violations))).toEqual([])
  })

  it('logs no console error or warning', () => {
    const unexpected = audits.flatMap((audit) =>
      audit.console.filter((message) => !isExpected(audit.route, message)).map((message) => `${audit.route}: ${message}`),
    )
    expect(unexpected).toEqual([])
  })

  it('shows a visible focus indicator on every interactive element', () => {
    expect(audits.flatMap((audit) => audit.focus.map((problem) => `${audit.route}: ${problem}`))).toEqual([])
  })

  it('does not shift the layout while loading (CLS 0)', () => {
    const shifted = audits.filter((audit) => audit.layoutShift > 0)
    expect(shifted.map((audit) => `${audit.route}: CLS ${audit.layoutShift.toFixed(4)} (${audit.shiftSources.join('; ')})`)).toEqual([])
  })
})
