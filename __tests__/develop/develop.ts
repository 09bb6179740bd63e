/**
 * Helpers for the writers' loop tests: the development server started by __tests__/support/develop-server.js,
 * its copy of the site (which the tests edit), open tabs, the overlay and the server's log.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { launch } from '../e2e/browser'

export const developUrl = (route = '/') => `${process.env.DEVELOP_BASE_URL}${route}`
export const sitePath = (relative: string) => path.join(process.env.DEVELOP_SITE!, relative)
export const serverLog = () => fs.readFileSync(process.env.DEVELOP_LOG!, 'utf8')

/** How long the tests wait for an edit to reach a tab: generous, because timings are the benchmark's job. */
export const EDIT_TIMEOUT_MS = 30_000

export { launch }

/** The server still answers, and its process is alive. */
export async function serverIsUp(): Promise<boolean> {
  try {
    process.kill(Number(process.env.DEVELOP_PID), 0)
    return (await fetchPageData('/')).ok
  } catch {
    return false
  }
}

/** The undos of the edits the running test made (null between tests: a beforeAll's edit is its own to undo). */
let testEdits: (() => void)[] | null = null

// A test that fails before it undoes its edit must not leave it for the next test, or for its own retry
// (develop-retry.js), which would find the file already changed: what it left is put back after it, newest first.
beforeEach(() => {
  testEdits = []
})
afterEach(() => {
  const left = testEdits ?? []
  testEdits = null
  for (const undo of left.reverse()) undo()
})

/**
 * Writes a content file of the server's copy (as an editor saves: the whole file at once) and returns how
 * to put the original back. A missing file is created; `undo` then deletes it. An edit a test made and left
 * in place is undone when the test ends.
 */
export function writeSiteFile(relative: string, change: (source: string) => string): () => void {
  const file = sitePath(relative)
  const original = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
  const changed = change(original ?? '')
  if (original !== null && changed === original) throw new Error(`The edit does not change ${relative}`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, changed)
  let undone = false
  const undo = () => {
    if (undone) return
    undone = true
    if (original === null) fs.rmSync(file, { force: true })
    else fs.writeFileSync(file, original)
  }
  testEdits?.push(undo)
  return undo
}

/** Replaces `find` (which must occur) in a file of the server's copy. */
export function replaceInSiteFile(relative: string, find: string | RegExp, replacement: string): () => void {
  return writeSiteFile(relative, (source) => {
    if (!(typeof find === 'string' ? source.includes(find) : find.test(source))) throw new Error(`${String(find)} is not in ${relative}`)
    return source.replace(find, replacement)
  })
}

const hydrated = () => {
  const toggle = document.querySelector('[data-color-mode-toggle]')
  return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactFiber$'))
}

/**
 * Resolves when the tab's live connection to the development server is up: the socket.io answer to the
 * client's connect request ("40…") on its WebSocket. The server sends page data only to connected tabs, so an
 * edit saved before that moment never reaches the tab (seen when the machine was busy and the connection
 * took seconds).
 */
function liveConnection(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) resolve()
      })
    })
  })
}

/**
 * A tab on the route, hydrated, connected to the server's live updates, and marked so that a reload (which
 * would drop the mark) can be detected. The route's page data is asked for first: a tab opened while the
 * server still works on the previous test's undo could otherwise show the not-found page, or miss its first
 * page data; it gets one more load (before the mark, so tests still see any reload that happens after).
 */
export async function openTab(browser: Browser, route: string): Promise<Page> {
  await waitForPageDataOf(route)
  const context = await browser.newContext()
  const page = await context.newPage()
  for (let attempt = 1; ; attempt++) {
    const connected = liveConnection(page)
    await page.goto(developUrl(route), { waitUntil: 'load' })
    try {
      await page.waitForFunction(hydrated, null, { timeout: 15_000 })
      await withTimeout(connected, 15_000, 'the tab never connected to the server’s live updates')
      break
    } catch (error) {
      if (attempt === 2) {
        const shows = (await page.locator('body').innerText().catch(() => '')).slice(0, 500)
        throw new Error(`${route} never hydrated and connected. The tab shows:\n${shows}\nThe server's log ends:\n${serverLog().slice(-2000)}`, { cause: error })
      }
    }
  }
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  return page
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Whether the tab is still the document openTab loaded: no reload, no full navigation. */
export const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/** The text of Gatsby's error overlay (it lives in a shadow root), or '' when none shows. */
export const overlayText = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('gatsby-fast-refresh')?.shadowRoot
    if (!root) return ''
    return Array.from(root.children)
      .filter((element) => element.tagName !== 'STYLE')
      .map((element) => (element as HTMLElement).innerText)
      .join('\n')
  })

