/**
 * The built site's feeds, sitemap, robots.txt and OpenSearch description, fetched from the server and
 * parsed with a real feed parser.
 */
import { parseFeed } from '@rowanmanning/feed-parser'
import fs from 'fs'
import path from 'path'
import { baseUrl } from './browser'

const SITE_URL = 'https://docs.kolli.example'
const get = async (route: string) => {
  const response = await fetch(`${baseUrl()}${route}`)
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** The changelog as the content folder has it: route and date of every post, newest first. */
const posts = fs
  .readdirSync(path.join(__dirname, '../../content/changelog'))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const [, date, slug] = /^(\d{4}-\d{2}-\d{2})-(.+)\.mdx$/.exec(name)!
    return { url: `${SITE_URL}/changelog/${slug}`, date }
  })
  .sort((a, b) => b.date.localeCompare(a.date))

describe.each([
  ['RSS 2.0', '/changelog/rss.xml', 'rss'],
  ['Atom 1.0', '/changelog/atom.xml', 'atom'],
])('the %s feed', (_name, route, type) => {
  it('parses without problems and has every post with its link, date, summary, content and categories', async () => {
    const { status, text } = await get(route)
    expect(status).toBe(200)
    const feed = parseFeed(text)
    expect(feed.meta.type).toBe(type)
    expect(feed.language).toBe('en')
    expect(feed.self).toBe(`${SITE_URL}${route}`)
    expect(posts).toHaveLength(13)
    expect(feed.items.map((item) => [item.url, item.published?.toISOString().slice(0, 10)])).toEqual(posts.map((post) => [post.url, post.date]))
    for (const item of feed.items) {
      expect(item.id).toBe(item.url)
      expect(item.title).toBeTruthy()
      expect(item.description).toBeTruthy()
      expect(item.content!.length).toBeGreaterThan(item.description!.length)
      expect(item.categories.length).toBeGreaterThan(0)
      // Links inside the content work away from the site: absolute, heading permalinks included.
      const links = [...`${item.content}${item.description}`.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1])
      expect(links.filter((link) => !/^(https?:|mailto:)/.test(link))).toEqual([])
      expect(links.some((link) => link.startsWith(`${item.url}#`))).toBe(true)
    }
  })
})

describe('the sitemap and robots.txt', () => {
  it('lists every public page with an absolute URL and no trailing slash, and none of the noindex pages', async () => {
    const index = await get('/sitemap-index.xml')
    const sitemaps = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(sitemaps.length).toBeGreaterThan(0)
    const urls = (
      await Promise.all(sitemaps.map(async (sitemap) => (await get(new URL(sitemap).pathname)).text))
    ).flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    for (const url of urls) {
      expect(url.startsWith(`${SITE_URL}/`) || url === SITE_URL).toBe(true)
      expect(url.endsWith('/') && url !== `${SITE_URL}/`).toBe(false)
    }
    const paths = urls.map((url) => new URL(url).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/', '/docs/sandbox', '/api-reference', '/changelog', '/changelog/ioss-service']))
    for (const hidden of ['/search', '/404', '/404.html', '/docs']) expect(paths).not.toContain(hidden)
    // Every listed page exists.
    const statuses = await Promise.all(paths.map(async (route) => [route, (await fetch(`${baseUrl()}${route}`)).status]))
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
  })

  it('points robots.txt at the sitemap index', async () => {
    const { status, text } = await get('/robots.txt')
    expect(status).toBe(200)
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
  })
})

describe('OpenSearch and the head links', () => {
  it('describes the site search and every page links it and both feeds', async () => {
    const description = await get('/opensearch.xml')
    expect(description.text).toContain(`template="${SITE_URL}/search?q={searchTerms}"`)
    const page = (await get('/docs/sandbox')).text
    expect(page).toContain('<link rel="alternate" type="application/rss+xml" title="Kolli Changelog (RSS)" href="/changelog/rss.xml"/>')
    expect(page).toContain('<link rel="alternate" type="application/atom+xml" title="Kolli Changelog (Atom)" href="/changelog/atom.xml"/>')
    expect(page).toContain('<link rel="search" type="application/opensearchdescription+xml" title="Kolli docs" href="/opensearch.xml"/>')
  })
})
