/**
 * Production serving: the headers the README's server sends (from the build's `_headers`), checked against
 * each page's own markup, and the server's answers to a thousand hostile URLs.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import http from 'http'
import path from 'path'
import { parse } from 'node-html-parser'
import { baseUrl } from './browser'

const publicDir = path.join(__dirname, '..', '..', 'public')

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
}

/** The CSP source of each inline script and style element, computed here with another HTML parser. */
function expectedHashes(html: string) {
  const root = parse(html, { blockTextElements: { script: true, style: true } })
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  return {
    scripts: root.querySelectorAll('script').filter((script) => !script.getAttribute('src')).map((script) => hash(script.rawText)),
    styles: root.querySelectorAll('style').map((style) => hash(style.rawText)),
  }
}

const directives = (policy: string) =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))

describe('response headers', () => {
  const pages = [...sitemapPaths(), '/search', '/docs/no-such-page']

  it.each(pages)('%s: a strict policy allowing exactly its inline scripts and styles by hash', async (route) => {
    const response = await fetch(`${baseUrl()}${route}`)
    const html = await response.text()
    const policy = directives(response.headers.get('content-security-policy') ?? '')
    const { scripts, styles } = expectedHashes(html)
    expect(scripts.length).toBeGreaterThan(0)
    const scriptSources = policy.get('script-src') ?? []
    expect(scriptSources).toEqual(expect.arrayContaining(["'self'", ...scripts]))
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(scripts).size)
    expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", ...styles]))
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('caches content-hashed assets for good and page data not at all', async () => {
    const html = await (await fetch(`${baseUrl()}/docs/sandbox`)).text()
    const scripts = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].map(([, src]) => src)
    expect(scripts.length).toBeGreaterThan(2)
    for (const src of scripts) {
      const response = await fetch(`${baseUrl()}${src}`)
      expect([src, response.headers.get('cache-control')]).toEqual([src, 'public, max-age=31536000, immutable'])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const pageData = await fetch(`${baseUrl()}/page-data/docs/sandbox/page-data.json`)
    expect(pageData.headers.get('cache-control')).toBe('no-cache')
    const docsearchCss = await fetch(`${baseUrl()}/search/docsearch-3.9.0.css`)
    expect(docsearchCss.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('comes from the build’s host-neutral _headers file', async () => {
    const file = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8')
    const block = file.split(/\n(?=\S)/).find((candidate) => candidate.startsWith('/docs/sandbox\n'))!
    const policy = /Content-Security-Policy: (.+)/.exec(block)![1]
    const response = await fetch(`${baseUrl()}/docs/sandbox`)
    expect(response.headers.get('content-security-policy')).toBe(policy)
    expect(file).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff$/m)
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
