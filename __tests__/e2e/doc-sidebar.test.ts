/**
 * The docs sidebar follows the editors' order (sidebar_position, _category_.yml position) at every level,
 * prev/next lead through the docs in that order, and a category the reader collapsed stays collapsed
 * across client-side navigation while the current page's own category always opens.
 */
import type { Browser, Page } from 'playwright-core'
import { baseUrl, goto, launch, openPage } from './browser'
import { docsTree, type ContentEntry } from './content-index'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

interface RenderedEntry {
  label: string
  href: string | null
  children: RenderedEntry[] | null
}

/** The rendered sidebar as a tree of labels and links (every category is open on a small docs tree). */
const renderedTree = (page: Page) =>
  page.evaluate(() => {
    const read = (list: Element): RenderedEntry[] =>
      [...list.children].map((item) => {
        const row = item.querySelector(':scope > div')
        const link = (row ?? item).querySelector('a')
        const label = (row ? (row.querySelector('a, button')?.textContent ?? '') : (link?.textContent ?? '')).trim()
        const nested = item.querySelector(':scope > ul')
        return { label, href: link?.getAttribute('href') ?? null, children: nested ? read(nested) : row ? [] : null }
      })
    return read(document.querySelector('.theme-doc-sidebar nav > ul')!)
  })

/** Every level of the rendered tree is in ascending editor position; unpositioned entries come last. */
function outOfOrder(rendered: RenderedEntry[], content: ContentEntry[], trail = ''): string[] {
  const positions = rendered.map((entry) => content.find((candidate) => candidate.label === entry.label)?.position ?? Number.POSITIVE_INFINITY)
  const problems = positions.flatMap((position, index) =>
    index > 0 && position < positions[index - 1] ? [`${trail}/${rendered[index].label} (${position}) after ${rendered[index - 1].label} (${positions[index - 1]})`] : [],
  )
  for (const entry of rendered) {
    const source = content.find((candidate) => candidate.label === entry.label)
    if (entry.children && source?.children) problems.push(...outOfOrder(entry.children, source.children, `${trail}/${entry.label}`))
  }
  return problems
}

const flatten = (entries: RenderedEntry[]): string[] => entries.flatMap((entry) => [...(entry.href ? [entry.href] : []), ...flatten(entry.children ?? [])])

describe('order', () => {
  it('follows sidebar_position and category positions at every level, starting with the lowest', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/sandbox')
    const rendered = await renderedTree(page)
    const content = docsTree()
    expect(rendered.map((entry) => entry.label).sort()).toEqual(content.map((entry) => entry.label).sort())
    expect(outOfOrder(rendered, content)).toEqual([])
    const lowest = [...content].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))[0]
    expect(rendered[0].label).toBe(lowest.label)
    await context.close()
  })

  it('has prev/next links that lead through the docs in sidebar order', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/sandbox')
    const order = flatten(await renderedTree(page))
    expect(order.length).toBeGreaterThan(10)
    const pagers = await Promise.all(
      order.map(async (href) => {
        const html = await (await fetch(`${baseUrl()}${href}`)).text()
        const link = (rel: string) => new RegExp(`<a[^>]*href="([^"]+)"[^>]*rel="${rel}"|<a[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(html)
        const pick = (match: RegExpExecArray | null) => (match ? (match[1] ?? match[2]) : null)
        return { href, previous: pick(link('prev')), next: pick(link('next')) }
      }),
    )
    const expected = order.map((href, index) => ({ href, previous: order[index - 1] ?? null, next: order[index + 1] ?? null }))
    expect(pagers).toEqual(expected)
    await context.close()
  })
})

describe('collapsed categories', () => {
  it('stay collapsed across client-side navigation; the current page’s category always opens', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/api/auth')
    const sidebar = page.locator('.theme-doc-sidebar')
    const webhooks = sidebar.getByRole('button', { name: "Collapse sidebar category 'Webhooks'" })
    await webhooks.click()
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Webhooks'" }).waitFor()

    await sidebar.getByRole('link', { name: 'Sandbox', exact: true }).click()
    await page.waitForURL('**/docs/sandbox')
    await page.locator('h1', { hasText: 'Sandbox' }).waitFor()
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Webhooks'" }).count()).resolves.toBe(1)

    // Its own page (the category index) opens it, collapsed or not.
    const categoryLink = sidebar.getByRole('link', { name: 'Webhooks', exact: true })
    const target = (await categoryLink.getAttribute('href'))!
    await categoryLink.click()
    await page.waitForURL(`**${target}`)
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Webhooks'" }).waitFor()
    await expect(sidebar.locator(`a[href="${target}"]`).getAttribute('aria-current')).resolves.toBe('page')
    await context.close()
  })
})
