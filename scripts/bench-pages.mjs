#!/usr/bin/env node
/**
 * npm run bench:pages [-- --rebuild] [--public DIR] [--skip-lighthouse] [--runs N]
 *
 * For one page of each template of the production build (public/, built first if missing or with
 * --rebuild), served locally:
 * - first-load JavaScript, CSS and page data as Chromium requests them with prefetching off (raw, gzip and Brotli);
 *   CSS counts the stylesheet Gatsby inlines into the HTML, since there are no stylesheet requests;
 * - the HTML's size;
 * - Lighthouse (Debian's Chromium) mobile and desktop: performance, accessibility, best practices, SEO,
 *   with LCP, TBT and CLS; with --runs N, the run with the median performance score of N.
 * Writes .bench/pages.json and .bench/pages.md and prints the Markdown table. Lighthouse's performance
 * score uses simulated throttling, but on a shared 2-core machine it still varies between runs.
 *
 * The site is served by `npm run serve`'s server, which sends the build's Brotli and gzip copies as a static
 * host would: Lighthouse scores what crosses the network.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, firstLoadResponses, sumOf } from './lib/first-load.mjs'
import { kb, routesByTemplate, sizeCell, sizes } from './lib/page-weight.mjs'
import { createServer } from './serve.mjs'

/** @typedef {import('./lib/page-weight.mjs').Size} Size */
/** @typedef {import('./lib/page-weight.mjs').FileTotal} FileTotal */
/** @typedef {{ template: string; route: string }} TemplatePage */
/** @typedef {{ scores: Record<string, number>; lcpMs: number | null; tbtMs: number | null; cls: number | null }} LighthouseResult */
/**
 * @typedef {TemplatePage & {
 *   html: Size
 *   js: FileTotal
 *   css: Size & { inline: number; files: number }
 *   pageData: FileTotal
 *   lighthouse?: { mobile: LighthouseResult; desktop: LighthouseResult }
 * }} PageResult
 */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
/** @param {string} name */
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
const publicDir = path.resolve(option('--public') ?? path.join(projectRoot, 'public'))
const outDir = path.join(projectRoot, '.bench')
const runs = Math.max(1, Number(option('--runs') ?? 1) || 1)

/** The page templates the report covers, in reading order. /docs only redirects to a doc, so it is left out. */
const TEMPLATE_ORDER = ['index', 'doc', 'doc-category', 'changelog-list', 'changelog-post', 'changelog-archive', 'changelog-tags', 'changelog-tag', 'api-reference', 'search', '404']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function ensureBuild() {
  if (!argv.includes('--rebuild') && fs.existsSync(path.join(publicDir, 'webpack.stats.json'))) return
  if (option('--public')) throw new Error(`No build in ${publicDir}`)
  console.log('Building the production site …')
  const result = spawnSync('npx', ['gatsby', 'build'], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) throw new Error('gatsby build failed')
}

/** @returns {TemplatePage[]} */
function templatePages() {
  const byTemplate = new Map(
    routesByTemplate(publicDir).map((route) => {
      const file = path.join(publicDir, 'page-data', route === '/' ? 'index' : route.slice(1), 'page-data.json')
      const template = JSON.parse(fs.readFileSync(file, 'utf8')).componentChunkName.replace(/^component---src-(pages|templates)-/, '').replace(/-tsx$/, '')
      return [template, route]
    }),
  )
  return TEMPLATE_ORDER.filter((template) => byTemplate.has(template)).map((template) => ({ template, route: /** @type {string} */ (byTemplate.get(template)) }))
}

/**
 * First-load bytes as the browser requests them, and the HTML with the CSS inlined in it.
 * @param {string} origin
 * @param {TemplatePage[]} pages
 * @returns {Promise<PageResult[]>}
 */
