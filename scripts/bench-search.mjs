#!/usr/bin/env node
/**
 * npm run bench:search — the embedded search at scale. Generates a corpus of 2,000 docs and 300 posts,
 * builds the site from it in a temporary copy (your public/ is untouched), serves it, and measures in
 * headless Chromium:
 * - the index's size on disk;
 * - the bytes a first and a second query transfer (gzip, as a static host sends them; the index's .bin
 *   files are gzip already), split into search engine + index and the modal's UI;
 * - query latency p50/p95 of the site's search client (engine, ranking, highlighting and the shown
 *   records), for queries after the first: every new word's shards loaded on its way; for the /search
 *   page's request (one record a page, the budget's measure) and for the modal's (three a page). Timed in
 *   a Chromium that nothing listens to (lib/bare-chromium.mjs), as a reader's; and, for comparison, in the
 *   Playwright page that measured the bytes, where DevTools reports every request to the driver. The bare
 *   Chromium is started afresh for each of several rounds (nothing cached), and the p95 is taken over all
 *   their timings: one round's p95 of 40 queries is its second slowest, which moves with the machine.
 * Options: --docs N (default 2000), --posts N (default 300), --keep (leave the temporary site for inspection),
 * --site DIR (measure a site kept by an earlier run, without building it again), --rounds N (default 3).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { generateCorpus } from './gen-corpus.mjs'
import { SITE_FILES } from './lib/develop-server.mjs'
import { CHROMIUM } from './lib/first-load.mjs'
import files from '../src/shared/script-files.json' with { type: 'json' }
import { kb } from './lib/page-weight.mjs'
import { launchBareChromium } from './lib/bare-chromium.mjs'
import { createServer } from './serve.mjs'

/** @typedef {{ url: string; body: Buffer }} CapturedResponse */
/** @typedef {{ pathname: string; raw: number; gzip: number }} FileSize */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const COPIED_FILES = [...SITE_FILES, 'scripts']
const FIRST_QUERY = 'cancel express pallet'
const SECOND_QUERY = 'customs declaration'
const LATENCY_QUERIES = ['label', 'pickup', 'fragile parcel', 'service point', 'tracking number', 'DHL', 'webhook', 'invoice', 'warehouse return', 'stackable', 'carrier setup', 'oversized', 'manifest', 'waybill', 'economy', 'printer', 'consignment', 'insured pallet', 'sales order', 'product code']

const argv = process.argv.slice(2)
/** @param {string} flag @param {number} fallback */
const option = (flag, fallback) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : fallback)
const docs = option('--docs', 2000)
const posts = option('--posts', 300)
const rounds = option('--rounds', 3)
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer')
const keep = argv.includes('--keep')
const keptSite = argv.includes('--site') ? path.resolve(argv[argv.indexOf('--site') + 1]) : null

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * @param {string} dir
 * @param {(file: string) => boolean} [filter]
 * @returns {number}
 */
function directorySize(dir, filter = () => true) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return total + directorySize(full, filter)
    return filter(full) ? total + fs.statSync(full).size : total
  }, 0)
}

function buildCorpusSite() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-bench-search-'))
  for (const entry of COPIED_FILES) fs.cpSync(path.join(projectRoot, entry), path.join(site, entry), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir')
  const corpus = path.join(site, 'corpus')
  generateCorpus({ docs, posts, out: corpus })
  console.log(`Building ${docs} generated docs and ${posts} posts in ${site} …`)
  const started = Date.now()
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: site,
    encoding: 'utf8',
    // Test hooks: the page exposes its search client, which the latency measurement calls.
    env: { ...process.env, CONTENT_DIR: corpus, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', KOLLI_TEST_HOOKS: '1' },
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`The corpus build failed:\n${(result.stdout + result.stderr).slice(-4000)}`)
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return site
}

/**
 * Bytes of responses, raw as served and gzip-compressed, grouped as engine+index or UI, with the files.
 * @param {CapturedResponse[]} responses
 */
function tally(responses) {
  const groups = { index: { raw: 0, gzip: 0, files: 0 }, ui: { raw: 0, gzip: 0, files: 0 }, list: /** @type {FileSize[]} */ ([]) }
  for (const { url, body } of responses) {
    const pathname = new URL(url).pathname
    const group = /^\/search-index(\.json|\/)|\/search-embedded-/.test(pathname) ? groups.index : groups.ui
    // The index's .bin files are gzip streams already; gzip the rest as a host would.
    const gzip = pathname.endsWith('.bin') ? body.length : gzipSync(body, { level: 9 }).length
    group.raw += body.length
    group.gzip += gzip
    group.files += 1
    groups.list.push({ pathname, raw: body.length, gzip })
  }
  return groups
}

/** @param {FileSize[]} list */
const describeFiles = (list) =>
  [...list].sort((a, b) => b.gzip - a.gzip).map((file) => `      ${kb(file.gzip).padStart(9)}  ${file.pathname}`).join('\n')

