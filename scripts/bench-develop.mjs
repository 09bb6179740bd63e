#!/usr/bin/env node
/**
 * npm run bench:develop [-- --docs 2000 --posts 300] [--only site|corpus] [--edits 7] [--keep]
 *
 * The writers' loop, for the real site and for the site plus a generated corpus (gen-corpus.mjs), each in
 * a temporary copy of the project (your .cache and public/ are untouched):
 * - cold start: `gatsby develop` with no .cache, until it serves a doc's page data;
 * - edit to visible: a doc open in Chromium, its body saved with new text, until the tab shows it (no
 *   reload); median and worst of several edits, a few seconds apart, as a writer saves; also a frontmatter
 *   title edit (h1) and, on the real site, an edit of content/api/openapi.yaml (the API reference);
 * - recovery: the same doc broken (MDX that does not compile) until the overlay names it, then fixed, until
 *   the overlay is gone and the fixed text shows;
 * - warm restart: the server stopped after that session and started again with the cache it left.
 * Prints each figure beside its target and writes .bench/develop.json. Timings on a shared machine are
 * noisy: run it when nothing else runs, and compare runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH, ensureSystemPackages } from './ensure-system-packages.mjs'
import { generateCorpus } from './gen-corpus.mjs'
import { projectRoot, siteCopy, startDevelop } from './lib/develop-server.mjs'
import { CHROMIUM_ARGS } from './lib/first-load.mjs'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {[selector: string, text: string]} SelectorText */
/** @typedef {Window & { __sameDocument?: boolean }} BenchWindow */

const argv = process.argv.slice(2)
/**
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | T}
 */
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback)
const docs = Number(option('--docs', 2000))
const posts = Number(option('--posts', 300))
const edits = Number(option('--edits', 7))
const only = option('--only', null)
const keep = argv.includes('--keep')

const DOC = { route: '/docs/sandbox', file: 'content/docs/sandbox.mdx', text: 'The sandbox is a complete' }
const TARGETS = {
  site: { coldMs: 45_000, warmMs: 15_000, editMs: 1_000, recoveryMs: 1_000 },
  corpus: { coldMs: null, warmMs: null, editMs: 2_000, recoveryMs: 2_000 },
}

