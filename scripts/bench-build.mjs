#!/usr/bin/env node
/**
 * npm run bench:build [-- --docs 2000 --posts 300] [--only site|corpus] [--keep]
 *
 * Build cost of the real site and of the site at scale (the real content plus a generated corpus, see
 * gen-corpus.mjs), each in a temporary copy of the project (your .cache and public/ are untouched):
 * - cold build: `gatsby build` with no .cache or public/;
 * - warm rebuild after editing one doc's text;
 * - wall time and peak memory (PSS of the whole process tree: Gatsby and its workers) of each;
 * - what a doc page sends the browser, for the same page in both builds: first-load JavaScript and its
 *   page-data.json (they must not grow with the number of pages), and the shared sidebar query result.
 * Search indexing and every build check run as in a normal build. Writes .bench/build.json.
 * Timings on a shared machine are noisy: run it when nothing else builds, and compare runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateCorpus } from './gen-corpus.mjs'
import { SITE_FILES } from './lib/develop-server.mjs'
import { kb, pageWeight } from './lib/page-weight.mjs'
import { measureCommand } from './lib/process-tree.mjs'

/** @typedef {import('./lib/page-weight.mjs').Size} Size */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const COPIED_FILES = [...SITE_FILES, 'scripts']
/** The doc both builds have, compared between them; and the doc whose text the warm rebuild edits. */
const COMPARED_DOC = '/docs/sandbox'
const EDITED_DOC = 'docs/sandbox.mdx'

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
const only = option('--only', null)
const keep = argv.includes('--keep')

/** @param {number} bytes */
const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`
/** @param {number} value */
const seconds = (value) => `${value.toFixed(0)} s`

/**
 * A copy of the project that builds `content` (a directory inside the copy).
 * @param {string} name
 * @param {(content: string) => void} writeContent
 */
function siteCopy(name, writeContent) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `kolli-bench-build-${name.replace(/[^a-z0-9]+/gi, '-')}-`))
  for (const entry of COPIED_FILES) fs.cpSync(path.join(projectRoot, entry), path.join(site, entry), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir')
  const content = path.join(site, 'content')
  writeContent(content)
  return { site, content }
}

/**
 * @param {string} site
 * @param {string} content
 * @param {string} label
 */
async function build(site, content, label) {
  process.stdout.write(`  ${label} …`)
  const env = { ...process.env, CONTENT_DIR: content, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' }
  // Gatsby's CLI straight from node: through npx, npm's own process would count towards the peak.
  const result = await measureCommand(process.execPath, [path.join(projectRoot, 'node_modules/gatsby/cli.js'), 'build'], { cwd: site, env })
  if (result.code !== 0) throw new Error(`${label} failed:\n${result.output.slice(-4000)}`)
  console.log(` ${seconds(result.seconds)}, peak ${mb(result.peakBytes)}`)
  return { seconds: result.seconds, peakBytes: result.peakBytes }
}

/**
 * What the compared doc sends the browser on a first visit, read from the build.
 * @param {string} site
 */
function docWeight(site) {
  const weight = pageWeight(path.join(site, 'public'), COMPARED_DOC)
  return { js: weight.js, pageData: weight.pageData, staticQueries: weight.staticQueries, html: weight.html }
}

/**
 * @param {string} name
 * @param {(content: string) => void} writeContent
 */
async function benchmark(name, writeContent) {
  const { site, content } = siteCopy(name, writeContent)
  try {
    /** @param {string} dir */
    const count = (dir) => fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.mdx')).length
    const contentSize = { docs: count(path.join(content, 'docs')), posts: count(path.join(content, 'changelog')) }
    console.log(`${name}: ${contentSize.docs} docs, ${contentSize.posts} posts (in ${site})`)
    const cold = await build(site, content, 'cold build')
    const edited = path.join(content, EDITED_DOC)
    fs.appendFileSync(edited, '\nOne more sentence, so this page changes and is rebuilt.\n')
    const warm = await build(site, content, 'rebuild after editing one doc')
    return { name, ...contentSize, cold, warm, doc: docWeight(site) }
  } finally {
    if (keep) console.log(`  kept ${site}`)
    else fs.rmSync(site, { recursive: true, force: true })
  }
}

const results = []
if (only !== 'corpus') {
  results.push(await benchmark('site', (content) => fs.cpSync(path.join(projectRoot, 'content'), content, { recursive: true })))
}
if (only !== 'site') {
  results.push(await benchmark(`site + ${docs} docs, ${posts} posts`, (content) => generateCorpus({ docs, posts, out: content, siteContent: true })))
}

/** @param {Size} size */
const pair = (size) => `${kb(size.raw)} / ${kb(size.gzip)}`
console.log('')
console.log('| Build | Docs | Posts | Cold build | Peak memory | Rebuild after one edit | Peak memory | Doc page JS raw / gzip | Doc page-data raw / gzip | Sidebar query raw / gzip |')
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const result of results) {
  console.log(
    `| ${result.name} | ${result.docs} | ${result.posts} | ${seconds(result.cold.seconds)} | ${mb(result.cold.peakBytes)} | ${seconds(result.warm.seconds)} | ${mb(result.warm.peakBytes)} | ${pair(result.doc.js)} | ${pair(result.doc.pageData)} | ${pair(result.doc.staticQueries)} |`,
  )
}
if (results.length === 2) {
  const [site, scaled] = results
  /** @param {'js' | 'pageData'} key */
  const delta = (key) => `${scaled.doc[key].gzip - site.doc[key].gzip} B gzip (${scaled.doc[key].raw - site.doc[key].raw} B raw)`
  console.log(`\n${COMPARED_DOC} at scale vs the real site: first-load JS ${delta('js')}, page-data ${delta('pageData')}`)
  /** @param {'js' | 'pageData'} key */
  const within = (key) => Math.abs(scaled.doc[key].raw - site.doc[key].raw) <= 2048
  const targets = [
    ['cold build ≤ 3 min', scaled.cold.seconds <= 180],
    ['peak memory ≤ 1.5 GB', Math.max(scaled.cold.peakBytes, scaled.warm.peakBytes) <= 1.5 * 1024 ** 3],
    ['one-page rebuild ≤ 45 s', scaled.warm.seconds <= 45],
    ['doc first-load JS within 2 KB of the real site', within('js')],
    ['doc page-data within 2 KB of the real site', within('pageData')],
  ]
  console.log(`Targets at scale: ${targets.map(([label, met]) => `${label}: ${met ? 'met' : 'MISSED'}`).join('; ')}`)
}
fs.mkdirSync(path.join(projectRoot, '.bench'), { recursive: true })
fs.writeFileSync(path.join(projectRoot, '.bench', 'build.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`)
console.log('Wrote .bench/build.json')
