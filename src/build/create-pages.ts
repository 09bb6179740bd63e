/**
 * createPages: query the content, check it, hand it to the page plan and give Gatsby each page. Under
 * gatsby develop, also tell open tabs which pages went away and schedule the checks that follow edits.
 */
import fs from 'fs'
import path from 'path'
import type { CreatePagesArgs } from 'gatsby'
import { sections } from '../config/routes'
import { siteConfig } from '../config/site'
import type { SearchConfig } from '../config/search'
import { REFERENCE_BODY_CACHE_FILE } from '../shared/files'
import { contentWarnings, readContentSources } from './checks/report'
import type { ContentProblems } from './content-problems'
import { developFollowUps } from './develop/follow-ups'
import { isDevelopServer } from './develop/mode'
import { announceRemovedPages } from './develop/overlay'
import { RemovedRoutes, whenStoreSays } from './develop/removed-routes'
import { markSearchIndexStale } from './develop/search-on-demand'
import { apiAgreementWarnings, writeReferenceBody } from './openapi/gatsby-source'
import { writePublicFile } from './public-files'
import { planPages, type ContentInput, type DocInput, type PostInput, type TagInput } from './page-plan'
import { buildSearch } from './search/build-search'
import type { SidebarCategoryInput } from './sidebar'

const CONTENT_QUERY = `
  query CreatePages {
    docs: allMdx(filter: { fields: { kind: { ne: "changelog" }, listed: { eq: true } } }) {
      nodes {
        id
        fields { section route dir name sourceFile }
        frontmatter { title description sidebar_label sidebar_position }
      }
    }
    categories: allDocCategory { nodes { section dir label position slug description } }
    posts: allMdx(filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } } }) {
      nodes { id fields { slug date sourceFile } frontmatter { title tags } }
    }
    tags: allChangelogTag { nodes { key label description route } }
  }
`

interface ContentQuery {
  docs: { nodes: DocInput[] }
  categories: { nodes: (SidebarCategoryInput & { section: string })[] }
  posts: { nodes: PostInput[] }
  tags: { nodes: TagInput[] }
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** Under gatsby develop: the checks and the search index after each round of edits, and the removed routes. */
let followUps: ReturnType<typeof developFollowUps> | undefined
const removedRoutes = new RemovedRoutes()

export async function createAllPages(args: CreatePagesArgs, problems: ContentProblems, searchConfig: SearchConfig): Promise<void> {
  const { graphql, actions, reporter, createNodeId, createContentDigest } = args
  const result = await graphql<ContentQuery>(CONTENT_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for page creation', result.errors)
    return
  }
  const { docs, categories, posts, tags } = result.data
  if (!isDevelopServer()) {
    // gatsby develop runs these after each round of edits instead (see developAfterPages).
    const sources = await readContentSources(graphql, reporter)
    const warnings = [
      ...(await apiAgreementWarnings(graphql, reporter, sources.map(({ fields, source }) => ({ file: fields.sourceFile, source })))),
      ...(await contentWarnings(graphql, reporter, sources)),
    ]
    warnings.forEach((warning) => reporter.warn(warning))
  }
  // gatsby develop's pages carry the reference in their data; its server shell only needs the file to exist.
  await writeReferenceBody(graphql, reporter, process.cwd(), { body: !isDevelopServer() || !fs.existsSync(REFERENCE_BODY_CACHE_FILE) })

  const content: ContentInput = {
    sections,
    docs: docs.nodes,
    categories: categories.nodes,
    posts: posts.nodes,
    tags: tags.nodes,
    postsPerPage: siteConfig.changelog.postsPerPage,
  }
  const plan = planPages(content)
  // Written as nodes: a node created again with the same content changes nothing, so the static queries
  // that read them do not run again when an edit leaves the sidebars as they were.
  const sharedNode = (key: string, type: string, fields: object) =>
    actions.createNode({ ...fields, id: createNodeId(key), internal: { type, contentDigest: createContentDigest(fields) } })
  for (const { section, file, items } of plan.sidebars) {
    sharedNode(`SectionSidebar-${section}`, 'SectionSidebar', { section, items })
    writePublicFile(file, JSON.stringify(items))
  }
  sharedNode('ChangelogSidebar', 'ChangelogSidebar', { years: plan.changelogYears })
  for (const page of plan.pages) actions.createPage({ path: page.path, component: template(page.template), context: page.context })

  if (isDevelopServer()) developAfterPages(args, problems, searchConfig, new Map(plan.pages.map((page) => [page.path, page.sourceFile])))
}

/** Under gatsby develop, after each round of createPages: removed pages, then the checks and search index. */
function developAfterPages(
  { graphql, reporter, store }: CreatePagesArgs,
  problems: ContentProblems,
  searchConfig: SearchConfig,
  created: Map<string, string | undefined>,
) {
  const fileIsBroken = (file: string) => fs.existsSync(path.resolve(file)) && problems.has(file)
  // Gatsby deletes the pages this run did not create right after it; tabs hear of them once they are gone.
  const removed = removedRoutes.update(created, fileIsBroken)
  const pages = () => store.getState().pages as Map<string, unknown>
  if (removed.length > 0) whenStoreSays(store, () => removed.every((route) => !pages().has(route))).then(() => announceRemovedPages(removed))
  problems.forgetDeleted((file) => fs.existsSync(path.resolve(file)))
  followUps ??= developFollowUps(reporter, process.cwd())
  markSearchIndexStale(() => buildSearch(graphql, reporter, searchConfig, process.cwd()))
  // Read when the checks run: src/pages' pages are created after this function (keyed "/api-reference/").
  const serverRoutes = () => [...pages().keys()].map((route) => route.replace(/(.)\/$/, '$1'))
  followUps(graphql, serverRoutes)
}
