/**
 * Build-time wiring only: source content into typed nodes, resolve each MDX file's HTML once,
 * ask the data layer for everything, hand it to the pure functions in src/node/ and create pages.
 */
import type { GatsbyNode, Node, Reporter } from 'gatsby'
import fs from 'fs'
import { createRequire } from 'module'
import path from 'path'
import { isNotFoundPage } from './src/browser/page-url-script'
import { redirectsFile } from './src/browser/paths'
import { landingEntryRoutes } from './src/config/landing'
import { siteConfig } from './src/config/site'
import { groupByYear, neighboursBySlug, newestFirst, paginate, type PostSummary } from './src/node/changelog'
import { checkBuiltLinks, contentWarnings, readContentSources } from './src/node/checks/report'
import { ContentProblems } from './src/node/content-problems'
import {
  checkFrontmatterSyntax,
  isMdxContentFile,
  isOpenApiFile,
  isYamlContentFile,
  onCreateMdxNode,
  shownFrontmatter,
  sourceApiFile,
  sourceYamlFile,
  type FileNode,
  type MdxNode,
} from './src/node/content-source'
import { developFollowUps } from './src/node/develop/follow-ups'
import { isDevelopServer } from './src/node/develop/mode'
import { announceRemovedPages } from './src/node/develop/overlay'
import { RemovedRoutes, whenStoreSays } from './src/node/develop/removed-routes'
import { markSearchIndexStale } from './src/node/develop/search-on-demand'
import { atomFeed, FEED_POSTS_QUERY, feedPost, type FeedPostNode } from './src/node/feeds'
import { extractHeadings } from './src/node/headings'
import { createHtmlRenderer } from './src/node/mdx-renderer'
import { REFERENCE_BODY_CACHE_FILE } from './src/components/ApiReference/reference-body'
import { API_TYPE_DEFS, apiAgreementWarnings, operationHtml, referenceBodyHtml, writeReferenceBody } from './src/node/openapi/gatsby-source'
import { renderSharedResponsesHtml } from './src/node/openapi/render-reference'
import type { ApiReferenceModel } from './src/node/openapi/types'
import { archiveRoute, mainDocRoute, pageRoutes as staticPageRoutes, postRoute, tagRoute, tagsIndexRoute } from './src/node/routes'
import { buildSearch } from './src/node/search/build-search'
import { secureBuild } from './src/node/security/secure-build'
import { OPENSEARCH_PATH, openSearchXml, REDIRECTS_FILE, robotsTxt } from './src/node/site-files'
import { browserSidebar, buildSidebar, findCategory, pageNavigation, type SidebarItem } from './src/node/sidebar'
import { searchConfigFromEnv, type SearchConfig } from './src/search/config'
import { DOCSEARCH_STYLESHEET } from './src/search/load-modal'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** Content problems, reported once per process (gatsby develop keeps it running across edits). */
let problems: ContentProblems | undefined
const contentProblems = (reporter: Reporter) => (problems ??= new ContentProblems(reporter))

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, reporter } = args
  const sourceArgs = args as Parameters<typeof onCreateMdxNode>[0]
  if (node.internal.type === 'Mdx') return onCreateMdxNode(sourceArgs, contentProblems(reporter))
  if (isMdxContentFile(node)) return checkFrontmatterSyntax(sourceArgs, contentProblems(reporter))
  if (isYamlContentFile(node)) return sourceYamlFile(sourceArgs, contentProblems(reporter))
  if (isOpenApiFile(node)) return sourceApiFile(sourceArgs, contentProblems(reporter))
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(API_TYPE_DEFS)
  actions.createTypes(`
    type Mdx implements Node @dontInfer {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter @dontInfer {
      "Page h1 and <title>; required for docs and posts."
      title: String!
      "Meta description, card text and feed summary."
      description: String
      "Docs only: order within the folder's sidebar category (lower first)."
      sidebar_position: Float
      "Docs only: shorter label for the sidebar."
      sidebar_label: String
      "Changelog only: keys of content/changelog/tags.yml."
      tags: [String!]
      "Changelog only: keys of content/changelog/authors.yml."
      authors: [String!]
      "Work in progress: shown by gatsby develop with a Draft badge, left out of the production build."
      draft: Boolean
    }
    type MdxFields @dontInfer {
      "docs or changelog: the source folder."
      kind: String!
      "The page's canonical route."
      route: String!
      "Content file, relative to the project, for messages."
      sourceFile: String!
      "Docs only: folder relative to content/docs."
      dir: String
      "Docs only: file name without extension."
      name: String
      "Docs only: the docs version (a name in siteConfig.docs.versions)."
      version: String
      "Changelog only: slug from the file name."
      slug: String
      "Changelog only: date from the file name."
      date: Date @dateformat
      "Changelog only: year of the date, for the archive."
      year: String
      "frontmatter.draft, as a boolean."
      draft: Boolean!
      "Whether this build has a page for the file and lists it: false for drafts in a production build, and under gatsby develop for a file that is broken and has no last good version. Every page, list, feed and index filters on it."
      listed: Boolean!
    }
    type MdxHeading {
      id: String!
      depth: Int!
      text: String!
    }
    "A docs folder's _category_.yml."
    type DocCategory implements Node @dontInfer {
      dir: String!
      label: String!
      position: Float
      "Generated index page slug, e.g. /category/webhooks."
      slug: String
      description: String
    }
    "One entry of content/changelog/tags.yml."
    type ChangelogTag implements Node @dontInfer {
      key: String!
      label: String!
      description: String
      route: String!
    }
    """
    The docs sidebar as the browser needs it (labels, links, nesting). One node, written by createPages and
    read by every doc page's static query, which re-runs only when the tree changes, not on a body edit.
    """
    type DocsSidebar implements Node @dontInfer {
      items: JSON!
    }
    "Every changelog post grouped by year, newest first: one node, as DocsSidebar, for the changelog pages."
    type ChangelogSidebar implements Node @dontInfer {
      years: JSON!
    }
    "One entry of content/changelog/authors.yml."
    type ChangelogAuthor implements Node @dontInfer {
      key: String!
      name: String!
      title: String
    }
  `)
}

