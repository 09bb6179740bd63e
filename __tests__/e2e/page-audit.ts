/**
 * Audits one loaded page: axe-core's WCAG 2.2 A/AA rules, console errors and warnings, uncaught errors
 * and cumulative layout shift. Shared by the sitemap sweep; one browser context per colour mode.
 */
import fs from 'fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { baseUrl } from './browser'
import { elementsWithoutVisibleFocus } from './focus-indicators'

export type ColorMode = 'dark' | 'light'

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

export interface PageAudit {
  route: string
  violations: Violation[]
  console: string[]
  layoutShift: number
  /** What moved in each shift. */
  shiftSources: string[]
  /** Interactive elements without a visible focus indicator. */
  focus: string[]
}

/** The part of axe-core's API the audit uses (it runs inside the page). */
interface Axe {
  run: (
    context: Document,
    options: object,
  ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** Public sitemap routes, read from the served sitemap index (so the sweep follows what the site publishes). */
export async function sitemapRoutes(): Promise<string[]> {
  const locs = async (route: string) =>
    [...(await (await fetch(`${baseUrl()}${route}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const sitemaps = await locs('/sitemap-index.xml')
  return (await Promise.all(sitemaps.map(locs))).flat()
}

/** A context whose pages start in `mode` (stored as the visitor's choice) and record layout shifts from the start. */
export async function auditContext(browser: Browser, mode: ColorMode, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  await context.addInitScript((theme) => {
    window.localStorage.setItem('theme', theme)
    const shifts: { value: number; sources: string[] }[] = []
    ;(window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        // What moved, for the failure message: element, class and its box before and after.
        const sources = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node as Element | undefined
          return `${element?.nodeName ?? '?'}.${typeof element?.className === 'string' ? element.className : ''} ${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height}`
        })
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, mode)
  return context
}

/**
 * Resolves once no request has been in flight for `quietMs`: what Playwright's 'networkidle' does, with
 * a shorter quiet period (its 500 ms per page would be a minute of the sweep).
 */
function networkQuiet(page: Page, quietMs = 150): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => () => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function collectConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const source = message.location().url
    messages.push(`${message.type()}: ${message.text()}${source ? ` (${new URL(source).pathname})` : ''}`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now (open menus and dialogs included). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: Axe }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
  }, WCAG_22_AA)
}

/** The serious and critical violations, one line each: what the sweeps fail on. */
export const blockingViolations = (route: string, violations: Violation[]): string[] =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${route}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.targets.join(', ')}`)

export async function auditPage(context: BrowserContext, route: string, mode: ColorMode): Promise<PageAudit> {
  const page = await context.newPage()
  const messages = collectConsole(page)
  const quiet = networkQuiet(page)
  try {
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' })
    await page.waitForFunction(() => (window as unknown as { ___gatsby?: unknown }).___gatsby !== undefined)
    await quiet()
    // A search page is loaded once its results (or its no-results help) are in: shifts before that count.
    if (route.includes('?q=')) {
      await page.waitForFunction(() => /results? for|No results for/.test(document.querySelector('main [role="status"]')?.textContent ?? ''))
      await quiet()
    }
    const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'))
    if (theme !== mode) throw new Error(`${route} rendered in ${theme} mode, not ${mode}`)
    // Read before axe runs: its checks scroll and restyle elements, which the observer would count.
    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts)
    const layoutShift = shifts.reduce((sum, shift) => sum + shift.value, 0)
    const shiftSources = shifts.flatMap((shift) => shift.sources)
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(elementsWithoutVisibleFocus)
    // Back to the page as loaded: focusing scrolled it, and a target half under the fixed navbar fails
    // axe's target-size rule only because of where the sweep left the scroll position.
    await page.evaluate(() => window.scrollTo(0, 0))
    const violations = await axeViolations(page)
    return { route, violations, console: messages, layoutShift, shiftSources, focus }
  } finally {
    await page.close()
  }
}
