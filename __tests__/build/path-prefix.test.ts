/**
 * Sub-path deployment: the site's own content built with PATH_PREFIX=/kolli-docs (as `npm run build` does for a
 * GitHub Pages project site), served under that prefix by `npm run serve`, driven in Chromium: links, assets,
 * search (modal and /search), feeds, sitemap and the API reference keep working, and the base-URL banner
 * stays silent; served under another prefix, the banner appears.
 */
import fs from 'fs'
import http from 'http'
import type { AddressInfo } from 'net'
import path from 'path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { waitForHydration } from '../e2e/browser'
import { buildSite, projectRoot, siteWith } from './fixture-site'

const PREFIX = '/kolli-docs'
const SITE_URL = 'https://docs.kolli.example'
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

let site: string
let publicDir: string
let browser: Browser
const servers: http.Server[] = []

async function serve(pathPrefix: string): Promise<string> {
  const { createServer } = await import('../../scripts/serve.mjs')
  const server = createServer(publicDir, { pathPrefix })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  site = siteWith(() => undefined, path.join(projectRoot, 'content'))
  const result = buildSite(site, { PATH_PREFIX: PREFIX }, ['--prefix-paths'])
  if (result.status !== 0) throw new Error(`The prefixed build failed:\n${result.output.slice(-3000)}`)
  publicDir = path.join(site, 'public')
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  if (site) fs.rmSync(site, { recursive: true, force: true })
})

/** Opens a page and collects what went wrong: failed requests, console errors and CSP violations. */
async function open(origin: string, route: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  await page.goto(`${origin}${route}`, { waitUntil: 'load' })
  return { context, page, problems }
}

/** Every link of the page that leads within the site starts with the prefix. */
const internalLinks = (page: Page) =>
  page.locator('a[href]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/') && !href.startsWith('//')),
  )

describe(`the site built and served under ${PREFIX}`, () => {
  it('keeps every link, asset and script under the prefix, with no banner', async () => {
    const origin = await serve(PREFIX)
    for (const route of ['/', '/docs/sandbox', '/changelog', '/changelog/tags/ups', '/api-reference']) {
      const { context, page, problems } = await open(origin, `${PREFIX}${route}`)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const links = await internalLinks(page)
      expect(links.length).toBeGreaterThan(3)
      expect(links.filter((href) => !href.startsWith(`${PREFIX}/`) && href !== PREFIX)).toEqual([])
      await expect(page.getByRole('alert').filter({ hasText: 'did not load properly' }).count()).resolves.toBe(0)
      expect([route, problems]).toEqual([route, []])
      await context.close()
    }
  })

  it('follows a content link and a sidebar link with the router, and the API reference renders', async () => {
    const origin = await serve(PREFIX)
    const { context, page, problems } = await open(origin, `${PREFIX}/docs/api/intro`)
    await waitForHydration(page)
    await page.locator('main article a[href*="/docs/sandbox"]').first().click()
    await page.waitForURL(`${origin}${PREFIX}/docs/sandbox**`)
    await page.locator('.theme-doc-sidebar a', { hasText: 'Getting started' }).first().click()
    await page.waitForURL(`${origin}${PREFIX}/docs/getting-started`)
    await page.goto(`${origin}${PREFIX}/api-reference#operation/createShipment`, { waitUntil: 'load' })
    await page.locator('[id="operation/createShipment"]').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('finds pages from the modal and from /search, and their results lead under the prefix', async () => {
    const origin = await serve(PREFIX)
    const { context, page, problems } = await open(origin, `${PREFIX}/docs/sandbox`)
    await waitForHydration(page)
    await page.locator('[data-search-button]').click()
    await page.locator('.DocSearch-Input').fill('createShipment')
    await page.waitForFunction(() => document.querySelector('.DocSearch-Hit a')?.getAttribute('data-href') === '/api-reference#operation/createShipment')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${origin}${PREFIX}/api-reference#operation/createShipment`)
    await page.goto(`${origin}${PREFIX}/search?q=customs`, { waitUntil: 'load' })
    const result = page.locator('main ol li h2 a').first()
    await result.waitFor()
    await expect(result.getAttribute('href')).resolves.toMatch(new RegExp(`^${PREFIX}/docs/`))
    expect(problems).toEqual([])
    await context.close()
  })

  it('writes absolute URLs with the prefix into the feeds, the sitemap and the canonical links', () => {
    const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8')
    const urls = (text: string) => [...text.matchAll(/https:\/\/docs\.kolli\.example[^"<\s]*/g)].map(([url]) => url)
    for (const file of ['changelog/rss.xml', 'changelog/atom.xml', 'sitemap-0.xml', 'sitemap-index.xml', 'docs/sandbox/index.html', 'robots.txt']) {
      const found = urls(read(file))
      expect([file, found.length > 0]).toEqual([file, true])
      expect([file, found.filter((url) => url !== SITE_URL && !url.startsWith(`${SITE_URL}${PREFIX}`))]).toEqual([file, []])
    }
  })

  it('shows the base-URL banner when served under another path', async () => {
    const origin = await serve('/elsewhere')
    const { context, page } = await open(origin, '/elsewhere/docs/sandbox')
    const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' })
    await expect(banner.textContent()).resolves.toContain(`configured for the base URL "${PREFIX}/"`)
    await context.close()
  })
})
