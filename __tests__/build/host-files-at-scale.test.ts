/**
 * The host files do not grow with the site: at 2,000 docs and 300 posts (`npm run gen:corpus`), `_headers`
 * and `_redirects` are read the way Netlify and Cloudflare Pages document them and stay within every host's
 * limits (Cloudflare Pages: 100 header rules, one splat per path, 2,000 characters a line; 2,000 static and
 * 100 dynamic redirects of at most 1,000 characters; GitLab Pages: 1,000 redirects).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildSite, siteWith } from './fixture-site'

let site: string
let corpus: string
let publicDir: string

beforeAll(async () => {
  const { generateCorpus } = await import('../../scripts/gen-corpus.mjs')
  corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-corpus-'))
  generateCorpus({ docs: 2000, posts: 300, out: corpus })
  site = siteWith(() => undefined, corpus)
  const result = buildSite(site)
  if (result.status !== 0) throw new Error(`The corpus build failed:\n${result.output.slice(-3000)}`)
  publicDir = path.join(site, 'public')
}, 900_000)

afterAll(() => {
  for (const folder of [site, corpus]) if (folder) fs.rmSync(folder, { recursive: true, force: true })
})

interface HeaderRule {
  path: string
  headers: [string, string][]
}

/** `_headers` as both hosts document it: a path line, then indented `Name: value` lines; `#` comments. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] })
    else {
      const colon = line.indexOf(':')
      if (colon <= 0 || rules.length === 0) throw new Error(`Not a header line: ${line}`)
      rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** `_redirects` as both hosts document it: `from to [status]` a line; a splat or a :placeholder makes it dynamic. */
function parseRedirectsFile(text: string) {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/)
      return { line, from, to, status: Number(status ?? 301), dynamic: /\*|\/:[a-z]/i.test(from) }
    })
}

describe('host files at 2,000 docs and 300 posts', () => {
  it('builds the corpus', () => {
    expect(fs.readdirSync(path.join(publicDir, 'docs')).length).toBeGreaterThan(10)
  })

  it('has a _headers file of at most 20 rules and 10 KB, each valid on Cloudflare Pages', () => {
    const text = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8')
    const rules = parseHeadersFile(text)
    expect(rules.length).toBeLessThanOrEqual(20)
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(10 * 1024)
    for (const rule of rules) {
      expect([rule.path, (rule.path.match(/\*/g) ?? []).length <= 1]).toEqual([rule.path, true])
      expect(rule.headers.length).toBeGreaterThan(0)
    }
    expect(text.split('\n').every((line) => line.length <= 2000)).toBe(true)
    // Hosts join the values of a header that several matching rules set: each header once per path.
    const everywhere = rules.find((rule) => rule.path === '/*')!.headers.map(([name]) => name)
    for (const rule of rules.filter((other) => other.path !== '/*')) {
      expect(rule.headers.filter(([name]) => everywhere.includes(name))).toEqual([])
    }
  })

  it('has a _redirects file of at most 20 rules, within every host’s limits', () => {
    const redirects = parseRedirectsFile(fs.readFileSync(path.join(publicDir, '_redirects'), 'utf8'))
    expect(redirects.length).toBeLessThanOrEqual(20)
    expect(redirects.filter((rule) => rule.dynamic).length).toBeLessThanOrEqual(100)
    expect(redirects.filter((rule) => !rule.dynamic).length).toBeLessThanOrEqual(2000)
    for (const rule of redirects) {
      expect(rule.line.length).toBeLessThanOrEqual(1000)
      expect([301, 302, 200]).toContain(rule.status)
      expect(rule.to.startsWith('/') && !rule.to.startsWith('//')).toBe(true)
    }
  })

  it('carries each page’s policy in the page itself', () => {
    const html = fs.readFileSync(path.join(publicDir, 'docs/area-00/topic-0000/index.html'), 'utf8')
    expect(html).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-`)
  })
})