interface SidebarSource {
  docs: MdxNode[]
  categories: Node[]
}

function sidebarFrom({ docs, categories }: SidebarSource): SidebarItem[] {
  return buildSidebar(
    docs.map((doc) => {
      const fields = doc.fields as Record<string, string>
      const frontmatter = doc.frontmatter as Record<string, unknown>
      return {
        dir: fields.dir,
        name: fields.name,
        route: fields.route,
        title: frontmatter.title as string,
        sidebarLabel: frontmatter.sidebar_label as string | undefined,
        position: frontmatter.sidebar_position as number | undefined,
      }
    }),
    categories.map((category) => category as unknown as Parameters<typeof buildSidebar>[1][number]),
  )
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  const { createResolvers, reporter } = args
  const renderHtml = createHtmlRenderer(args, contentProblems(reporter))
  const nodesOfType = async <T,>(context: any, type: string): Promise<T[]> =>
    Array.from((await context.nodeModel.findAll({ type })).entries as Iterable<T>)
  createResolvers({
    ApiOperation: {
      html: { type: 'String!', resolve: operationHtml },
    },
    ApiDocument: {
      sharedResponsesHtml: {
        type: 'String!',
        resolve: (node: ApiReferenceModel) => renderSharedResponsesHtml(node.sharedResponses),
      },
      bodyHtml: {
        type: 'String!',
        resolve: (node: ApiReferenceModel, _args: unknown, context: any) => referenceBodyHtml(node, context.nodeModel),
      },
    },
    Mdx: {
      // While a file's frontmatter is invalid, gatsby develop shows its last valid frontmatter.
      ...(isDevelopServer() && { frontmatter: { resolve: (node: MdxNode) => shownFrontmatter(node) } }),
      html: { type: 'String!', resolve: (node: MdxNode) => renderHtml(node, 'html') },
      summaryHtml: {
        type: 'String',
        description: 'Changelog: the HTML before the truncate marker.',
        resolve: (node: MdxNode) => renderHtml(node, 'summary'),
      },
      headings: {
        type: '[MdxHeading!]!',
        description: 'h2 and h3 of the rendered page, for the table of contents.',
        resolve: async (node: MdxNode) => extractHeadings((await renderHtml(node, 'html')) ?? ''),
      },
      postAuthors: {
        type: '[ChangelogAuthor!]!',
        resolve: async (node: MdxNode, _args: unknown, context: any) => {
          const keys = (node.frontmatter?.authors as string[] | undefined) ?? []
          const authors = await nodesOfType<{ key: string }>(context, 'ChangelogAuthor')
          return keys.flatMap((key) => authors.filter((author) => author.key === key))
        },
      },
      postTags: {
        type: '[ChangelogTag!]!',
        resolve: async (node: MdxNode, _args: unknown, context: any) => {
          const keys = (node.frontmatter?.tags as string[] | undefined) ?? []
          const declared = await nodesOfType<{ key: string }>(context, 'ChangelogTag')
          // An undeclared ("inline") tag still renders, labelled by its key.
          return keys.map(
            (key) => declared.find((tag) => tag.key === key) ?? { key, label: key, description: null, route: tagRoute(key) },
          )
        },
      },
    },
  })
}

