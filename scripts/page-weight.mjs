#!/usr/bin/env node
/**
 * What a first visit to a page of the production build (public/) downloads, before any prefetching:
 * the HTML, the scripts it references plus the page component's chunks (which Gatsby loads after reading
 * the page data), external stylesheets, and the page's page-data and the static query results it lists. Raw and gzip bytes. Usage: node scripts/page-weight.mjs /api-reference /docs/sandbox
 */
import fs from 'fs'
import path from 'path'
import { gzipSync } from 'zlib'

const publicDir = path.resolve('public')

const sizes = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length })
const read = (urlPath) => fs.readFileSync(path.join(publicDir, decodeURIComponent(urlPath.split(/[?#]/)[0])))
const htmlFile = (route) => path.join(publicDir, route === '/' ? '' : route, 'index.html')
const pageDataFile = (route) => `/page-data/${route === '/' ? 'index' : route.replace(/^\//, '')}/page-data.json`

function sum(paths) {
  return paths.reduce(
    (total, urlPath) => {
      const { raw, gzip } = sizes(read(urlPath))
      return { raw: total.raw + raw, gzip: total.gzip + gzip, files: total.files + 1 }
    },
    { raw: 0, gzip: 0, files: 0 },
  )
}

export function pageWeight(route) {
  const file = htmlFile(route)
  if (!fs.existsSync(file)) throw new Error(`No page at ${route}: ${path.relative(process.cwd(), file)} does not exist (run the build first)`)
  const html = fs.readFileSync(file)
  const text = html.toString('utf8')
  const scripts = [...text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])
  const styles = [...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])
  const pageData = pageDataFile(route)
  const { componentChunkName, staticQueryHashes = [] } = JSON.parse(read(pageData).toString('utf8'))
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'))
  const chunkFiles = (stats.namedChunkGroups[componentChunkName]?.assets ?? [])
    .map((asset) => `/${typeof asset === 'string' ? asset : asset.name}`)
    .filter((asset) => asset.endsWith('.js'))
  return {
    route,
    html: sizes(html),
    js: sum([...new Set([...scripts, ...chunkFiles])]),
    css: sum(styles),
    data: sum([pageData, ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`)]),
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const routes = process.argv.slice(2)
  if (routes.length === 0) routes.push('/', '/docs/sandbox', '/changelog', '/api-reference')
  console.log('route'.padEnd(28), 'HTML raw / gzip'.padEnd(22), 'JS raw / gzip'.padEnd(26), 'CSS files', 'page data raw / gzip')
  for (const route of routes) {
    const weight = pageWeight(route)
    console.log(
      route.padEnd(28),
      `${kb(weight.html.raw)} / ${kb(weight.html.gzip)}`.padEnd(22),
      `${kb(weight.js.raw)} / ${kb(weight.js.gzip)} (${weight.js.files})`.padEnd(26),
      String(weight.css.files).padEnd(9),
      `${kb(weight.data.raw)} / ${kb(weight.data.gzip)}`,
    )
  }
}
