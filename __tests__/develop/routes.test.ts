/**
 * Every route of the site works under `gatsby develop` as in the production build: the same pages, each with
 * the same h1, main content, sidebar and table of contents; no error overlay and no base-URL banner; and
 * search finds pages. Compared with the production build in public/ (npm test builds it first).
 */
import fs from 'fs'
import path from 'path'
import { parse } from 'node-html-parser'
import type { Browser, Page } from 'playwright-core'
import { developUrl, launch, openTab, overlayText } from './develop'

const publicDir = path.join(__dirname, '..', '..', 'public')

/** Gatsby's list of pages, which only its development server has. */
const DEVELOP_ONLY = new Set(['/dev-404-page'])

/** What a reader sees of a page, read the same way from built HTML and from the live DOM. */
interface PageView {
  /** Where the page sends the reader at once (its meta refresh), if anywhere. */
  redirect: string | null
  h1: string
  main: string
  sidebarLinks: string[]
  tocLinks: string[]
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Where two texts part, with some context, for a failure message. */
function firstDifference(live: string, built: string): string {
  let index = 0
  while (index < live.length && live[index] === built[index]) index++
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 40), index + 60))
  return `develop ${around(live)}, build ${around(built)}`
}

function builtView(route: string): PageView {
  const file = route.endsWith('.html') ? path.join(publicDir, route) : path.join(publicDir, route, 'index.html')
  // <pre> parsed as markup (by default the parser keeps it as raw text), as the browser does.
  const root = parse(fs.readFileSync(file, 'utf8'), { blockTextElements: { script: true, noscript: true, style: true } })
  const texts = (selector: string) => root.querySelectorAll(selector).map((element) => squash(element.textContent))
  const refresh = root.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')
  return {
    redirect: refresh ? refresh.replace(/^\d+;\s*url=/i, '') : null,
    h1: squash(root.querySelector('main h1')?.textContent ?? ''),
    main: squash(root.querySelector('main')?.textContent ?? ''),
    sidebarLinks: texts('.theme-doc-sidebar a, .theme-api-sidebar a, .theme-blog-sidebar a'),
    tocLinks: texts('.theme-toc a'),
  }
}

const liveView = (page: Page): Promise<Omit<PageView, 'redirect'>> =>
  page.evaluate(() => {
    const squashed = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
    const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((element) => squashed(element.textContent))
    return {
      h1: squashed(document.querySelector('main h1')?.textContent ?? ''),
      main: squashed(document.querySelector('main')?.textContent ?? ''),
      sidebarLinks: texts('.theme-doc-sidebar a, .theme-api-sidebar a, .theme-blog-sidebar a'),
      tocLinks: texts('.theme-toc a'),
    }
  })

async function developRoutes(): Promise<string[]> {
  const response = await fetch(developUrl('/___graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ allSitePage { nodes { path } } }' }),
  })
  const { data } = (await response.json()) as { data: { allSitePage: { nodes: { path: string }[] } } }
  return data.allSitePage.nodes.map((node) => (node.path.length > 1 ? node.path.replace(/\/$/, '') : node.path)).sort()
}

function builtRoutes(): string[] {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || ['page-data', 'static', 'search-index', '~partytown'].includes(entry.name)) continue
      const full = path.join(dir, entry.name)
      if (fs.existsSync(path.join(full, 'index.html'))) routes.push(`/${path.relative(publicDir, full).split(path.sep).join('/')}`)
      walk(full)
    }
  }
  walk(publicDir)
  return ['/', ...routes, '/404.html'].sort()
}

let browser: Browser
beforeAll(async () => {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error('No production build in public/ to compare with: run `npx gatsby build` first (npm test does).')
  browser = await launch()
})
afterAll(() => browser?.close())

describe('every route under gatsby develop', () => {
  it('the development server has exactly the production build\'s pages', async () => {
    const develop = (await developRoutes()).filter((route) => !DEVELOP_ONLY.has(route))
    expect(develop).toEqual(builtRoutes())
  })

  it('renders each page as the build does, with no overlay, no base-URL banner and no crash', async () => {
    const routes = (await developRoutes()).filter((route) => !DEVELOP_ONLY.has(route))
    const page = await openTab(browser, '/')
    const failures: string[] = []
    for (const route of routes) {
      await page.goto(developUrl(route), { waitUntil: 'load' })
      let expected = builtView(route)
      if (expected.redirect) {
        // A page that only leads elsewhere (/docs): the tab must arrive there, showing what the build shows.
        await page.waitForURL(developUrl(expected.redirect), { timeout: 30_000 })
        expected = builtView(expected.redirect)
      }
      // Rendered once the page's own content is there (the shell arrives first under gatsby develop).
      await page.waitForFunction((h1) => document.querySelector('main h1')?.textContent?.trim() === h1, expected.h1, { timeout: 30_000 }).catch(() => undefined)
      const live = await liveView(page)
      if (live.h1 !== expected.h1) failures.push(`${route}: h1 "${live.h1}", built "${expected.h1}"`)
      if (live.main !== expected.main) failures.push(`${route}: main content differs from the build: ${firstDifference(live.main, expected.main)}`)
      if (live.sidebarLinks.join('|') !== expected.sidebarLinks.join('|')) failures.push(`${route}: sidebar differs from the build`)
      if (live.tocLinks.join('|') !== expected.tocLinks.join('|')) failures.push(`${route}: table of contents differs from the build`)
      if (await page.locator('#base-url-issue-banner').count()) failures.push(`${route}: base-URL banner`)
      if (await overlayText(page)) failures.push(`${route}: error overlay: ${(await overlayText(page)).slice(0, 200)}`)
      if ((await page.textContent('body'))?.includes('This page crashed.')) failures.push(`${route}: crashed`)
    }
    expect(failures).toEqual([])
    expect(routes.length).toBeGreaterThan(50)
  })

  it('search finds pages from the modal', async () => {
    const page = await openTab(browser, '/docs/getting-started')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.keyboard.press('Control+k')
    await page.locator('.DocSearch-Input').fill('sandbox credentials')
    await page.waitForSelector('.DocSearch-Hit a[data-href*="/docs/sandbox"]', { timeout: 30_000 })
    // Hits from the sections of several pages: this server sends the whole pages file for several byte ranges,
    // and the engine reads them from records shards (src/browser/search/engine.ts).
    await page.locator('.DocSearch-Input').fill('webhook signature retries')
    await page.waitForSelector('.DocSearch-Hit a[data-href*="/docs/webhooks/"] mark', { timeout: 30_000 })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