interface PagesQuery {
  docs: { nodes: MdxNode[] }
  categories: { nodes: Node[] }
  posts: {
    nodes: {
      id: string
      fields: { slug: string; date: string; route: string; sourceFile: string }
      frontmatter: { title: string; tags: string[] | null }
    }[]
  }
  tags: { nodes: { key: string; label: string; description: string | null; route: string }[] }
}

/** Under gatsby develop: the checks and the search index after each round of edits, and the removed routes. */
let followUps: ReturnType<typeof developFollowUps> | undefined
const removedRoutes = new RemovedRoutes()

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, store, createNodeId, createContentDigest }) => {
  const { createPage: addPage } = actions
  const created = new Map<string, string | undefined>()
  // Every page, with the content file it shows (if any): gatsby develop tells open tabs which ones are gone.
  const createPage = (page: Parameters<typeof addPage>[0] & { sourceFile?: string }) => {
    const { sourceFile, ...rest } = page
    created.set(page.path, sourceFile)
    addPage(rest)
  }
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      docs: allMdx(filter: { fields: { kind: { eq: "docs" }, listed: { eq: true } } }) {
        nodes {
          id
          fields { route dir name sourceFile }
          frontmatter { title description sidebar_label sidebar_position }
        }
      }
      categories: allDocCategory { nodes { dir label position slug description } }
      posts: allMdx(filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } } }) {
        nodes { id fields { slug date route sourceFile } frontmatter { title tags } }
      }
      tags: allChangelogTag { nodes { key label description route } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for page creation', result.errors)
    return
  }
  const { docs, categories, posts, tags } = result.data
  if (!isDevelopServer()) {
    // gatsby develop runs these after each round of edits instead (see the end of this function).
    const sources = await readContentSources(graphql, reporter)
    const warnings = [
      ...(await apiAgreementWarnings(graphql, reporter, sources.map(({ fields, source }) => ({ file: fields.sourceFile, source })))),
      ...(await contentWarnings(graphql, reporter, sources)),
    ]
    warnings.forEach((warning) => reporter.warn(warning))
  }
  // gatsby develop's pages carry the reference in their data; its server shell only needs the file to exist.
  await writeReferenceBody(graphql, reporter, process.cwd(), { body: !isDevelopServer() || !fs.existsSync(REFERENCE_BODY_CACHE_FILE) })

  const sidebar = sidebarFrom({ docs: docs.nodes, categories: categories.nodes })
  // Written as nodes: a node created again with the same content changes nothing, so the static queries
  // that read them do not run again when an edit leaves the sidebars as they were.
  const shared = (type: string, fields: object) =>
    actions.createNode({ ...fields, id: createNodeId(type), internal: { type, contentDigest: createContentDigest(fields) } })
  shared('DocsSidebar', { items: browserSidebar(sidebar) })
  const navigation = pageNavigation(sidebar)
  const noNavigation = { breadcrumbs: [], previous: null, next: null }
  const descriptionByRoute = new Map(
    docs.nodes.map((doc) => [doc.fields!.route as string, (doc.frontmatter!.description as string) ?? null]),
  )
  for (const doc of docs.nodes) {
    const route = doc.fields!.route as string
    createPage({
      path: route,
      component: template('doc'),
      context: { id: doc.id, ...(navigation.get(route) ?? noNavigation) },
      sourceFile: doc.fields!.sourceFile as string,
    })
  }

  const categoryRoutes = new Set<string>()
  const collectCategories = (items: SidebarItem[]) =>
    items.forEach((item) => {
      if (item.type !== 'category') return
      if (item.href) categoryRoutes.add(item.href)
      collectCategories(item.items)
    })
  collectCategories(sidebar)
  for (const route of categoryRoutes) {
    const category = findCategory(sidebar, route)!
    createPage({
      path: route,
      component: template('doc-category'),
      context: {
        route,
        label: category.label,
        description: category.description,
        items: category.items.map((item) => ({
          label: item.type === 'doc' ? item.title : item.label,
          href: item.href,
          description: item.type === 'doc' ? descriptionByRoute.get(item.href) ?? null : item.description,
        })),
        ...(navigation.get(route) ?? noNavigation),
      },
    })
  }

  createPage({
    path: siteConfig.docs.routeBasePath,
    component: template('docs-root'),
    context: { target: mainDocRoute() },
  })

  const summaries: PostSummary[] = posts.nodes.map((post) => ({
    slug: post.fields.slug,
    date: post.fields.date,
    title: post.frontmatter.title,
    tags: post.frontmatter.tags ?? [],
  }))
  const years = groupByYear(summaries.map((post) => ({ ...post, href: postRoute(post.slug) }))).map(({ year, posts: items }) => ({
    year,
    posts: items.map(({ title, href }) => ({ title, href })),
  }))
  shared('ChangelogSidebar', { years })
  for (const page of paginate(summaries.length, siteConfig.changelog.postsPerPage)) {
    createPage({ path: page.route, component: template('changelog-list'), context: page })
  }
  const postBySlug = new Map(posts.nodes.map((post) => [post.fields.slug, post]))
  const neighbours = neighboursBySlug(summaries)
  for (const post of newestFirst(summaries)) {
    createPage({
      path: postRoute(post.slug),
      component: template('changelog-post'),
      context: { id: postBySlug.get(post.slug)!.id, ...neighbours.get(post.slug)! },
      sourceFile: postBySlug.get(post.slug)!.fields.sourceFile,
    })
  }
  createPage({ path: archiveRoute(), component: template('changelog-archive'), context: {} })
  createPage({ path: tagsIndexRoute(), component: template('changelog-tags'), context: {} })
  // Inline tags (used by a post, not declared in tags.yml) get a page too, so their links work; the
  // content check warns about them.
  const declaredKeys = new Set(tags.nodes.map((tag) => tag.key))
  const inlineTags = [...new Set(posts.nodes.flatMap((post) => post.frontmatter.tags ?? []))]
    .filter((key) => !declaredKeys.has(key))
    .map((key) => ({ key, label: key, description: null, route: tagRoute(key) }))
  for (const tag of [...tags.nodes, ...inlineTags]) {
    createPage({
      path: tag.route,
      component: template('changelog-tag'),
      context: { tag: tag.key, label: tag.label, description: tag.description },
    })
  }

  if (isDevelopServer()) {
    const fileIsBroken = (file: string) => fs.existsSync(path.resolve(file)) && contentProblems(reporter).has(file)
    // Gatsby deletes the pages this run did not create right after it; tabs hear of them once they are gone.
    const removed = removedRoutes.update(created, fileIsBroken)
    const pages = () => store.getState().pages as Map<string, unknown>
    if (removed.length > 0) whenStoreSays(store, () => removed.every((route) => !pages().has(route))).then(() => announceRemovedPages(removed))
    contentProblems(reporter).forgetDeleted((file) => fs.existsSync(path.resolve(file)))
    followUps ??= developFollowUps(reporter, process.cwd())
    markSearchIndexStale(() => buildSearch(graphql, reporter, searchConfig, process.cwd()))
    // Read when the checks run: src/pages' pages are created after this function (keyed "/api-reference/").
    const serverRoutes = () => [...(store.getState().pages as Map<string, unknown>).keys()].map((route) => route.replace(/(.)\/$/, '$1'))
    followUps(graphql, serverRoutes)
  }
}