/** @typedef {{ cold: number[]; warm: number[] }} Latencies */

/**
 * Runs in the page: times the page's own search client (exposed by the test hooks) on each query, first with
 * every new word's shards loaded on its way (cold), then again (warm). `asker` is the /search page (one record
 * a page) or the modal (its parameters, exposed with the client).
 * @param {{ queries: string[]; asker: 'search' | 'modal' }} options
 * @returns {Promise<Latencies>}
 */
async function latencyInPage({ queries, asker }) {
  const hooks = /** @type {{ __KOLLI_SEARCH_CLIENT__: () => Promise<{ search: (params: object) => Promise<unknown> }>; __KOLLI_MODAL_SEARCH_PARAMETERS__: object }} */ (
    /** @type {unknown} */ (window)
  )
  const client = await hooks.__KOLLI_SEARCH_CLIENT__()
  const parameters = asker === 'modal' ? hooks.__KOLLI_MODAL_SEARCH_PARAMETERS__ : { distinct: true }
  /** @param {string} query */
  const run = (query) => client.search({ requests: [{ query, hitsPerPage: 20, attributesToSnippet: ['content:10'], snippetEllipsisText: '…', ...parameters }] })
  await run('parcel')
  /** @type {Latencies} */
  const times = { cold: [], warm: [] }
  for (const round of /** @type {const} */ (['cold', 'warm'])) {
    for (const text of queries) {
      const started = performance.now()
      await run(text)
      times[round].push(performance.now() - started)
    }
  }
  return times
}

/** @param {string} site */
async function measure(site) {
  const publicDir = path.join(site, 'public')
  const server = createServer(publicDir)
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)))
  // Listening on a TCP port, the address is never a pipe name or null.
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const page = await (await browser.newContext()).newPage()
    let phase = 'page'
    /** @type {Record<string, CapturedResponse[]>} */
    const responses = { first: [], second: [] }
    /** @type {Set<Promise<void>>} */
    const reading = new Set()
    let inFlight = 0
    /** @param {import('playwright-core').Response} response */
    const capture = (response) => {
      if (!(phase in responses) || !response.ok()) return
      const url = response.url()
      if (!url.startsWith(origin)) return
      const list = responses[phase]
      const read = response
        .body()
        .then((body) => void list.push({ url, body }))
        // Redirects and aborted requests have no body to count.
        .catch(() => undefined)
        .finally(() => reading.delete(read))
      reading.add(read)
    }
    const started = () => (inFlight += 1)
    const ended = () => (inFlight -= 1)
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    page.on('response', capture)
    await page.goto(`${origin}/docs/area-00/topic-0000`, { waitUntil: 'networkidle' })
    /** @param {string} text */
    const query = async (text) => {
      await page.locator('.DocSearch-Input').fill(text)
      await page.waitForFunction(() => document.querySelector('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen'))
      // The last query's hits stay on screen until the new ones arrive: the query is answered once no request
      // has been in flight for half a second, and every response counted once its body is read.
      const giveUp = Date.now() + 30_000
      for (let quiet = 0; quiet < 500; quiet = inFlight === 0 ? quiet + 50 : 0) {
        if (Date.now() > giveUp) throw new Error(`"${text}" still had ${inFlight} requests in flight after 30 s`)
        await page.waitForTimeout(50)
      }
      await Promise.all(reading)
    }
    phase = 'first'
    await page.locator('[data-search-button]').click()
    await page.locator('.DocSearch-Modal').waitFor()
    await query(FIRST_QUERY)
    phase = 'second'
    await query(SECOND_QUERY)
    phase = 'done'
    const hits = await page.locator('.DocSearch-Hit').count()
    // The latency is the site's alone: no response is captured while it is measured.
    page.off('response', capture)
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)

    // With DevTools' network events on, as a Playwright page has them: for comparison (see latencyInPage).
    await page.goto(`${origin}/search`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => '__KOLLI_SEARCH_CLIENT__' in window)
    const instrumented = await page.evaluate(latencyInPage, { queries: LATENCY_QUERIES, asker: /** @type {const} */ ('search') })
    await browser.close()

    // The site's latency, in a Chromium with nothing listening to its requests (bare-chromium.mjs), as a
    // reader's is: the /search page's request (one record a page) and the modal's (three), each from a fresh
    // page; each round in a Chromium of its own, with an empty cache.
    /** @type {{ search: Latencies; modal: Latencies }[]} */
    const latencyRounds = []
    for (let round = 0; round < rounds; round += 1) {
      const bare = await launchBareChromium()
      try {
        /** @param {'search' | 'modal'} asker */
        const latencyOf = async (asker) => {
          await bare.goto(`${origin}/search`, `'__KOLLI_SEARCH_CLIENT__' in window`)
          return /** @type {Promise<Latencies>} */ (bare.evaluate(`(${latencyInPage})(${JSON.stringify({ queries: LATENCY_QUERIES, asker })})`))
        }
        latencyRounds.push({ search: await latencyOf('search'), modal: await latencyOf('modal') })
      } finally {
        await bare.close()
      }
    }
    return { first: tally(responses.first), second: tally(responses.second), hits, latencyRounds, instrumented }
  } finally {
    await browser.close()
    server.close()
  }
}

