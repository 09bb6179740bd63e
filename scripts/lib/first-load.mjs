/**
 * What the browser actually requests on a first visit, with prefetching off: the page reports
 * `navigator.connection.saveData` (Gatsby and our prefetch policy skip prefetching then), and any request
 * the browser still marks as a prefetch (`Sec-Purpose: prefetch`) is aborted and not counted.
 * Used by `npm run bench:pages` and by the end-to-end budget test, which checks that the byte counts read
 * from the build (page-weight.mjs) include everything the browser loads.
 */
import { sizes } from './page-weight.mjs'

/** @typedef {{ path: string; type: string; raw: number; gzip: number; brotli: number }} LoadedResponse */
/** @typedef {import('./page-weight.mjs').FileTotal} FileTotal */

/** The Chromium the tests and benchmarks drive: CHROMIUM_PATH, else Debian's package. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Run in the page before its scripts: report a data-saver connection so nothing is prefetched. */
export function reportSaveData() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
  })
}

/**
 * Loads `url` in a fresh context of `browser` (a Playwright Browser) and resolves to the same-origin
 * responses of the first load, each with its path, resource type, and raw and gzip (level 9) bytes.
 * Waits for network idle after hydration (window.___gatsby).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {import('playwright-core').BrowserContextOptions} [contextOptions]
 * @returns {Promise<LoadedResponse[]>}
 */
export async function firstLoadResponses(browser, url, contextOptions = {}) {
  const context = await browser.newContext(contextOptions)
  await context.addInitScript(reportSaveData)
  const page = await context.newPage()
  const origin = new URL(url).origin
  await page.route('**/*', (route) => {
    const purpose = route.request().headers()['sec-purpose'] ?? route.request().headers().purpose ?? ''
    return purpose.includes('prefetch') ? route.abort() : route.continue()
  })
  /** @type {Promise<LoadedResponse | null>[]} */
  const pending = []
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.status() >= 300) return
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          type: response.request().resourceType(),
          ...sizes(body),
        }),
        () => null,
      ),
    )
  })
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => /** @type {Window & { ___gatsby?: unknown }} */ (window).___gatsby !== undefined)
    await page.waitForLoadState('networkidle')
    return (await Promise.all(pending)).filter((response) => response !== null)
  } finally {
    await context.close()
  }
}

/**
 * Sums responses of one resource type: { raw, gzip, brotli, files }.
 * @param {LoadedResponse[]} responses
 * @param {string} type
 * @returns {FileTotal}
 */
export function sumOf(responses, type) {
  return responses
    .filter((response) => response.type === type)
    .reduce(
      (sum, response) => ({ raw: sum.raw + response.raw, gzip: sum.gzip + response.gzip, brotli: sum.brotli + response.brotli, files: sum.files + 1 }),
      { raw: 0, gzip: 0, brotli: 0, files: 0 },
    )
}
