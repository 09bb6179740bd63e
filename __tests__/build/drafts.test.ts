/**
 * Drafts (`draft: true`) are left out of the production build entirely: no page, sidebar entry, feed item,
 * sitemap URL, search record or tag count. A link to one from a published page fails the build, naming both
 * files. (The development server shows them: __tests__/develop/bad-input.test.ts.)
 *
 * The same build has a tag with more posts than a list page holds (our own content has none yet): its
 * posts are paginated as the changelog list is.
 */
import fs from 'fs'
import path from 'path'
import { siteConfig } from '../../src/config/site'
import { build, buildSite, siteWith } from './fixture-site'

const DRAFT_DOC = '---\ntitle: Unreleased feature\ndescription: Not yet.\ndraft: true\n---\n\nUnreleased feature text.\n'
const DRAFT_POST =
  '---\ntitle: Unreleased announcement\ndescription: Soon.\ndraft: true\ntags: [api]\nauthors: [maria]\n---\n\nSoon.\n\n{/* truncate */}\n'

const withDrafts = (content: string) => {
  fs.writeFileSync(path.join(content, 'docs', 'unreleased.mdx'), DRAFT_DOC)
  fs.writeFileSync(path.join(content, 'changelog', '2025-03-01-unreleased-announcement.mdx'), DRAFT_POST)
}

const PER_PAGE = siteConfig.changelog.postsPerPage
/** Two full pages and one post: a first, a middle and a last page. */
const SHIPMENT_POSTS = 2 * PER_PAGE + 1
const shipmentSlug = (index: number) => `shipment-note-${String(index + 1).padStart(2, '0')}`

/** Posts tagged `shipments`, one a day in May 2024: the first is the oldest. */
const withLongTag = (content: string) => {
  fs.appendFileSync(path.join(content, 'changelog', 'tags.yml'), 'shipments:\n  label: Shipments\n')
  for (let index = 0; index < SHIPMENT_POSTS; index += 1) {
    fs.writeFileSync(
      path.join(content, 'changelog', `2024-05-${String(index + 1).padStart(2, '0')}-${shipmentSlug(index)}.mdx`),
      `---\ntitle: Shipment note ${index + 1}\ndescription: A note.\ntags: [shipments]\nauthors: [maria]\n---\n\nA note.\n\n{/* truncate */}\n`,
    )
  }
}

let site: string
let output: string
let status: number | null
const read = (file: string) => fs.readFileSync(path.join(site, 'public', file), 'utf8')

