/** After the build: the site files, the link check, the search index and, last, the security pass. */
import path from 'path'
import type { BuildArgs, Reporter } from 'gatsby'
import { siteConfig } from '../config/site'
import type { SearchConfig } from '../config/search'
import { OPENSEARCH_PATH } from '../shared/files'
import { checkBuiltLinks } from './checks/report'
import { atomFeed, FEED_POSTS_QUERY, feedPost, type FeedPostNode } from './feeds'
import { writePublicFile } from './public-files'
import { buildSearch } from './search/build-search'
import { secureBuild } from './security/secure-build'
import { openSearchXml, REDIRECTS_FILE, redirectsFile, robotsTxt } from './site-files'

type Graphql = BuildArgs['graphql']

export async function afterBuild({ graphql, reporter }: BuildArgs, searchConfig: SearchConfig): Promise<void> {
  await writeSiteFiles(graphql, reporter)
  await checkBuiltLinks(graphql, reporter, path.resolve('public'))
  try {
    await buildSearch(graphql, reporter, searchConfig, process.cwd())
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${(error as Error).message}`)
  }
  // Last, once every file exists: no secret in the output, then each page's headers from its final markup.
  secureBuild(path.resolve('public'), process.env, searchConfig, reporter)
}

/** The Atom feed (RSS comes from gatsby-plugin-feed), robots.txt, the OpenSearch description and redirects. */
async function writeSiteFiles(graphql: Graphql, reporter: Reporter) {
  const { data, errors } = await graphql<{ allMdx: { nodes: FeedPostNode[] } }>(FEED_POSTS_QUERY)
  if (errors || !data) {
    reporter.panicOnBuild('Could not query the changelog for its Atom feed', errors)
    return
  }
  const { feeds } = siteConfig.changelog
  const atom = atomFeed(
    data.allMdx.nodes.map(feedPost),
    {
      siteUrl: siteConfig.siteUrl,
      title: `${siteConfig.brand} ${siteConfig.changelog.title}`,
      description: feeds.description,
      language: siteConfig.language,
      copyright: `© ${siteConfig.companyName}`,
    },
    { atom: feeds.atom.path, rss: feeds.rss.path, changelog: siteConfig.changelog.routeBasePath },
  )
  writePublicFile(feeds.atom.path, atom)
  writePublicFile('robots.txt', robotsTxt(siteConfig.siteUrl))
  writePublicFile(OPENSEARCH_PATH, openSearchXml({ siteUrl: siteConfig.siteUrl, shortName: `${siteConfig.brand} docs`, description: siteConfig.tagline }))
  writePublicFile(REDIRECTS_FILE, redirectsFile())
}
