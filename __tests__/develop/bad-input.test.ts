/**
 * Bad input while writing: each broken file is reported in the terminal and in the browser's overlay with
 * its file, line and column and the parser's message; the last good page stays readable behind it; fixing
 * the file clears the message and the page follows, without a restart; the server never goes down.
 * Also: a link to a missing route is a warning, and a draft shows with its badge.
 */
import type { Page } from 'playwright-core'
import {
  EDIT_TIMEOUT_MS,
  notReloaded,
  overlayText,
  replaceInSiteFile,
  serverLog,
  ownServer,
  tabPerTest,
  waitForLog,
  waitForNoOverlay,
  waitForOverlay,
  waitForPageData,
  waitForText,
  writeSiteFile,
} from './develop'

// The suites before this one leave the shared server's state worn (pages edited, created, renamed, removed);
// bad input is checked on a server of its own, so each report and recovery depends on this file alone.
ownServer()
const tabs = tabPerTest()
let page: Page

const SANDBOX = 'content/docs/sandbox.mdx'
const GOOD_SANDBOX_TEXT = 'The sandbox is a complete, separate copy of Kolli'

interface Breakage {
  route: string
  file: string
  find: string | RegExp
  replacement: string
  /** What the overlay and the terminal say: message with file, line and column. */
  message: RegExp
  /** Text of the last good page that must stay on screen. */
  stays: string
}

