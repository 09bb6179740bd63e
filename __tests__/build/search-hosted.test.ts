/**
 * Hosted mode end to end: a fixture site built with ALGOLIA_* settings pointed at a local Algolia-compatible
 * server, `npm run search:upload` pushing the build's records with the official client, then the real
 * DocSearch modal and /search page in Chromium querying that server through Algolia's own lite client.
 */
import { spawn } from 'child_process'
import fs from 'fs'
import http from 'http'
import type { AddressInfo } from 'net'
import path from 'path'
import { chromium, type Browser } from 'playwright-core'
import { waitForHydration } from '../e2e/browser'
import { startFakeAlgolia } from '../support/fake-algolia'
import { INDEX_SETTINGS } from '../../src/shared/search/settings'
import { build, buildSite, siteWith } from './fixture-site'

const KEYS = { search: 'search-only-key-7f3a', admin: 'admin-key-never-in-public-91c2' }
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

let site: string
let fake: Awaited<ReturnType<typeof startFakeAlgolia>>
let server: http.Server
let origin: string
let browser: Browser
let buildOutput: string

const hostedEnv = () => ({
  ALGOLIA_APP_ID: 'KOLLITEST',
  ALGOLIA_SEARCH_API_KEY: KEYS.search,
  ALGOLIA_INDEX_NAME: 'kolli_docs',
  ALGOLIA_HOST: fake.url,
})

beforeAll(async () => {
  fake = await startFakeAlgolia(KEYS)
  site = siteWith()
  // As in a real deployment, the admin key is in the build's environment too; it must not reach public/.
  const result = buildSite(site, { ...hostedEnv(), ALGOLIA_ADMIN_API_KEY: KEYS.admin })
  buildOutput = result.output
  if (result.status !== 0) throw new Error(`The hosted-mode build failed:\n${result.output.slice(-3000)}`)
  const publicDir = path.join(site, 'public')
  // The README's server, so the build's Content-Security-Policy applies.
  const { createServer } = await import('../../scripts/serve.mjs')
  server = createServer(publicDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await fake?.close()
  if (site) fs.rmSync(site, { recursive: true, force: true })
})

const publicFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? publicFiles(full) : [full]
  })