/** Pause between two saves: a writer reads what they wrote before the next one. */
const BETWEEN_SAVES_MS = 2500

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
/** @param {number} value */
const ms = (value) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`)

/**
 * Saves `file` in `site` with `find` replaced, and resolves with the ms until `visible(page)` holds.
 * @template {string | SelectorText} Arg
 * @param {Page} page
 * @param {string} site
 * @param {string} file
 * @param {string} find
 * @param {string} replacement
 * @param {(arg: Arg) => unknown} visible
 * @param {Arg} arg
 */
async function timeSave(page, site, file, find, replacement, visible, arg) {
  const target = path.join(site, file)
  const source = fs.readFileSync(target, 'utf8')
  if (!source.includes(find)) throw new Error(`${find} is not in ${file}`)
  const started = Date.now()
  fs.writeFileSync(target, source.replace(find, replacement))
  try {
    // Playwright's types cannot match a generic `arg` with the page function's parameter.
    await page.waitForFunction(/** @type {(arg: string | SelectorText) => unknown} */ (visible), arg, { timeout: 60_000, polling: 'raf' })
  } catch (error) {
    throw new Error(`After saving ${file} (${JSON.stringify(replacement.slice(0, 60))}), the tab never showed what was expected. It shows:\n${await tabState(page)}`, { cause: error })
  }
  return Date.now() - started
}

/**
 * What a tab shows, for a failure message: its URL, the overlay and the start of the main content.
 * @param {Page} page
 */
const tabState = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('gatsby-fast-refresh')?.shadowRoot
    const overlay = root ? Array.from(root.children).filter((element) => element.tagName !== 'STYLE').map((element) => /** @type {HTMLElement} */ (element).innerText).join(' ') : ''
    return `${location.href}\noverlay: ${overlay.slice(0, 600) || '(none)'}\nmain: ${document.querySelector('main')?.textContent.slice(0, 300)}`
  })

/** @param {SelectorText} selectorText */
const textShows = ([selector, text]) => Array.from(document.querySelectorAll(selector)).some((element) => element.textContent.includes(text))
/** @param {string} text */
const overlayShows = (text) => {
  const root = document.querySelector('gatsby-fast-refresh')?.shadowRoot
  return Boolean(root && Array.from(root.children).some((element) => /** @type {HTMLElement} */ (element).innerText?.includes(text)))
}
/** @param {string} text */
const fixedAndClear = (text) =>
  !document.querySelector('gatsby-fast-refresh')?.shadowRoot?.querySelector('[data-gatsby-overlay]') &&
  document.querySelector('main')?.textContent.includes(text)

/**
 * @param {Browser} browser
 * @param {string} url
 */
async function openTab(browser, url) {
  const page = await browser.newPage()
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForFunction(() => document.querySelector('main h1'), null, { timeout: 120_000 })
  // Let the after-start work (checks, search index: FIRST_RUN_DELAY_MS) finish, as it has by a writer's first save.
  await page.waitForTimeout(12_000)
  await page.evaluate(() => (/** @type {BenchWindow} */ (window).__sameDocument = true))
  return page
}

/**
 * @param {Page} page
 * @param {string} site
 */
async function editLoop(page, site) {
  const bodies = []
  for (let index = 1; index <= edits; index++) {
    const marker = `Edit ${index} of the sandbox page.`
    bodies.push(await timeSave(page, site, DOC.file, DOC.text, `${marker} ${DOC.text}`, textShows, ['main', marker]))
    // Back to the original before the next edit, and a pause so edits do not overlap.
    await timeSave(page, site, DOC.file, `${marker} `, '', ([selector, text]) => !(/** @type {Element} */ (document.querySelector(selector)).textContent.includes(text)), ['main', marker])
    await page.waitForTimeout(BETWEEN_SAVES_MS)
  }
  const title = await timeSave(page, site, DOC.file, 'title: Sandbox', 'title: Sandbox environment', textShows, ['main h1', 'Sandbox environment'])
  // The exact title: "Sandbox environment" contains "Sandbox", and the next save must not come before this one arrived.
  await timeSave(page, site, DOC.file, 'title: Sandbox environment', 'title: Sandbox', (title) => document.querySelector('main h1')?.textContent === title, 'Sandbox')
  await page.waitForTimeout(BETWEEN_SAVES_MS)
  if (!(await page.evaluate(() => /** @type {BenchWindow} */ (window).__sameDocument))) throw new Error('The tab reloaded during the edits')
  return { bodies, title }
}

/**
 * @param {Page} page
 * @param {string} site
 */
async function recoveryLoop(page, site) {
  const recoveries = []
  for (let index = 1; index <= Math.max(3, Math.ceil(edits / 2)); index++) {
    await timeSave(page, site, DOC.file, DOC.text, `The <b>broken ${index} ${DOC.text}`, overlayShows, 'Could not render content/docs/sandbox.mdx')
    const target = path.join(site, DOC.file)
    const started = Date.now()
    fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace(`The <b>broken ${index} `, `Fixed ${index}. `))
    await page.waitForFunction(fixedAndClear, `Fixed ${index}. ${DOC.text}`, { timeout: 60_000, polling: 'raf' })
    recoveries.push(Date.now() - started)
    await timeSave(page, site, DOC.file, `Fixed ${index}. `, '', ([selector, text]) => !(/** @type {Element} */ (document.querySelector(selector)).textContent.includes(text)), ['main', `Fixed ${index}.`])
    await page.waitForTimeout(BETWEEN_SAVES_MS)
  }
  return recoveries
}

/**
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {string} site
 */
async function openApiEdit(browser, baseUrl, site) {
  const page = await openTab(browser, `${baseUrl}/api-reference`)
  const times = []
  for (let index = 1; index <= 3; index++) {
    const summary = `Create a shipment (edit ${index})`
    times.push(await timeSave(page, site, 'content/api/openapi.yaml', 'summary: Create a shipment\n', `summary: ${summary}\n`, textShows, ['.api-reference', summary]))
    await timeSave(page, site, 'content/api/openapi.yaml', `summary: ${summary}\n`, 'summary: Create a shipment\n', ([selector, text]) => !(/** @type {Element} */ (document.querySelector(selector)).textContent.includes(text)), ['.api-reference', summary])
    await page.waitForTimeout(BETWEEN_SAVES_MS)
  }
  await page.close()
  return times
}

/**
 * @param {keyof typeof TARGETS} kind
 * @param {string} name
 * @param {((content: string) => void) | undefined} writeContent
 */
async function benchmark(kind, name, writeContent) {
  const site = siteCopy(`bench-develop-${kind}`, writeContent)
  /** @param {string} dir */
  const count = (dir) => fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.mdx')).length
  const size = { docs: count(path.join(site, 'content', 'docs')), posts: count(path.join(site, 'content', 'changelog')) }
  console.log(`${name}: ${size.docs} docs, ${size.posts} posts (in ${site})`)
  const env = { CONTENT_DIR: path.join(site, 'content') }
  let server
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  try {
    server = await startDevelop(site, { env })
    const coldMs = server.readyMs
    console.log(`  cold start ${ms(coldMs)}`)
    const page = await openTab(browser, `${server.baseUrl}${DOC.route}`)
    const { bodies, title } = await editLoop(page, site)
    console.log(`  body edit to visible: median ${ms(median(bodies))}, worst ${ms(Math.max(...bodies))} (${bodies.length} edits); title edit ${ms(title)}`)
    const recoveries = await recoveryLoop(page, site)
    console.log(`  recovery after a fix: median ${ms(median(recoveries))}, worst ${ms(Math.max(...recoveries))}`)
    await page.close()
    const openApi = kind === 'site' ? await openApiEdit(browser, server.baseUrl, site) : null
    if (openApi) console.log(`  openapi.yaml edit to visible: median ${ms(median(openApi))}, worst ${ms(Math.max(...openApi))}`)
    await server.stop()
    server = await startDevelop(site, { env })
    const warmMs = server.readyMs
    console.log(`  warm restart ${ms(warmMs)}`)
    return { kind, name, ...size, coldMs, warmMs, bodies, title, recoveries, openApi }
  } finally {
    await browser.close()
    await server?.stop()
    if (keep) console.log(`  kept ${site}`)
    else fs.rmSync(site, { recursive: true, force: true })
  }
}

ensureSystemPackages({ nginx: false, samples: false })
const results = []
if (only !== 'corpus') results.push(await benchmark('site', 'site', undefined))
if (only !== 'site') {
  results.push(await benchmark('corpus', `site + ${docs} docs, ${posts} posts`, (content) => generateCorpus({ docs, posts, out: content, siteContent: true })))
}

/**
 * @param {number} value
 * @param {number | null} target
 */
const versus = (value, target) => (target === null ? ms(value) : `${ms(value)} (target ≤ ${ms(target)}: ${value <= target ? 'met' : 'MISSED'})`)
console.log('')
console.log('| Content | Cold start | Warm restart | Body edit, median | Body edit, worst | Title edit | Recovery, median | Recovery, worst | openapi.yaml edit, median |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const result of results) {
  const target = TARGETS[result.kind]
  console.log(
    `| ${result.name} (${result.docs} docs, ${result.posts} posts) | ${versus(result.coldMs, target.coldMs)} | ${versus(result.warmMs, target.warmMs)} | ` +
      `${versus(median(result.bodies), target.editMs)} | ${versus(Math.max(...result.bodies), target.editMs)} | ${ms(result.title)} | ` +
      `${versus(median(result.recoveries), target.recoveryMs)} | ${versus(Math.max(...result.recoveries), target.recoveryMs)} | ` +
      `${result.openApi ? ms(median(result.openApi)) : '–'} |`,
  )
}
fs.mkdirSync(path.join(projectRoot, '.bench'), { recursive: true })
fs.writeFileSync(path.join(projectRoot, '.bench', 'develop.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`)
console.log('Wrote .bench/develop.json')