const cases: Record<string, Breakage> = {
  'MDX that does not compile': {
    route: '/docs/sandbox',
    file: SANDBOX,
    find: 'The sandbox is a complete',
    replacement: 'The <b>sandbox is a complete',
    message: /Could not render content\/docs\/sandbox\.mdx:7:\d+: Expected a closing tag for `<b>` \(7:5-7:8\)/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'a component nobody defines': {
    route: '/docs/sandbox',
    file: SANDBOX,
    find: 'The sandbox is a complete',
    replacement: '<NoSuchComponent />\n\nThe sandbox is a complete',
    message: /Could not render content\/docs\/sandbox\.mdx: .*NoSuchComponent/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'a request sample of an operation the OpenAPI document does not have': {
    route: '/docs/sandbox',
    file: SANDBOX,
    find: 'The sandbox is a complete',
    replacement: 'Try it:\n\n<RequestSample operation="getShipmnt" />\n\nThe sandbox is a complete',
    message: /Could not render content\/docs\/sandbox\.mdx:9:\d+: <RequestSample operation="getShipmnt">: no such operation in the OpenAPI document; did you mean "getShipment"\?/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'frontmatter without a title': {
    route: '/docs/sandbox',
    file: SANDBOX,
    find: 'title: Sandbox\n',
    replacement: '',
    message: /Invalid frontmatter in content\/docs\/sandbox\.mdx:1:1: frontmatter has no "title"/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'a frontmatter field of the wrong type': {
    route: '/docs/sandbox',
    file: SANDBOX,
    find: 'sidebar_position: 2',
    replacement: 'sidebar_position: second',
    message: /Invalid frontmatter in content\/docs\/sandbox\.mdx:4:1: "sidebar_position" must be a number/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'frontmatter YAML that does not parse': {
    route: '/docs/sandbox',
    file: SANDBOX,
    find: 'title: Sandbox',
    replacement: 'title: [Sandbox',
    message: /Invalid frontmatter YAML in content\/docs\/sandbox\.mdx:\d+:\d+: .*flow/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'tags.yml that does not parse': {
    route: '/changelog/tags/ups',
    file: 'content/changelog/tags.yml',
    find: 'label: UPS',
    replacement: 'label: [UPS',
    message: /Invalid YAML in content\/changelog\/tags\.yml:\d+:\d+: /,
    stays: 'Updates to the UPS integration',
  },
  'a _category_.yml without a label': {
    route: '/docs/category/webhooks',
    file: 'content/docs/webhooks/_category_.yml',
    find: /^label: .*$/m,
    replacement: 'title: Webhooks',
    message: /Invalid YAML in content\/docs\/webhooks\/_category_\.yml: "label" is required/,
    stays: 'Webhooks',
  },
  'a search synonyms entry without its "to"': {
    route: '/docs/sandbox',
    file: 'content/search/synonyms.yml',
    find: /^synonyms:\n/m,
    replacement: 'synonyms:\n  - { from: quokka }\n',
    message: /Invalid YAML in content\/search\/synonyms\.yml:10:5: entry 1: a one-way entry needs "from" and "to"/,
    stays: GOOD_SANDBOX_TEXT,
  },
  'an OpenAPI document that fails validation': {
    route: '/api-reference',
    file: 'content/api/openapi.yaml',
    find: /in: query/,
    replacement: 'in: body',
    message: /Invalid OpenAPI document content\/api\/openapi\.yaml:365:\d+: /,
    stays: 'Create a shipment',
  },
}

describe('a broken file while writing', () => {
  it.each(Object.entries(cases))('%s: reported with its place, last good page kept, fixed without a restart', async (_name, breakage) => {
    page = await tabs.open(breakage.route)
    await waitForText(page, 'main', breakage.stays)
    const logOffset = serverLog().length
    const undo = replaceInSiteFile(breakage.file, breakage.find, breakage.replacement)
    try {
      expect(await waitForLog(breakage.message, logOffset)).toMatch(breakage.message)
      await page.waitForFunction(
        (source) => {
          const root = document.querySelector('gatsby-fast-refresh')?.shadowRoot
          return Boolean(root && new RegExp(source).test(Array.from(root.children).map((element) => (element as HTMLElement).innerText ?? '').join('\n')))
        },
        breakage.message.source,
        { timeout: EDIT_TIMEOUT_MS },
      )
      expect(await page.locator('main').innerText()).toContain(breakage.stays)
      expect(await page.locator('body').innerText()).not.toContain('This page crashed.')
    } finally {
      undo()
    }
    await waitForNoOverlay(page)
    await waitForText(page, 'main', breakage.stays)
    expect(await notReloaded(page)).toBe(true)
  })

  it('a post whose file name has no valid date is reported; renaming it right makes its page', async () => {
    page = await tabs.open('/changelog')
    const logOffset = serverLog().length
    const undoBad = writeSiteFile('content/changelog/2025-02-30-carrier-news.mdx', () => '---\ntitle: Carrier news\n---\n\nNews.\n\n{/* truncate */}\n')
    let undoGood = () => undefined as void
    try {
      const message = /Invalid changelog post content\/changelog\/2025-02-30-carrier-news\.mdx: .*unparseable date 2025-02-30/
      await waitForLog(message, logOffset)
      await waitForOverlay(page, 'Invalid changelog post content/changelog/2025-02-30-carrier-news.mdx')
      undoGood = writeSiteFile('content/changelog/2025-02-28-carrier-news.mdx', () => '---\ntitle: Carrier news\n---\n\nNews.\n\n{/* truncate */}\n')
      undoBad()
      await waitForNoOverlay(page)
      await waitForText(page, 'main', 'Carrier news')
    } finally {
      undoBad()
      undoGood()
    }
    await waitForText(page, 'main', 'Carrier news', { absent: true })
  })

  it('a link to a missing route is a warning that names page, file and link; the page still renders', async () => {
    page = await tabs.open('/docs/sandbox')
    const logOffset = serverLog().length
    const undo = replaceInSiteFile(SANDBOX, 'The sandbox is a complete', 'See [the old page](/docs/no-such-page). The sandbox is a complete')
    try {
      const warning = await waitForLog(/Broken link/, logOffset)
      expect(warning).toContain('/docs/sandbox (content/docs/sandbox.mdx) links to /docs/no-such-page')
      await waitForText(page, 'main', 'See the old page.')
      expect(await overlayText(page)).toBe('')
    } finally {
      undo()
    }
    await waitForText(page, 'main', 'See the old page.', { absent: true })
  })
})

describe('drafts under gatsby develop', () => {
  it('show with a Draft badge, in the sidebar and in the changelog', async () => {
    const undoDoc = writeSiteFile('content/docs/upcoming-feature.mdx', () => '---\ntitle: Upcoming feature\ndraft: true\n---\n\nNot yet.\n')
    const undoPost = writeSiteFile('content/changelog/2025-07-20-upcoming-release.mdx', () => '---\ntitle: Upcoming release\ndraft: true\ntags: [api]\n---\n\nSoon.\n\n{/* truncate */}\n')
    try {
      await waitForPageData('/docs/upcoming-feature', 'Not yet.')
      page = await tabs.open('/docs/upcoming-feature')
      await waitForText(page, 'main .theme-draft-badge', 'Draft')
      await waitForText(page, '.theme-doc-sidebar', 'Upcoming feature')
      await page.goto(page.url().replace('/docs/upcoming-feature', '/changelog'))
      await waitForText(page, 'main article', 'Upcoming release')
      expect(await page.locator('main article', { hasText: 'Upcoming release' }).locator('.theme-draft-badge').count()).toBe(1)
    } finally {
      undoDoc()
      undoPost()
    }
    await waitForText(page, 'main', 'Upcoming release', { absent: true })
  })
})
