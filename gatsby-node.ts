/**
 * Gatsby's build hooks, wired to src/build/: each hook hands over to one function there. What pages exist is
 * decided by the pure page plan (src/build/page-plan.ts); this file only connects it to Gatsby.
 */
import type { GatsbyNode, Reporter } from 'gatsby'
import { landingEntryRoutes } from './src/config/landing'
import { searchConfigFromEnv, type SearchConfig } from './src/config/search'
import { configureBundles, copySearchStylesheet } from './src/build/bundles'
import { ContentProblems } from './src/build/content-problems'
import { sourceContentNode } from './src/build/content-source'
import { createAllPages } from './src/build/create-pages'
import { isDevelopServer } from './src/build/develop/mode'
import { srcPageContext } from './src/build/page-plan'
import { afterBuild } from './src/build/post-build'
import { CONTENT_TYPE_DEFS, contentResolvers } from './src/build/schema'

/** Content problems, reported once per process (gatsby develop keeps it running across edits). */
let problems: ContentProblems | undefined
const contentProblems = (reporter: Reporter) => (problems ??= new ContentProblems(reporter))

/** Hosted or embedded search, read from the environment once (onPreBootstrap fails a half-configured one). */
let searchConfig: SearchConfig | undefined
const siteSearchConfig = () => (searchConfig ??= searchConfigFromEnv(process.env))

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    siteSearchConfig()
  } catch (error) {
    reporter.panic(`Search configuration: ${(error as Error).message}`)
  }
  copySearchStylesheet()
}

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) =>
  sourceContentNode(args as Parameters<typeof sourceContentNode>[0], contentProblems(args.reporter))

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  CONTENT_TYPE_DEFS.forEach((typeDefs) => actions.createTypes(typeDefs))
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  args.createResolvers(contentResolvers(args, contentProblems(args.reporter)))
}

export const createPages: GatsbyNode['createPages'] = (args) => createAllPages(args, contentProblems(args.reporter), siteSearchConfig())

/** src/pages' pages get the context their queries need (see srcPageContext). */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const extra = srcPageContext(page.path, { entryRoutes: landingEntryRoutes, develop: isDevelopServer() })
  if (!extra || Object.keys(extra).every((key) => key in (page.context ?? {}))) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...extra } })
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => configureBundles(args, siteSearchConfig())

export const onPostBuild: GatsbyNode['onPostBuild'] = (args) => afterBuild(args, siteSearchConfig())
