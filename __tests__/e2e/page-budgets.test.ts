/**
 * First-load budgets of every page template, in bytes read from the production build (deterministic:
 * no timings). One page per template; the figures are printed whether or not they fit. A second test
 * checks that the count is honest: the browser, with prefetching off, loads no script or stylesheet
 * that the count leaves out.
 */
import path from 'path'
import type { Browser } from 'playwright-core'
import type { PageWeight } from '../../scripts/lib/page-weight.mjs'
import { baseUrl, launch } from './browser'

type PageWeightModule = typeof import('../../scripts/lib/page-weight.mjs')
type FirstLoadModule = typeof import('../../scripts/lib/first-load.mjs')

const publicDir = path.join(__dirname, '../../public')
const TEMPLATES = ['index', 'doc', 'doc-category', 'docs-root', 'changelog-list', 'changelog-post', 'changelog-archive', 'changelog-tags', 'changelog-tag', 'api-reference', 'search', '404']

let weightLib: PageWeightModule
let firstLoad: FirstLoadModule
let weights: PageWeight[]
let browser: Browser

beforeAll(async () => {
  // Plain ES modules shared with the npm scripts; import() keeps them out of Babel's CommonJS transform.
  weightLib = await import('../../scripts/lib/page-weight.mjs')
  firstLoad = await import('../../scripts/lib/first-load.mjs')
  weights = weightLib.routesByTemplate(publicDir).map((route) => weightLib.pageWeight(publicDir, route))
  console.log(`First-load weight per template (budgets: JS ${weightLib.kb(weightLib.BUDGETS.jsGzip)} gzip, CSS ${weightLib.kb(weightLib.BUDGETS.cssGzip)} gzip)\n${weightLib.weightTable(weights)}`)
  browser = await launch()
})
afterAll(() => browser?.close())

describe('first-load budgets', () => {
  it('measures one page of every template', () => {
    expect(weights.map((weight) => weight.template).sort()).toEqual([...TEMPLATES].sort())
  })

  it('keeps every template within 80 KB of JavaScript and 20 KB of CSS (gzip)', () => {
    expect(weightLib.BUDGETS).toEqual({ jsGzip: 80 * 1024, cssGzip: 20 * 1024 })
    const problems = weights.flatMap((weight) => weightLib.budgetProblems(weight))
    expect(problems).toEqual([])
  })

  it('counts every script and stylesheet the browser loads without prefetching', async () => {
    const uncounted: string[] = []
    let scriptsLoaded = 0
    for (const weight of weights) {
      const { scripts, stylesheets } = weightLib.firstLoadFiles(publicDir, weight.route)
      const counted = new Set([...scripts, ...stylesheets])
      const responses = await firstLoad.firstLoadResponses(browser, `${baseUrl()}${weight.route}`)
      for (const response of responses.filter((entry) => entry.type === 'script' || entry.type === 'stylesheet')) {
        if (response.type === 'script') scriptsLoaded += 1
        if (!counted.has(response.path)) uncounted.push(`${weight.route}: ${response.path}`)
      }
    }
    expect(scriptsLoaded).toBeGreaterThan(weights.length)
    expect(uncounted).toEqual([])
  }, 120_000)
})
