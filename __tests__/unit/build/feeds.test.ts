import { parseFeed } from '@rowanmanning/feed-parser'
import { absolutizeLinks, atomFeed, postDate, rssItems, type FeedPost } from '../../../src/build/feeds'

const post = (n: number, date: string, extra: Partial<FeedPost> = {}): FeedPost => ({
  title: `Post ${n} <b>`,
  description: `Description ${n}`,
  date,
  route: `/changelog/post-${n}`,
  summaryHtml: `<p>Summary ${n}, see <a href="/docs/sandbox">the sandbox</a>.</p>`,
  html: `<h2 id="more"><a href="#more">#</a>More</h2><p>Full text ${n}.</p><img src="/img/a.png" alt="">`,
  tags: ['api', 'shipments'],
  authors: ['Maria Lund'],
  ...extra,
})

const site = { siteUrl: 'https://docs.kolli.example', title: 'Kolli Changelog', description: 'All changes.', language: 'en', copyright: '© Kolli ApS' }
const paths = { atom: '/changelog/atom.xml', rss: '/changelog/rss.xml', changelog: '/changelog' }

describe('feed helpers', () => {
  it('makes site-relative links absolute, leaving others alone', () => {
    expect(absolutizeLinks('<a href="/docs/x">x</a> <a href="//cdn.example/y">y</a> <a href="https://z.example/">z</a>', 'https://docs.kolli.example/', 'https://docs.kolli.example/changelog/p')).toBe(
      '<a href="https://docs.kolli.example/docs/x">x</a> <a href="//cdn.example/y">y</a> <a href="https://z.example/">z</a>',
    )
  })

  it('keeps the path prefix a site served under one already has in its links', () => {
    expect(absolutizeLinks('<a href="/kolli-docs/docs/x">x</a>', 'https://host.example/kolli-docs', 'https://host.example/kolli-docs/changelog/p')).toBe(
      '<a href="https://host.example/kolli-docs/docs/x">x</a>',
    )
  })

  it('makes a heading permalink absolute on the post’s own page, not the feed’s', () => {
    expect(absolutizeLinks('<h2 id="what-changed"><a href="#what-changed" class="anchor">#</a>What changed</h2>', 'https://docs.kolli.example', 'https://docs.kolli.example/changelog/p')).toBe(
      '<h2 id="what-changed"><a href="https://docs.kolli.example/changelog/p#what-changed" class="anchor">#</a>What changed</h2>',
    )
  })

  it('dates posts at noon UTC so the day never shifts', () => {
    expect(postDate('2025-03-04').toISOString()).toBe('2025-03-04T12:00:00.000Z')
  })

  it('serializes RSS items newest first, with summary, full content, categories and absolute links', () => {
    const items = rssItems([post(1, '2024-08-13'), post(2, '2025-07-08')], site.siteUrl)
    expect(items.map((item) => item.url)).toEqual(['https://docs.kolli.example/changelog/post-2', 'https://docs.kolli.example/changelog/post-1'])
    expect(items.map((item) => item.date.toISOString())).toEqual(['2025-07-08T12:00:00.000Z', '2024-08-13T12:00:00.000Z'])
    expect(items[0]).toMatchObject({
      title: 'Post 2 <b>',
      guid: 'https://docs.kolli.example/changelog/post-2',
      categories: ['api', 'shipments'],
      author: 'Maria Lund',
      description: '<p>Summary 2, see <a href="https://docs.kolli.example/docs/sandbox">the sandbox</a>.</p>',
    })
    expect(items[0].custom_elements).toEqual([
      { 'content:encoded': '<h2 id="more"><a href="https://docs.kolli.example/changelog/post-2#more">#</a>More</h2><p>Full text 2.</p><img src="https://docs.kolli.example/img/a.png" alt="">' },
    ])
  })
})

describe('the Atom feed', () => {
  const xml = atomFeed([post(1, '2024-08-13'), post(2, '2025-07-08')], site, paths)

  it('parses as a valid Atom feed with every entry, its date, link, id, summary, content and categories', () => {
    const feed = parseFeed(xml)
    expect(feed.meta.type).toBe('atom')
    expect(feed.title).toBe('Kolli Changelog')
    expect(feed.language).toBe('en')
    expect(feed.self).toBe('https://docs.kolli.example/changelog/atom.xml')
    expect(feed.items.map((item) => [item.id, item.url, item.published?.toISOString()])).toEqual([
      ['https://docs.kolli.example/changelog/post-2', 'https://docs.kolli.example/changelog/post-2', '2025-07-08T12:00:00.000Z'],
      ['https://docs.kolli.example/changelog/post-1', 'https://docs.kolli.example/changelog/post-1', '2024-08-13T12:00:00.000Z'],
    ])
    expect(feed.items[0].title).toBe('Post 2 <b>')
    expect(feed.items[0].description).toContain('https://docs.kolli.example/docs/sandbox')
    expect(feed.items[0].content).toContain('<p>Full text 2.</p>')
    expect(feed.items[0].categories.map((category) => category.term)).toEqual(['api', 'shipments'])
  })

  it('is updated as of the newest post (so it only changes when a post does)', () => {
    expect(parseFeed(xml).updated?.toISOString()).toBe('2025-07-08T12:00:00.000Z')
  })
})
