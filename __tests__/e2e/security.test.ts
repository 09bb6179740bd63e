/**
 * Production serving by the README's server (`npm run serve`): each page's own policy in its markup, the
 * site-wide headers of the build's `_headers`, caching, plain paths, the not-found page with status 404 and
 * the precompressed copies (the checks are __tests__/support/serving-checks.ts, which the nginx test runs
 * too), and the server's answers to a thousand hostile URLs.
 */
import fs from 'fs'
import http from 'http'
import path from 'path'
import { baseUrl } from './browser'
import {
  expectCaching,
  expectNotFound,
  expectPagePolicy,
  expectPlainPaths,
  expectByteRanges,
  expectPrecompressed,
  publicDir,
  sitemapPaths,
} from '../support/serving-checks'

describe('serving the build', () => {
  it.each([...sitemapPaths(), '/search'])('%s: a strict policy in the page allowing exactly its inline scripts and styles by hash', (route) =>
    expectPagePolicy(baseUrl(), route),
  )

  it('gives the not-found page its own policy too', () => expectPagePolicy(baseUrl(), '/docs/no-such-page', 404))

  it('caches content-hashed assets for good and page data not at all', () => expectCaching(baseUrl()))

  it('redirects the .html spellings and trailing slashes to the plain path, keeping the query', () => expectPlainPaths(baseUrl()))

  it('answers unknown paths and /404 with the not-found page and status 404', () => expectNotFound(baseUrl()))

  it('sends the build’s Brotli and gzip copies to browsers that accept them', () => expectPrecompressed(baseUrl()))

  it('answers several byte ranges of the search index’s pages file with one response', () => expectByteRanges(baseUrl()))

  it('takes its rules from the build’s host-neutral files, which stay small whatever the number of pages', () => {
    const headers = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8')
    expect(headers).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff$/m)
    expect(headers.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(20)
    expect(fs.readFileSync(path.join(publicDir, '_redirects'), 'utf8').split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(20)
  })
})

/** The markup the generator puts into URLs; none of it may come back in a response. */
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", '<iframe src=javascript:alert(1)>']

/** What files outside public/ contain: a response carrying any of these leaked one. */
const OUTSIDE_MARKERS = ['"name": "kolli-docs"', 'graphqlTypegen', 'root:x:0:0', '[core]', 'Specification: public developer documentation']

function hostileUrls(): string[] {
  const targets = ['package.json', 'gatsby-config.ts', 'etc/passwd', '.git/config', '../shared/spec.md', 'node_modules/gatsby/package.json']
  const dotDot = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '..%00', '....']
  const slash = ['/', '%2f', '%2F', '%5c', '%255c', '\\', '//']
  const traversal = dotDot.flatMap((dots) => slash.flatMap((sep) => targets.flatMap((target) => [1, 3, 6].map((depth) => `/${`${dots}${sep}`.repeat(depth)}${target}`))))
  const routes = ['/', '/docs/sandbox', '/changelog', '/api-reference', '/search', '/changelog/tags/ups']
  const variants = routes.flatMap((route) => [
    `${route}.html`, `${route}/index.html`, `${route}/`, `${route}//`, `/${route}`, `${route}%2f`, `${route}%00`,
    `${route}%00.html`, `${route}/%2e%2e/%2e%2e/package.json`, `${route};jsessionid=1`, `${route}/%ff`, `${route}%`,
    `${route}/%E0%A4%A`, `${route}/%F0%9F%98%80`, `${route}/caf%C3%A9`, `${route}/%EF%BC%8E%EF%BC%8E/package.json`,
  ])
  const long = [255, 256, 1023, 1024, 1025, 4000, 7000].flatMap((length) => [`/${'a'.repeat(length)}`, `/docs/${'%41'.repeat(Math.floor(length / 3))}`, `/${'a/'.repeat(Math.floor(length / 2))}`])
  const queries = routes.flatMap((route) =>
    MARKUP.map((markup) => markup.replace(/ /g, '%20')).flatMap((markup) => [`${route}?q=${markup}`, `${route}.html?q=${markup}`, `${route}?${encodeURIComponent(markup)}`, `${route}/index.html?x=${encodeURIComponent(markup)}`]),
  )
  const inPath = MARKUP.map((markup) => `/${encodeURIComponent(markup)}`).concat(MARKUP.map((markup) => `/docs/${markup.replace(/ /g, '%20')}`))
  const control = Array.from({ length: 32 }, (_, code) => `/docs/sandbox%${code.toString(16).padStart(2, '0')}`)
  return [...new Set([...traversal, ...variants, ...long, ...queries, ...inPath, ...control])]
}

/** A raw request: fetch would normalise `..` and reject some of these paths before sending them. */
function request(pathAndQuery: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ hostname, port, path: pathAndQuery, method: 'GET', agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('hostile URLs', () => {
  const urls = hostileUrls()

  it('are at least a thousand', () => {
    expect(urls.length).toBeGreaterThanOrEqual(1000)
  })

  it('never get a 5xx, a file from outside the build, or their own markup back; only pages, 404s or redirects', async () => {
    const notFoundPage = fs.readFileSync(path.join(publicDir, '404.html'), 'utf8')
    const problems: string[] = []
    for (const url of urls) {
      const { status, headers, body } = await request(url)
      const location = headers.location ?? ''
      const say = (problem: string) => problems.push(`${url} → ${status} ${location}: ${problem}`)
      if (status >= 500) say('server error')
      if (![200, 301, 404].includes(status)) say('not a page, a redirect or the not-found page')
      if (status === 404 && body !== notFoundPage) say('not the not-found page')
      if (status === 301 && (!location.startsWith('/') || location.startsWith('//'))) say('redirect off the site')
      if (status === 200 && !headers['content-security-policy'] && !headers['cache-control']) say('served without the site’s headers')
      for (const marker of OUTSIDE_MARKERS) if (body.includes(marker)) say(`leaked a file outside public/ (${marker})`)
      for (const markup of MARKUP) if (body.includes(markup) || location.includes(markup)) say(`reflected ${markup}`)
    }
    expect(problems).toEqual([])
  }, 120_000)
})