/**
 * Context for pages of src/pages: the landing page's query keeps the entry points whose pages exist, so it
 * needs their routes; the API reference's query includes its body only under gatsby develop, where page
 * data is how an edit of openapi.yaml reaches an open tab (the build puts the body in the HTML instead).
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const extra =
    page.path === '/' ? { entryRoutes: landingEntryRoutes }
    : page.path === staticPageRoutes.apiReference ? { withBody: isDevelopServer() }
    : null
  if (!extra || Object.keys(extra).every((key) => key in (page.context ?? {}))) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...extra } })
}

/** Hosted or embedded search, from the environment; a half-configured Algolia fails the build up front. */
let searchConfig: SearchConfig = { engine: 'embedded' }

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    searchConfig = searchConfigFromEnv(process.env)
  } catch (error) {
    reporter.panic(`Search configuration: ${(error as Error).message}`)
  }
  // DocSearch's stylesheet is served as a file loaded with the modal, not bundled into every page's CSS.
  const stylesheet = path.join('public', DOCSEARCH_STYLESHEET)
  fs.mkdirSync(path.dirname(stylesheet), { recursive: true })
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'))
  fs.copyFileSync(projectRequire.resolve('@docsearch/css/dist/style.css'), stylesheet)
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, getConfig }) => {
  // CSS modules are scoped, so the order in which two of them land in a shared chunk cannot change a style;
  // mini-css-extract-plugin's warnings about that order only bury the messages writers need.
  const config = getConfig()
  const extractCss = config.plugins?.find((plugin: object) => plugin.constructor.name === 'MiniCssExtractPlugin')
  if (extractCss) {
    extractCss.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
  // Public values only (see src/search/config.ts): the bundles learn the engine and, if hosted, the
  // search-only key.
  // Test builds (KOLLI_TEST_HOOKS=1, set by `npm test`) can inject faults; see src/browser/test-faults.ts.
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __KOLLI_SEARCH_CONFIG__: JSON.stringify(searchConfig),
        __KOLLI_TEST_HOOKS__: JSON.stringify(process.env.KOLLI_TEST_HOOKS === '1'),
      }),
    ],
  })
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
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

/** The Atom feed (RSS comes from gatsby-plugin-feed), robots.txt and the OpenSearch description. */
async function writeSiteFiles(graphql: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['graphql'], reporter: Reporter) {
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
  const write = (file: string, text: string) => {
    const target = path.join('public', file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }
  write(feeds.atom.path, atom)
  write('robots.txt', robotsTxt(siteConfig.siteUrl))
  write(OPENSEARCH_PATH, openSearchXml({ siteUrl: siteConfig.siteUrl, shortName: `${siteConfig.brand} docs`, description: siteConfig.tagline }))
  write(REDIRECTS_FILE, redirectsFile(await pageRoutes(graphql)))
}

/** Every page's route except the not-found pages, whose `.html` file static hosts serve as it is. */
async function pageRoutes(graphql: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['graphql']): Promise<string[]> {
  const { data } = await graphql<{ allSitePage: { nodes: { path: string }[] } }>('{ allSitePage { nodes { path } } }')
  return (data?.allSitePage.nodes ?? []).map((page) => page.path).filter((route) => !isNotFoundPage(route) && route !== '/dev-404-page')
}