const site = keptSite ?? buildCorpusSite()
try {
  const records = JSON.parse(fs.readFileSync(path.join(site, files.searchRecords), 'utf8')).length
  const indexDir = path.join(site, 'public', 'search-index')
  const indexBytes = directorySize(indexDir) + fs.statSync(path.join(site, 'public', 'search-index.json')).size
  const { first, second, hits, latencyRounds, instrumented } = await measure(site)
  /** @param {Latencies[]} list @returns {Latencies} */
  const pooled = (list) => ({ cold: list.flatMap((entry) => entry.cold), warm: list.flatMap((entry) => entry.warm) })
  const latencies = pooled(latencyRounds.map((round) => round.search))
  const modalLatencies = pooled(latencyRounds.map((round) => round.modal))
  const all = [...latencies.cold, ...latencies.warm]
  const modalAll = [...modalLatencies.cold, ...modalLatencies.warm]
  const roundP95 = latencyRounds.map((round) => percentile([...round.search.cold, ...round.search.warm], 95).toFixed(1))
  const instrumentedAll = [...instrumented.cold, ...instrumented.warm]
  console.log('')
  const pages = JSON.parse(fs.readFileSync(path.join(site, 'public', 'search-index.json'), 'utf8')).pages
  console.log(`Embedded search at ${keptSite ? 'the kept site' : `${docs} docs and ${posts} posts`}: ${pages} pages, ${records} records`)
  console.log(`  index on disk (gzip files):  ${kb(indexBytes)}`)
  console.log(`  first query  "${FIRST_QUERY}": engine + index ${kb(first.index.gzip)} gzip (${first.index.files} files); modal UI ${kb(first.ui.gzip)} gzip (${first.ui.files} files)`)
  console.log(describeFiles(first.list))
  console.log(`  second query "${SECOND_QUERY}": engine + index ${kb(second.index.gzip)} gzip (${second.index.files} files); ${hits} hits shown`)
  console.log(
    `  latency after the first query, ${all.length} queries in ${rounds} round${rounds > 1 ? 's' : ''} of ${LATENCY_QUERIES.length * 2}, each in a fresh Chromium (the /search request: 20 results, highlighted), no DevTools listening:`,
  )
  console.log(`    new words (their shards loaded): p50 ${percentile(latencies.cold, 50).toFixed(1)} ms, p95 ${percentile(latencies.cold, 95).toFixed(1)} ms`)
  console.log(`    repeated:                        p50 ${percentile(latencies.warm, 50).toFixed(1)} ms, p95 ${percentile(latencies.warm, 95).toFixed(1)} ms`)
  console.log(`    all:                             p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`)
  console.log(`    each round's p95 of all:         ${roundP95.join(', ')} ms`)
  // Which queries are slowest (each at its median over the rounds) says where the time goes.
  const slowest = LATENCY_QUERIES.map((query, at) => ({ query, ms: percentile(latencyRounds.map((round) => round.search.cold[at]), 50) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
  console.log(`    slowest new words: ${slowest.map(({ query, ms }) => `"${query}" ${ms.toFixed(1)} ms`).join(', ')}`)
  console.log(`  the modal's request (20 records, several a page), the same queries from a fresh page:`)
  console.log(`    new words: p50 ${percentile(modalLatencies.cold, 50).toFixed(1)} ms, p95 ${percentile(modalLatencies.cold, 95).toFixed(1)} ms; all: p50 ${percentile(modalAll, 50).toFixed(1)} ms, p95 ${percentile(modalAll, 95).toFixed(1)} ms`)
  console.log(`  for comparison, the /search request in a Playwright page (DevTools reports every request to the driver):`)
  console.log(`    new words: p50 ${percentile(instrumented.cold, 50).toFixed(1)} ms, p95 ${percentile(instrumented.cold, 95).toFixed(1)} ms; all: p50 ${percentile(instrumentedAll, 50).toFixed(1)} ms, p95 ${percentile(instrumentedAll, 95).toFixed(1)} ms`)
  console.log(`  budget: first query engine + index ≤ 300 KB gzip: ${first.index.gzip <= 300 * 1024 ? 'met' : 'EXCEEDED'}`)
  console.log(`  budget: p95 after the first query ≤ 50 ms: ${percentile(all, 95) <= 50 ? 'met' : 'EXCEEDED'}`)
} finally {
  if (keep || keptSite) console.log(`Kept ${site}`)
  else fs.rmSync(site, { recursive: true, force: true })
}
