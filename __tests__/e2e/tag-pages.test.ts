/**
 * A tag's posts are paginated as the changelog list is. The reader pages through the tag with the most
 * posts in our content with its pager; the sitemap lists every page of every tag. What to expect is read
 * from the content files, so the test follows the content as it grows.
 */
import type { Browser } from 'playwright-core'
import { siteConfig } from '../../src/config/site'
import { goto, launch, openPage } from './browser'
import { postPages, tagLabels } from './content-index'
import { sitemapRoutes } from './page-audit'

const PER_PAGE = siteConfig.changelog.postsPerPage
const posts = postPages()
const labels = tagLabels()

/** Newest first; posts of one day by slug, as the site orders them. */
const postsTagged = (tag: string) =>
  posts
    .filter((post) => post.tags.includes(tag))
    .sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route))
    .map((post) => post.route)

/** A tag's pages: its route, then /page/2 … as many as its posts fill (a tag without posts has one). */
const tagPageRoutes = (tag: string) =>
  Array.from({ length: Math.max(1, Math.ceil(postsTagged(tag).length / PER_PAGE)) }, (_, index) =>
    index === 0 ? `/changelog/tags/${tag}` : `/changelog/tags/${tag}/page/${index + 1}`,
  )

// Every declared tag has a page; so has a tag a post uses without declaring it.
const allTags = [...new Set([...Object.keys(labels), ...posts.flatMap((post) => post.tags)])]
const busiest = allTags.reduce((best, tag) => (postsTagged(tag).length > postsTagged(best).length ? tag : best))

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe(`the pages of the tag with the most posts ("${busiest}")`, () => {
  it('list at most a page of posts each and, followed by the pager to the last, every post of the tag once, newest first', async () => {
    const { context, page, errors } = await openPage(browser)
    const expected = postsTagged(busiest)
    const heading = `${expected.length} post${expected.length === 1 ? '' : 's'} tagged with “${labels[busiest] ?? busiest}”`
    const visited: string[] = []
    const listed: string[] = []
    await goto(page, tagPageRoutes(busiest)[0])
    for (;;) {
      visited.push(new URL(page.url()).pathname)
      await expect(page.locator('h1').first().textContent()).resolves.toContain(heading)
      const onPage = await page.locator('main article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(onPage.length).toBeLessThanOrEqual(PER_PAGE)
      listed.push(...(onPage as string[]))
      const older = page.getByRole('link', { name: /Older entries/ })
      if ((await older.count()) === 0) break
      const next = visited.length + 1
      await older.click()
      await page.waitForURL(`**/changelog/tags/${busiest}/page/${next}`)
      // The URL changes before the new page renders: wait for its heading.
      await page.locator('h1', { hasText: `page ${next}` }).waitFor({ state: 'attached' })
    }
    expect(visited).toEqual(tagPageRoutes(busiest))
    expect(listed).toEqual(expected)
    expect(errors).toEqual([])
    await context.close()
  })
})

it('lists every page of every tag in the sitemap, and no tag page that does not exist', async () => {
  const inSitemap = (await sitemapRoutes()).filter((route) => route.startsWith('/changelog/tags/'))
  expect(inSitemap.sort()).toEqual(allTags.flatMap(tagPageRoutes).sort())
  // Page 2 of the busiest tag is there exactly when its posts fill more than a page.
  expect(inSitemap.includes(`/changelog/tags/${busiest}/page/2`)).toBe(postsTagged(busiest).length > PER_PAGE)
})