describe('hosted search (Algolia)', () => {
  it('builds without the embedded index, preconnects to the search host and ships only the search key', () => {
    expect(buildOutput).toContain('upload them with npm run search:upload')
    const publicDir = path.join(site, 'public')
    expect(fs.existsSync(path.join(publicDir, 'search-index'))).toBe(false)
    const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8')
    expect(html).toContain(`<link rel="preconnect" href="${fake.url}" crossorigin="anonymous"/>`)
    expect(html).toContain('data-search-engine="algolia"')
    const texts = publicFiles(publicDir).filter((file) => /\.(js|html|json|css)$/.test(file)).map((file) => fs.readFileSync(file, 'utf8'))
    expect(texts.some((text) => text.includes(KEYS.search))).toBe(true)
    expect(texts.some((text) => text.includes(KEYS.admin))).toBe(false)
  })

  it('uploads the build’s records with npm run search:upload, which needs the admin key', async () => {
    // Asynchronously: the local Algolia server runs in this process and must keep answering.
    const upload = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn('node', ['scripts/search-upload.mjs'], { cwd: site, env: { ...process.env, ...env } })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
        child.on('close', (status) => resolve({ status, stdout, stderr }))
      })
    const withoutKey = await upload({ ALGOLIA_APP_ID: 'KOLLITEST', ALGOLIA_INDEX_NAME: 'kolli_docs', ALGOLIA_HOST: fake.url })
    expect(withoutKey.status).toBe(1)
    expect(withoutKey.stderr).toContain('search:upload needs ALGOLIA_ADMIN_API_KEY')

    const result = await upload({ ...hostedEnv(), ALGOLIA_ADMIN_API_KEY: KEYS.admin })
    expect(result.stderr).toBe('')
    const records = JSON.parse(fs.readFileSync(path.join(site, '.cache/search/docsearch-records.json'), 'utf8'))
    expect(result.stdout).toContain(`Uploaded ${records.length} records and 1 synonym to the Algolia index "kolli_docs".`)
    expect(fake.indexes.get('kolli_docs')?.records).toHaveLength(records.length)
    // The settings and the synonyms of content/search/synonyms.yml travel with the records (replaceAllObjects
    // copies them onto the new index).
    expect(fake.indexes.get('kolli_docs')?.settings).toEqual(INDEX_SETTINGS)
    expect(fake.indexes.get('kolli_docs')?.synonyms).toEqual([{ objectID: 'synonym-1', type: 'synonym', synonyms: ['legit', 'valid'] }])
    expect(fake.received.filter((request) => request.method !== 'GET').every((request) => request.apiKey === KEYS.admin)).toBe(true)
  })

  it('lets pages reach the Algolia host, and only it, in their Content-Security-Policy', async () => {
    const html = await (await fetch(`${origin}/docs/intro`)).text()
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(policy).toContain(`connect-src 'self' ${fake.url};`)
  })

  it('answers the DocSearch modal from the Algolia host with contextual facet filters', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const violations = recordCspViolations(page)
    await page.goto(`${origin}/docs/intro`)
    await waitForHydration(page)
    await page.locator('[data-search-button]').click()
    await page.locator('.DocSearch-Input').fill('valid')
    await page.locator('.DocSearch-Hit').first().waitFor()
    await expect(page.locator('.DocSearch-Hit-title').allTextContents()).resolves.toContain('A valid post')
    // Algolia answers, so the footer may say so.
    await expect(page.locator('.DocSearch-Logo').isVisible()).resolves.toBe(true)
    const queries = fake.received.filter((request) => request.path === '/1/indexes/*/queries')
    expect(queries.length).toBeGreaterThan(0)
    const last = queries[queries.length - 1]
    expect(last.apiKey).toBe(KEYS.search)
    expect((last.body as { requests: Record<string, unknown>[] }).requests[0]).toMatchObject({
      indexName: 'kolli_docs',
      query: 'valid',
      hitsPerPage: 20,
      distinct: 3,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    })
    expect(violations).toEqual([])
    await context.close()
  })

  it('ranks with the uploaded settings: a typo still finds the page, and every query word is optional', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}/search?q=${encodeURIComponent('vlaid nothingness')}`)
    await page.waitForFunction(() => /^\d+ results? for “vlaid nothingness”/.test(document.querySelector('[role="status"]')?.textContent ?? ''))
    await expect(page.locator('main ol li h2 a').first().textContent()).resolves.toBe('A valid post')
    // The word the typo matched is the one highlighted.
    await expect(page.locator('main ol li h2 a mark').first().textContent()).resolves.toBe('valid')
    const queries = fake.received.filter((request) => request.path === '/1/indexes/*/queries')
    const last = (queries[queries.length - 1].body as { requests: Record<string, unknown>[] }).requests[0]
    expect(last).toMatchObject({ query: 'vlaid nothingness', optionalWords: ['vlaid', 'nothingness'] })
    await context.close()
  })

  it('ranks with the uploaded synonyms: a reader’s word finds the page with the docs’ word, highlighted', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}/search?q=legit`)
    await page.waitForFunction(() => /^\d+ results? for “legit”/.test(document.querySelector('[role="status"]')?.textContent ?? ''))
    await expect(page.locator('main ol li h2 a').first().textContent()).resolves.toBe('A valid post')
    await expect(page.locator('main ol li h2 a mark').first().textContent()).resolves.toBe('valid')
    await context.close()
  })

  it('answers the /search page from the Algolia host', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const violations = recordCspViolations(page)
    await page.goto(`${origin}/search?q=valid`)
    await page.waitForFunction(() => /^\d+ results? for “valid”/.test(document.querySelector('[role="status"]')?.textContent ?? ''))
    await expect(page.locator('main ol li h2 a').first().getAttribute('href')).resolves.toMatch(/^\/(docs|changelog)\//)
    expect(violations).toEqual([])
    await context.close()
  })

  it('asks the Algolia host for changelog posts first when a query asks what changed, on records that say their kind', async () => {
    const records = fake.indexes.get('kolli_docs')?.records ?? []
    expect(records.find((record) => record.hierarchy.lvl2 === 'A valid post')).toMatchObject({ kind: 'changelog' })
    expect(records.find((record) => record.hierarchy.lvl1 === 'Fixture intro')).toMatchObject({ kind: 'docs' })
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}/search?q=${encodeURIComponent('valid added')}`)
    await page.waitForFunction(() => /^\d+ results? for “valid added”/.test(document.querySelector('[role="status"]')?.textContent ?? ''))
    const queries = fake.received.filter((request) => request.path === '/1/indexes/*/queries')
    expect((queries[queries.length - 1].body as { requests: Record<string, unknown>[] }).requests[0]).toMatchObject({ query: 'valid ', optionalFilters: ['kind:changelog'] })
    await expect(page.locator('main ol li h2 a').first().textContent()).resolves.toBe('A valid post')
    await context.close()
  })

  it('shows the error screen when the Algolia host cannot be reached', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route(`${fake.url}/**`, (route) => route.abort())
    await page.goto(`${origin}/docs/intro`)
    await waitForHydration(page)
    await page.locator('[data-search-button]').click()
    await page.locator('.DocSearch-Input').fill('valid')
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title').textContent()).resolves.toBe('Unable to fetch results')
    await context.close()
  })

  it('fails, naming the file and never the value, when the admin key would be published', () => {
    // The classic mistake: the admin key configured as the search key, so the bundle would carry it.
    const result = build(siteWith(), { ...hostedEnv(), ALGOLIA_SEARCH_API_KEY: KEYS.admin, ALGOLIA_ADMIN_API_KEY: KEYS.admin })
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('Secrets in the build output')
    expect(result.output).toMatch(/public\/\S+\.js: the value of ALGOLIA_ADMIN_API_KEY/)
    expect(result.output).not.toContain(KEYS.admin)
  }, 300_000)
})

/** CSP violations the page reports, collected as they happen. */
function recordCspViolations(page: import('playwright-core').Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  return violations
}
