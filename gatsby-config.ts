import type { GatsbyConfig } from 'gatsby'
import fs from 'fs'
import path from 'path'
import remarkGfm from 'remark-gfm'
import { siteConfig } from './src/config/site'
import { FEED_POSTS_QUERY, feedPost, rssItems, type FeedPostNode } from './src/build/feeds'
import { searchIndexMiddleware } from './src/build/develop/search-on-demand'
import { mdxPluginOptions } from './src/build/mdx-options'

// gatsby develop shows the site's own not-found page, as the production build does, rather than Gatsby's
// list of pages (its variable's name says the opposite of what it does; Gatsby passes GATSBY_* variables
// to the browser bundle).
process.env.GATSBY_DISABLE_CUSTOM_404 ??= 'true'

/** Content can be swapped for a synthetic corpus (benchmarks) without touching the site. */
const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(__dirname, 'content'))

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.siteUrl,
  },
  trailingSlash: 'never',
  // Served under a path (PATH_PREFIX=/kolli-docs, with `npm run build`, which then prefixes paths).
  pathPrefix: siteConfig.pathPrefix || undefined,
  // gatsby develop builds the search index when someone searches (see search-on-demand.ts).
  developMiddleware: (app: { use: (path: string, handler: typeof searchIndexMiddleware) => void }) => {
    // The manifest and its version folders are made fresh before they are served (see search-on-demand.ts).
    app.use('/search-index.json', searchIndexMiddleware)
    app.use('/search-index', searchIndexMiddleware)
  },
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // One source per content section, named by its id (the `kind` of its pages).
    ...siteConfig.sections.map((section) => ({
      resolve: 'gatsby-source-filesystem',
      options: { name: section.id, path: path.join(contentDir, section.folder) },
    })),
    { resolve: 'gatsby-source-filesystem', options: { name: 'changelog', path: path.join(contentDir, 'changelog') } },
    // The API reference source and the search synonyms are optional: a synthetic corpus may have neither.
    ...['api', 'search']
      .filter((folder) => fs.existsSync(path.join(contentDir, folder)))
      .map((folder) => ({ resolve: 'gatsby-source-filesystem', options: { name: folder, path: path.join(contentDir, folder) } })),
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions(remarkGfm) },
    {
      // RSS 2.0 of every changelog post; it also adds the feed's <link rel="alternate"> to every page.
      resolve: 'gatsby-plugin-feed',
      options: {
        query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
        feeds: [
          {
            query: FEED_POSTS_QUERY,
            serialize: ({ query }: { query: { allMdx: { nodes: FeedPostNode[] } } }) =>
              rssItems(query.allMdx.nodes.map(feedPost), siteConfig.siteUrl),
            output: siteConfig.changelog.feeds.rss.path,
            title: siteConfig.changelog.feeds.rss.title,
            description: siteConfig.changelog.feeds.description,
            site_url: `${siteConfig.siteUrl}${siteConfig.changelog.routeBasePath}`,
            feed_url: `${siteConfig.siteUrl}${siteConfig.changelog.feeds.rss.path}`,
            language: siteConfig.language,
            custom_namespaces: { content: 'http://purl.org/rss/1.0/modules/content/' },
          },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        resolveSiteUrl: () => siteConfig.siteUrl,
        // noindex pages, and each section's base path, which only redirects to its main doc.
        excludes: [...siteConfig.noindexRoutes, ...siteConfig.sections.map((section) => section.routeBasePath)],
      },
    },
  ],
}

export default config