beforeAll(() => {
  site = siteWith((content) => {
    withDrafts(content)
    withLongTag(content)
  })
  ;({ status, output } = buildSite(site))
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

describe('a production build with drafts', () => {
  it('succeeds', () => {
    expect(output).not.toMatch(/broken link/)
    expect(status).toBe(0)
  })

  it('has no page for them', () => {
    expect(fs.existsSync(path.join(site, 'public', 'docs', 'unreleased'))).toBe(false)
    expect(fs.existsSync(path.join(site, 'public', 'changelog', 'unreleased-announcement'))).toBe(false)
  })

  it('lists them nowhere: sidebar, changelog, archive, tag page, feeds, sitemap, search', () => {
    const pages = ['docs/getting-started/index.html', 'changelog/index.html', 'changelog/archive/index.html', 'changelog/tags/api/index.html']
    for (const page of pages) {
      expect(read(page)).not.toContain('Unreleased')
    }
    for (const file of ['changelog/rss.xml', 'changelog/atom.xml', 'sitemap-0.xml']) expect(read(file)).not.toContain('nreleased')
    expect(fs.readFileSync(path.join(site, '.cache', 'search', 'docsearch-records.json'), 'utf8')).not.toContain('Unreleased')
  })

  it('does not count them on the tags index', () => {
    // The fixture's one published post has the tag; the draft would make it two.
    expect(read('changelog/tags/index.html').replace(/<!-- -->/g, '')).toContain('>API</a> (1)')
  })
})

describe('a tag with more posts than a list page holds', () => {
  const first = '/changelog/tags/shipments'
  const routes = [first, `${first}/page/2`, `${first}/page/3`]
  const html = (route: string) => read(`${route.slice(1)}/index.html`).replace(/<!-- -->/g, '')
  const postsOn = (route: string) => [...html(route).matchAll(/<article[^>]*>.*?<h2[^>]*><a[^>]*href="([^"]+)"/gs)].map((match) => match[1])

  it('builds its pages, with no broken link between them', () => {
    expect(output).not.toMatch(/broken link/)
    expect(status).toBe(0)
    for (const route of routes) expect(fs.existsSync(path.join(site, 'public', route.slice(1), 'index.html'))).toBe(true)
    expect(fs.existsSync(path.join(site, 'public', first.slice(1), 'page', '4'))).toBe(false)
  })

  it('lists at most a page of posts on each, and every post of the tag once, newest first', () => {
    for (const route of routes) expect(postsOn(route).length).toBeLessThanOrEqual(PER_PAGE)
    const newestFirst = Array.from({ length: SHIPMENT_POSTS }, (_, index) => `/changelog/${shipmentSlug(index)}`).reverse()
    expect(routes.flatMap(postsOn)).toEqual(newestFirst)
  })

  it("links its pages with the list's pager, newer before older", () => {
    // Each pager link as "href rel label"; React writes the attributes in no order we rely on.
    const pagerLinks = (route: string) =>
      [...html(route).matchAll(/<a\b([^>]*\brel="(?:prev|next)"[^>]*)>(.*?)<\/a>/gs)].map(([, attributes, text]) =>
        [/href="([^"]+)"/.exec(attributes)?.[1], /rel="(\w+)"/.exec(attributes)?.[1], /(Newer|Older) entries/.exec(text)?.[1]].join(' '),
      )
    expect(pagerLinks(routes[0])).toEqual([`${routes[1]} next Older`])
    expect(pagerLinks(routes[1])).toEqual([`${routes[0]} prev Newer`, `${routes[2]} next Older`])
    expect(pagerLinks(routes[2])).toEqual([`${routes[1]} prev Newer`])
  })

  it("says the page's number in its title and heading, the tag's count in its heading, and is its own canonical URL", () => {
    const page2 = html(routes[1])
    expect(page2).toMatch(new RegExp(`<title[^>]*>Posts tagged “Shipments” – page 2 \\| ${siteConfig.brand}</title>`))
    expect(page2).toMatch(new RegExp(`<h1>${SHIPMENT_POSTS} posts tagged with “Shipments” – page 2</h1>`))
    expect(html(first)).toMatch(new RegExp(`<h1>${SHIPMENT_POSTS} posts tagged with “Shipments”</h1>`))
    expect(page2).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}${routes[1]}"`)
  })

  it('is linked from the tags index by its first page, with its count', () => {
    expect(read('changelog/tags/index.html').replace(/<!-- -->/g, '')).toContain(`href="${first}">Shipments</a> (${SHIPMENT_POSTS})`)
  })

  it('has every page in the sitemap and none beyond; a one-page tag has only its first', () => {
    const sitemap = read('sitemap-0.xml')
    for (const route of routes) expect(sitemap).toContain(`${route}</loc>`)
    expect(sitemap).not.toContain(`${first}/page/4</loc>`)
    expect(sitemap).toContain('/changelog/tags/api</loc>')
    expect(sitemap).not.toContain('/changelog/tags/api/page/')
  })

  it('has no search records, as the list pages have none', () => {
    const records: { url: string }[] = JSON.parse(fs.readFileSync(path.join(site, '.cache', 'search', 'docsearch-records.json'), 'utf8'))
    expect(records.filter((record) => /\/changelog\/(tags|page)\//.test(record.url))).toEqual([])
  })
})

it('fails when a published page links to a draft, naming both files', () => {
  const { status, output } = build(
    siteWith((content) => {
      withDrafts(content)
      fs.writeFileSync(path.join(content, 'docs', 'teaser.mdx'), '---\ntitle: Teaser\ndescription: Links ahead.\n---\n\nSee [what is coming](/docs/unreleased).\n')
    }),
  )
  expect(status).not.toBe(0)
  expect(output).toContain('/docs/teaser (content/docs/teaser.mdx) links to /docs/unreleased, the draft content/docs/unreleased.mdx')
})