async function measureLoads(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    /** @type {PageResult[]} */
    const results = []
    for (const page of pages) {
      const responses = await firstLoadResponses(browser, `${origin}${page.route}`, { viewport: { width: 1280, height: 800 } })
      const document = responses.find((response) => response.type === 'document')
      const html = fs.readFileSync(page.route === '/404.html' ? path.join(publicDir, '404.html') : path.join(publicDir, page.route, 'index.html'), 'utf8')
      const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sizes(Buffer.from(match[1])))
      const sheets = sumOf(responses, 'stylesheet')
      const css = inlineCss.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
        raw: sheets.raw,
        gzip: sheets.gzip,
        brotli: sheets.brotli,
      })
      const data = responses.filter((response) => response.path.startsWith('/page-data/'))
      results.push({
        ...page,
        html: { raw: document?.raw ?? 0, gzip: document?.gzip ?? 0, brotli: document?.brotli ?? 0 },
        js: sumOf(responses, 'script'),
        css: { ...css, inline: inlineCss.length, files: sheets.files },
        pageData: data.reduce(
          (sum, response) => ({ raw: sum.raw + response.raw, gzip: sum.gzip + response.gzip, brotli: sum.brotli + response.brotli, files: sum.files + 1 }),
          { raw: 0, gzip: 0, brotli: 0, files: 0 },
        ),
      })
    }
    return results
  } finally {
    await browser.close()
  }
}

/**
 * @param {string} url
 * @param {number} port
 * @param {'mobile' | 'desktop'} formFactor
 * @returns {Promise<LighthouseResult>}
 */
async function runLighthouse(url, port, formFactor) {
  /** @type {import('lighthouse').Flags} */
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  const { lhr } = result
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/**
 * The run with the median performance score of `runs` runs (Lighthouse's advice for noisy machines).
 * @param {string} url
 * @param {number} port
 * @param {'mobile' | 'desktop'} formFactor
 */
async function medianRun(url, port, formFactor) {
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, port, formFactor))
  results.sort((a, b) => a.scores.performance - b.scores.performance)
  return results[Math.floor(results.length / 2)]
}

/**
 * @param {string} origin
 * @param {PageResult[]} pages
 */
async function measureLighthouse(origin, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')] })
  try {
    for (const page of pages) {
      process.stdout.write(`Lighthouse ${page.route} …`)
      page.lighthouse = {
        mobile: await medianRun(`${origin}${page.route}`, chrome.port, 'mobile'),
        desktop: await medianRun(`${origin}${page.route}`, chrome.port, 'desktop'),
      }
      process.stdout.write(' done\n')
    }
  } finally {
    await chrome.kill()
  }
}

const pair = sizeCell
/** @param {LighthouseResult | undefined} result */
const scores = (result) => (result ? CATEGORIES.map((category) => result.scores[category]).join(' / ') : '–')
/**
 * A run that measured the page has all three vitals (null would be an audit that failed).
 * @param {LighthouseResult | undefined} result
 */
const vitals = (result) =>
  result
    ? `${(/** @type {number} */ (result.lcpMs) / 1000).toFixed(2)} s / ${Math.round(/** @type {number} */ (result.tbtMs))} ms / ${/** @type {number} */ (result.cls).toFixed(3)}`
    : '–'

/** @param {PageResult[]} pages */
function markdownTable(pages) {
  const rows = [
    ['Template', 'Page', 'JS raw / gzip / br', 'CSS raw / gzip / br', 'HTML raw / gzip / br', 'Page data raw / gzip / br', 'Mobile perf / a11y / BP / SEO', 'Mobile LCP / TBT / CLS', 'Desktop perf / a11y / BP / SEO', 'Desktop LCP / TBT / CLS'],
    ...pages.map((page) => [
      page.template,
      `\`${page.route}\``,
      `${pair(page.js)} (${page.js.files})`,
      pair(page.css),
      pair(page.html),
      pair(page.pageData),
      scores(page.lighthouse?.mobile),
      vitals(page.lighthouse?.mobile),
      scores(page.lighthouse?.desktop),
      vitals(page.lighthouse?.desktop),
    ]),
  ]
  return rows.map((row, index) => `| ${row.join(' | ')} |${index === 0 ? `\n|${row.map(() => '---').join('|')}|` : ''}`).join('\n')
}

ensureBuild()
const server = createServer(publicDir)
await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)))
// Listening on a TCP port, the address is never a pipe name or null.
const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`
try {
  const pages = await measureLoads(origin, templatePages())
  if (!argv.includes('--skip-lighthouse')) await measureLighthouse(origin, pages)
  const table = markdownTable(pages)
  fs.mkdirSync(outDir, { recursive: true })
  const report = { measuredAt: new Date().toISOString(), publicDir: path.relative(projectRoot, publicDir) || '.', lighthouseRuns: runs, pages }
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(report, null, 2)}\n`)
  fs.writeFileSync(path.join(outDir, 'pages.md'), `${table}\n`)
  console.log(`\n${table}\n\nWrote ${path.relative(process.cwd(), path.join(outDir, 'pages.json'))} and pages.md`)
} finally {
  server.close()
}