/** Waits until `selector`'s text contains `text` (or, with `absent`, no longer does). */
export async function waitForText(page: Page, selector: string, text: string, { absent = false } = {}) {
  try {
    await page.waitForFunction(
      ([css, expected, gone]) => {
        const found = Array.from(document.querySelectorAll(css)).some((element) => (element.textContent ?? '').includes(expected as string))
        return gone ? !found : found
      },
      [selector, text, absent] as const,
      { timeout: EDIT_TIMEOUT_MS },
    )
  } catch (error) {
    const shows = await page.evaluate((css) => document.querySelector(css)?.textContent?.slice(0, 400) ?? '(nothing)', selector).catch(() => '?')
    throw new Error(
      `${selector} ${absent ? 'still contains' : 'never contained'} ${JSON.stringify(text)} at ${page.url()}. It shows: ${shows}\n` +
        `The server's page data for it now: ${await servedPageData(new URL(page.url()).pathname)}\n` +
        `Overlay: ${(await overlayText(page).catch(() => '')).slice(0, 300)}\nThe server's log ends:\n${serverLog().slice(-1500)}`,
      { cause: error },
    )
  }
}

export async function waitForOverlay(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => {
      const root = document.querySelector('gatsby-fast-refresh')?.shadowRoot
      return Boolean(root && Array.from(root.children).some((element) => (element as HTMLElement).innerText?.includes(expected)))
    },
    text,
    { timeout: EDIT_TIMEOUT_MS },
  )
}

export async function waitForNoOverlay(page: Page) {
  try {
    await page.waitForFunction(() => !document.querySelector('gatsby-fast-refresh')?.shadowRoot?.querySelector('[data-gatsby-overlay]'), null, {
      timeout: EDIT_TIMEOUT_MS,
    })
  } catch (error) {
    // Which problem the server still holds open, and what it did since, say where the fix got lost.
    throw new Error(
      `The overlay never closed at ${page.url()}. It shows: ${(await overlayText(page).catch(() => '?')).slice(0, 300)}\n` +
        `The server's log ends:\n${serverLog().slice(-3000)}`,
      { cause: error },
    )
  }
}

/** Waits until the server's log has a line matching `pattern` after `offset` (its length before the edit). */
export async function waitForLog(pattern: RegExp, offset: number): Promise<string> {
  const started = Date.now()
  while (Date.now() - started < EDIT_TIMEOUT_MS) {
    const fresh = serverLog().slice(offset).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    const line = fresh.split('\n').find((candidate) => pattern.test(candidate))
    if (line) return line
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No log line matching ${pattern} within ${EDIT_TIMEOUT_MS / 1000} s:\n${serverLog().slice(offset).slice(-3000)}`)
}

/** The server's answer for a route's page data: its status and body, or the network error's message. */
async function fetchPageData(route: string): Promise<{ ok: boolean; body: string; summary: string }> {
  const file = route === '/' ? 'index' : route.replace(/^\//, '')
  const response = await fetch(developUrl(`/page-data/${file}/page-data.json`)).catch((error: Error) => error)
  if (response instanceof Error) return { ok: false, body: '', summary: response.message }
  const body = await response.text()
  return { ok: response.ok, body, summary: `${response.status}: ${body.slice(0, 300)}` }
}

/** The start of what the server answers for a route's page data: whether a tab that shows something else is behind it. */
const servedPageData = async (route: string) => (await fetchPageData(route)).summary

/** Waits until the server answers the page data of `route` (it exists, and any pending write is done). */
const waitForPageDataOf = (route: string) => waitForPageData(route, '"componentChunkName"')

/** Waits until the server has finished with the last edit: its page data for `route` contains `text`. */
export async function waitForPageData(route: string, text: string) {
  const started = Date.now()
  let last = 'no answer'
  while (Date.now() - started < EDIT_TIMEOUT_MS) {
    const answer = await fetchPageData(route)
    if (answer.ok && answer.body.includes(text)) return
    last = answer.summary
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  // What the server last answered and logged say whether it was busy, stuck or serving another version.
  throw new Error(`The page data of ${route} never contained ${JSON.stringify(text)}. Last answer: ${last}\nThe server's log ends:\n${serverLog().slice(-2000)}`)
}

/**
 * For a test file: one browser, a tab per test (`open`), closed after the test, and the server checked to
 * be still up after each test.
 */
export function tabPerTest() {
  let browser: Browser
  let current: Page | undefined
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(() => browser?.close())
  afterEach(async () => {
    await current?.context().close()
    current = undefined
    expect(await serverIsUp()).toBe(true)
  })
  return {
    open: async (route: string) => (current = await openTab(browser, route)),
  }
}

/**
 * For a test file that must not inherit the shared server's history: a `gatsby develop` of its own, on a
 * fresh copy of the site, for the file's tests (the helpers above follow it), stopped after them.
 */
export function ownServer() {
  const shared = { DEVELOP_BASE_URL: '', DEVELOP_SITE: '', DEVELOP_LOG: '', DEVELOP_PID: '' }
  let stop: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    const { siteCopy, startDevelop } = await import('../../scripts/lib/develop-server.mjs')
    const site = siteCopy('develop-tests-own')
    const server = await startDevelop(site, { timeoutMs: 240_000 })
    for (const name of Object.keys(shared) as (keyof typeof shared)[]) shared[name] = process.env[name] ?? ''
    Object.assign(process.env, { DEVELOP_BASE_URL: server.baseUrl, DEVELOP_SITE: site, DEVELOP_LOG: server.log, DEVELOP_PID: String(server.child.pid) })
    stop = async () => {
      await server.stop()
      Object.assign(process.env, shared)
      fs.rmSync(site, { recursive: true, force: true })
    }
  }, 300_000)
  afterAll(() => stop(), 30_000)
}
