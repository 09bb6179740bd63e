/**
 * The HTML the build writes marks the same current links (aria-current="page": navbar item, sidebar
 * entry) as the browser renders for that page. React does not repair attributes while hydrating (a wrong
 * mark in the HTML stays), and a different tree (a sidebar category open in one, closed in the other)
 * makes it throw the server HTML away and render again. The browser's own render is taken from a
 * client-side navigation to the page, which builds it without any server HTML. And the HTML holds the first
 * paint until everything that is laid out has been parsed.
 */
import { normalizePagePath } from '../../src/shared/paths'
import path from 'path'
import type { Browser } from 'playwright-core'
import { baseUrl, goto, launch, openPage } from './browser'

type PageWeightModule = typeof import('../../scripts/lib/page-weight.mjs')

const publicDir = path.join(__dirname, '../../public')
/** /docs only redirects to the first doc, whose own route is checked. */
const REDIRECTS = new Set(['/docs'])
const START = '/search'
const EXTRA = ['/changelog/page/2', '/docs/category/carrier-specific-options', '/docs/api/carrier-specific/waybill']

const currentLinksIn = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('aria-current="page"'))
    .map((tag) => /\shref="([^"]*)"/.exec(tag)?.[1] ?? '')
    .sort()

let browser: Browser
let routes: string[]
beforeAll(async () => {
  const weights: PageWeightModule = await import('../../scripts/lib/page-weight.mjs')
  routes = [...weights.routesByTemplate(publicDir).filter((route) => !REDIRECTS.has(route)), ...EXTRA]
  browser = await launch()
})
afterAll(() => browser?.close())

it('marks the same current links in the built HTML as the browser renders, on every template', async () => {
  const differences: string[] = []
  let marked = 0
  for (const route of routes) {
    const served = currentLinksIn(await (await fetch(`${baseUrl()}${route}`)).text())
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    // From a page without sidebars, so nothing of the target's layout is already mounted.
    await goto(page, route === START ? '/' : START)
    await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), route)
    // The router shows every page at its plain path (`/404.html` → `/404`).
    await page.waitForFunction((target) => window.location.pathname === target, normalizePagePath(route))
    await page.waitForLoadState('networkidle')
    // React may commit the new page a moment after the URL changes (concurrent rendering): give the browser
    // up to 5 s to show the links the HTML marks, then compare what it shows.
    await page
      .waitForFunction(
        (expected) =>
          JSON.stringify(Array.from(document.querySelectorAll('a[aria-current="page"]'), (link) => link.getAttribute('href') ?? '').sort()) ===
          JSON.stringify(expected),
        served,
        { timeout: 5_000 },
      )
      .catch(() => undefined)
    const rendered = (await page.locator('a[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).sort()
    await context.close()
    marked += served.length
    if (JSON.stringify(served) !== JSON.stringify(rendered)) differences.push(`${route}: HTML ${JSON.stringify(served)}, browser ${JSON.stringify(rendered)}`)
  }
  expect(differences).toEqual([])
  // Most pages mark their navbar item and their sidebar entry.
  expect(marked).toBeGreaterThan(routes.length)
}, 120_000)

/** Elements that take no space: what may follow the first-paint mark. */
const UNLAID = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

it('holds the first paint until all that is laid out is parsed: the render-blocking mark is empty and last, on every template', async () => {
  const { parse } = await import('node-html-parser')
  const problems: string[] = []
  for (const route of routes) {
    const html = await (await fetch(`${baseUrl()}${route}`)).text()
    const link = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes('rel="expect"'))
    const id = link && /\shref="#([^"]+)"/.exec(link)?.[1]
    if (!id || !link.includes('blocking="render"')) {
      problems.push(`${route}: no render-blocking expect link`)
      continue
    }
    const elements = parse(html).querySelectorAll('*')
    const at = elements.findIndex((element) => element.id === id)
    if (at < 0) {
      problems.push(`${route}: #${id} is not in the page`)
      continue
    }
    // Chromium ends the wait when the mark is inserted: it must have nothing of its own to parse.
    if (elements[at].childNodes.length > 0) problems.push(`${route}: #${id} has content`)
    // The live region Gatsby announces route changes in is visually hidden.
    const after = elements.slice(at + 1).filter((element) => !UNLAID.has(element.tagName) && element.id !== 'gatsby-announcer')
    if (after.length > 0) problems.push(`${route}: after #${id}: ${after.slice(0, 3).map((element) => element.tagName).join(', ')}`)
  }
  expect(problems).toEqual([])
})
