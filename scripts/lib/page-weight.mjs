/**
 * What a first visit to a page of the production build (public/) downloads before any prefetching, read
 * from the built files, so the figures are exact and the same on every run:
 * - JavaScript: the scripts the HTML references plus the page component's chunks (Gatsby loads them
 *   after reading the page data; webpack.stats.json names them);
 * - CSS: external stylesheets plus the <style> blocks Gatsby inlines into the HTML (it inlines all of
 *   the site's CSS, so counting only stylesheet files would report zero);
 * - page data: the page's page-data.json and the static query results it lists;
 * - the HTML itself.
 * Raw, gzip (level 9) and Brotli (quality 9, as the build precompresses) bytes. Used by `npm run page-weight`, `npm run bench:pages` and the budget test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** @typedef {{ raw: number; gzip: number; brotli: number }} Size */
/** @typedef {Size & { files: number }} FileTotal */
/**
 * @typedef {object} PageWeight
 * @property {string} route
 * @property {string} template
 * @property {Size} html
 * @property {FileTotal} js
 * @property {FileTotal} css
 * @property {Size} pageData
 * @property {FileTotal} staticQueries
 */
/** @typedef {{ componentChunkName: string; path: string; staticQueryHashes?: string[] }} PageData */
/** @typedef {{ namedChunkGroups: Record<string, { assets?: (string | { name: string })[] } | undefined> }} WebpackStats */

/** First-load budgets per template, gzip bytes. */
export const BUDGETS = { jsGzip: 80 * 1024, cssGzip: 20 * 1024 }

/**
 * @param {Buffer} buffer
 * @returns {Size}
 */
export const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
})

/** @param {Size} size */
export const sizeCell = (size) => `${kb(size.raw)} / ${kb(size.gzip)} / ${kb(size.brotli)}`

/**
 * @param {string} publicDir
 * @param {string} route
 */
const htmlFile = (publicDir, route) =>
  route.endsWith('.html') ? path.join(publicDir, route) : path.join(publicDir, route === '/' ? '' : route, 'index.html')
/** @param {string} route */
const pageDataPath = (route) => `/page-data/${route === '/' ? 'index' : route.replace(/^\//, '')}/page-data.json`

/**
 * @param {Buffer[]} buffers
 * @returns {FileTotal}
 */
function total(buffers) {
  return buffers.reduce(
    (sum, buffer) => {
      const { raw, gzip, brotli } = sizes(buffer)
      return { raw: sum.raw + raw, gzip: sum.gzip + gzip, brotli: sum.brotli + brotli, files: sum.files + 1 }
    },
    { raw: 0, gzip: 0, brotli: 0, files: 0 },
  )
}

/** @type {Map<string, WebpackStats>} */
const statsCache = new Map()
/**
 * @param {string} publicDir
 * @returns {WebpackStats}
 */
function webpackStats(publicDir) {
  if (!statsCache.has(publicDir)) statsCache.set(publicDir, JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')))
  return /** @type {WebpackStats} */ (statsCache.get(publicDir))
}

/**
 * The script and stylesheet files (URL paths) a first visit to `route` loads, in no particular order. A
 * page that only redirects (a meta refresh, which the page also follows with a client-side navigation,
 * like /docs) loads its target's files too.
 * @param {string} publicDir
 * @param {string} route
 * @returns {{ scripts: string[]; stylesheets: string[] }}
 */
export function firstLoadFiles(publicDir, route) {
  const text = fs.readFileSync(htmlFile(publicDir, route), 'utf8')
  const redirect = /<meta[^>]*http-equiv="refresh"[^>]*content="\d+;\s*url=(\/[^"]*)"/i.exec(text)?.[1]
  const target = redirect && redirect !== route ? firstLoadFiles(publicDir, redirect) : { scripts: [], stylesheets: [] }
  const scripts = [...text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])
  const stylesheets = [...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])
  const { componentChunkName } = /** @type {PageData} */ (JSON.parse(fs.readFileSync(path.join(publicDir, pageDataPath(route)), 'utf8')))
  const chunkFiles = (webpackStats(publicDir).namedChunkGroups[componentChunkName]?.assets ?? [])
    .map((asset) => `/${typeof asset === 'string' ? asset : asset.name}`)
    .filter((asset) => asset.endsWith('.js'))
  return {
    scripts: [...new Set([...scripts, ...chunkFiles, ...target.scripts])],
    stylesheets: [...new Set([...stylesheets, ...target.stylesheets])],
  }
}

