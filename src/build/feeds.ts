/**
 * The changelog's feeds: RSS 2.0 (gatsby-plugin-feed serializes these items) and Atom 1.0 (the `feed`
 * package). Both carry every post with its summary, full HTML content, date and tags; links in the HTML
 * are made absolute, because feed readers show it away from the site.
 */
import { Feed } from 'feed'

export interface FeedPost {
  title: string
  description: string | null
  /** YYYY-MM-DD from the file name. */
  date: string
  route: string
  summaryHtml: string | null
  html: string
  tags: string[]
  authors: string[]
}

export interface FeedSite {
  siteUrl: string
  title: string
  description: string
  language: string
  copyright: string
}

/**
 * href="/docs/x" and src="/img.png" → absolute on the site, and href="#what-changed" (a heading's permalink)
 * → absolute on the post's own page: a feed reader resolves links against the feed, not the post. Root-relative
 * links already carry the site's path prefix (gatsby-plugin-mdx adds it), so they take only its origin.
 */
export const absolutizeLinks = (html: string, siteUrl: string, pageUrl: string) =>
  html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${new URL(siteUrl).origin}/`).replace(/\bhref="#/g, `href="${pageUrl}#`)

export const postUrl = (siteUrl: string, route: string) => `${siteUrl.replace(/\/$/, '')}${route}`

/** Noon UTC, so the day is the same in every time zone's reading of the date. */
export const postDate = (date: string) => new Date(`${date}T12:00:00Z`)

const newestFirst = (posts: FeedPost[]) => [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route))

/** Items for gatsby-plugin-feed (the `rss` package): it writes RFC 822 dates and the `content:encoded` element. */
export function rssItems(posts: FeedPost[], siteUrl: string) {
  return newestFirst(posts).map((post) => ({
    title: post.title,
    description: absolutizeLinks(post.summaryHtml ?? post.description ?? '', siteUrl, postUrl(siteUrl, post.route)),
    url: postUrl(siteUrl, post.route),
    guid: postUrl(siteUrl, post.route),
    date: postDate(post.date),
    categories: post.tags,
    author: post.authors.join(', ') || undefined,
    custom_elements: [{ 'content:encoded': absolutizeLinks(post.html, siteUrl, postUrl(siteUrl, post.route)) }],
  }))
}

export function atomFeed(posts: FeedPost[], site: FeedSite, paths: { atom: string; rss: string; changelog: string }): string {
  const sorted = newestFirst(posts)
  const feed = new Feed({
    id: postUrl(site.siteUrl, paths.changelog),
    link: postUrl(site.siteUrl, paths.changelog),
    title: site.title,
    description: site.description,
    language: site.language,
    copyright: site.copyright,
    updated: sorted[0] ? postDate(sorted[0].date) : new Date(0),
    feedLinks: { atom: postUrl(site.siteUrl, paths.atom), rss: postUrl(site.siteUrl, paths.rss) },
    generator: 'Kolli docs',
  })
  for (const post of sorted) {
    feed.addItem({
      id: postUrl(site.siteUrl, post.route),
      link: postUrl(site.siteUrl, post.route),
      title: post.title,
      date: postDate(post.date),
      published: postDate(post.date),
      description: absolutizeLinks(post.summaryHtml ?? post.description ?? '', site.siteUrl, postUrl(site.siteUrl, post.route)),
      content: absolutizeLinks(post.html, site.siteUrl, postUrl(site.siteUrl, post.route)),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      author: post.authors.map((name) => ({ name })),
    })
  }
  // Atom states the language on the root element; the feed package has no option for it.
  return feed.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${site.language}">`)
}

/** The GraphQL shape both feeds query (see FEED_POSTS_QUERY). */
export interface FeedPostNode {
  html: string
  summaryHtml: string | null
  fields: { route: string; date: string }
  frontmatter: { title: string; description: string | null; tags: string[] | null }
  postAuthors: { name: string }[]
}

export const FEED_POSTS_QUERY = `
  {
    allMdx(filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } } }, sort: { fields: { date: DESC } }) {
      nodes {
        html
        summaryHtml
        fields { route date(formatString: "YYYY-MM-DD") }
        frontmatter { title description tags }
        postAuthors { name }
      }
    }
  }
`

export const feedPost = (node: FeedPostNode): FeedPost => ({
  title: node.frontmatter.title,
  description: node.frontmatter.description,
  date: node.fields.date,
  route: node.fields.route,
  summaryHtml: node.summaryHtml,
  html: node.html,
  tags: node.frontmatter.tags ?? [],
  authors: node.postAuthors.map((author) => author.name),
})