/**
 * @param {string} publicDir
 * @param {string} route
 * @returns {PageWeight}
 */
export function pageWeight(publicDir, route) {
  const file = htmlFile(publicDir, route)
  if (!fs.existsSync(file)) throw new Error(`No page at ${route}: ${path.relative(process.cwd(), file)} does not exist (run the build first)`)
  /** @param {string} urlPath */
  const read = (urlPath) => fs.readFileSync(path.join(publicDir, decodeURIComponent(urlPath.split(/[?#]/)[0])))
  const html = fs.readFileSync(file)
  const text = html.toString('utf8')
  const { scripts, stylesheets } = firstLoadFiles(publicDir, route)
  const inlineStyles = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => Buffer.from(match[1]))
  const pageData = pageDataPath(route)
  const { componentChunkName, staticQueryHashes = [] } = /** @type {PageData} */ (JSON.parse(read(pageData).toString('utf8')))
  return {
    route,
    template: componentChunkName.replace(/^component---src-(pages|templates)-/, '').replace(/-tsx$/, ''),
    html: sizes(html),
    js: total(scripts.map(read)),
    // One gzip stream per file or <style> block, as the browser receives them (inline CSS inside the HTML).
    css: total([...stylesheets.map(read), ...inlineStyles]),
    pageData: sizes(read(pageData)),
    staticQueries: total(staticQueryHashes.map((hash) => read(`/page-data/sq/d/${hash}.json`))),
  }
}

/**
 * One route per page template (component), read from public/page-data: the shortest path, then the
 * first alphabetically, so the choice is stable. `/404.html` stands for the not-found page (it is what
 * the server sends for unknown paths).
 * @param {string} publicDir
 * @returns {string[]}
 */
export function routesByTemplate(publicDir) {
  /** @type {Map<string, string[]>} */
  const routes = new Map()
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!(dir === path.join(publicDir, 'page-data') && entry.name === 'sq')) walk(path.join(dir, entry.name))
      } else if (entry.name === 'page-data.json') {
        const { componentChunkName, path: route } = /** @type {PageData} */ (JSON.parse(fs.readFileSync(path.join(dir, entry.name), 'utf8')))
        routes.set(componentChunkName, [...(routes.get(componentChunkName) ?? []), route])
      }
    }
  }
  walk(path.join(publicDir, 'page-data'))
  /** @param {string[]} candidates */
  const preferred = (candidates) =>
    candidates.includes('/404.html') ? '/404.html' : [...candidates].sort((a, b) => a.length - b.length || a.localeCompare(b))[0]
  return [...routes.values()].map(preferred).sort()
}

/**
 * Messages for each budget a page exceeds (empty when it fits).
 * @param {PageWeight} weight
 * @param {{ jsGzip: number; cssGzip: number }} [budgets]
 * @returns {string[]}
 */
export function budgetProblems(weight, budgets = BUDGETS) {
  const problems = []
  if (weight.js.gzip > budgets.jsGzip) problems.push(`${weight.route}: first-load JavaScript ${kb(weight.js.gzip)} gzip exceeds ${kb(budgets.jsGzip)}`)
  if (weight.css.gzip > budgets.cssGzip) problems.push(`${weight.route}: CSS ${kb(weight.css.gzip)} gzip exceeds ${kb(budgets.cssGzip)}`)
  return problems
}

/**
 * @param {number} bytes
 */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * A fixed-width table of weights, one line per page.
 * @param {PageWeight[]} weights
 * @returns {string}
 */
export function weightTable(weights) {
  const pair = sizeCell
  const rows = [
    ['route', 'template', 'HTML raw / gzip / br', 'JS raw / gzip / br (files)', 'CSS raw / gzip / br', 'page-data raw / gzip / br', 'static queries raw / gzip / br'],
    ...weights.map((weight) => [
      weight.route,
      weight.template,
      pair(weight.html),
      `${pair(weight.js)} (${weight.js.files})`,
      pair(weight.css),
      pair(weight.pageData),
      weight.staticQueries.files ? pair(weight.staticQueries) : '–',
    ]),
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n')
}
