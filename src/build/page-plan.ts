/**
 * The page plan: content in, every page of the docs and the changelog out, with the shared sidebars they
 * read. Pure, so it is tested without Gatsby; gatsby-node.ts only queries the content and hands each entry
 * to createPage.
 */
import { archiveRoute, mainDocRoute, pageRoutes, postRoute, tagRoute, tagsIndexRoute } from '../config/routes'
import type { ContentSection } from '../config/site'
import { sidebarTreeFile } from '../shared/files'
import { pageSidebars, type BrowserSidebarItem, type PageNavigation } from '../shared/sidebar'
import { groupByYear, neighboursBySlug, newestFirst, paginate, type PostSummary } from './changelog'
import { browserSidebar, buildSidebar, findCategory, pageNavigation, type SidebarCategoryInput, type SidebarItem } from './sidebar'

/** The templates of src/templates, by file name. */
export type TemplateName =
  | 'doc'
  | 'doc-category'
  | 'docs-root'
  | 'changelog-list'
  | 'changelog-post'
  | 'changelog-archive'
  | 'changelog-tags'
  | 'changelog-tag'

export interface PageSpec {
  path: string
  template: TemplateName
  context: Record<string, unknown>
  /** The content file the page shows, if any: gatsby develop tells open tabs when its page is gone. */
  sourceFile?: string
}

export interface DocInput {
  id: string
  fields: { section: string; route: string; dir: string; name: string; sourceFile: string }
  frontmatter: { title: string; description?: string | null; sidebar_label?: string | null; sidebar_position?: number | null }
}

export interface PostInput {
  id: string
  fields: { slug: string; date: string; sourceFile: string }
  frontmatter: { title: string; tags?: string[] | null }
}

export interface TagInput {
  key: string
  label: string
  description: string | null
  route: string
}

export interface ContentInput {
  sections: readonly ContentSection[]
  docs: DocInput[]
  categories: (SidebarCategoryInput & { section: string })[]
  posts: PostInput[]
  tags: TagInput[]
  postsPerPage: number
}

export interface ChangelogYear {
  year: string
  posts: { title: string; href: string }[]
}

export interface PagePlan {
  pages: PageSpec[]
  /** Each section's whole sidebar as the browser needs it, in section order: the SectionSidebar nodes, and
   * the tree files pages load when the reader opens a category their data left out. */
  sidebars: { section: string; file: string; items: BrowserSidebarItem[] }[]
  /** Every post by year, newest first (the ChangelogSidebar node). */
  changelogYears: ChangelogYear[]
}

const NO_NAVIGATION: PageNavigation = { breadcrumbs: [], previous: null, next: null }

export function planPages(content: ContentInput): PagePlan {
  const sections = content.sections.map((section) => {
    const docs = content.docs.filter((doc) => doc.fields.section === section.id)
    const categories = content.categories.filter((category) => category.section === section.id)
    const sidebar = sidebarOf(section, docs, categories)
    return { section, docs, sidebar, tree: browserSidebar(sidebar) }
  })
  const changelog = changelogPages(content)
  return {
    pages: [...sections.flatMap((planned) => sectionPages(planned)), ...changelog.pages],
    sidebars: sections.map(({ section, tree }) => ({ section: section.id, file: sidebarTreeFile(section.id), items: tree })),
    changelogYears: changelog.years,
  }
}

function sidebarOf(section: ContentSection, docs: DocInput[], categories: SidebarCategoryInput[]): SidebarItem[] {
  return buildSidebar(
    docs.map(({ fields, frontmatter }) => ({
      dir: fields.dir,
      name: fields.name,
      route: fields.route,
      title: frontmatter.title,
      sidebarLabel: frontmatter.sidebar_label,
      position: frontmatter.sidebar_position,
    })),
    categories,
    section,
  )
}

/** A section, its docs, its sidebar, and the same tree as the browser receives it. */
interface PlannedSection {
  section: ContentSection
  docs: DocInput[]
  sidebar: SidebarItem[]
  tree: BrowserSidebarItem[]
}

/** A section's pages: its docs, its category index pages and its base path; each shows the section's sidebar. */
function sectionPages({ section, docs: sectionDocs, sidebar, tree }: PlannedSection): PageSpec[] {
  const navigation = pageNavigation(sidebar)
  const sidebarOfPage = pageSidebars(section.id, tree, sidebarTreeFile(section.id))
  // Where the page is: its reading order and its sidebar (the whole tree, or its top level and branch).
  const placeOf = (route: string) => ({ ...(navigation.get(route) ?? NO_NAVIGATION), sidebar: sidebarOfPage(route) })
  const descriptionByRoute = new Map(sectionDocs.map((doc) => [doc.fields.route, doc.frontmatter.description ?? null]))
  const docs: PageSpec[] = sectionDocs.map((doc) => ({
    path: doc.fields.route,
    template: 'doc',
    context: { id: doc.id, ...placeOf(doc.fields.route) },
    sourceFile: doc.fields.sourceFile,
  }))
  const categories: PageSpec[] = categoryRoutes(sidebar).map((route) => {
    const category = findCategory(sidebar, route)!
    return {
      path: route,
      template: 'doc-category',
      context: {
        section: section.id,
        route,
        label: category.label,
        description: category.description,
        items: category.items.map((item) => ({
          label: item.type === 'doc' ? item.title : item.label,
          href: item.href,
          description: item.type === 'doc' ? descriptionByRoute.get(item.href) ?? null : item.description,
        })),
        ...placeOf(route),
      },
    }
  })
  const target = mainDocRoute(section)
  const mainDoc = sectionDocs.find((doc) => doc.fields.route === target)
  const root: PageSpec = {
    path: section.routeBasePath,
    template: 'docs-root',
    context: { root: section.routeBasePath, title: section.title ?? section.label, target, targetLabel: mainDoc?.frontmatter.title ?? target },
  }
  return [...docs, ...categories, root]
}

/** Every category with an index page, depth first. */
function categoryRoutes(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'category' ? [...(item.href ? [item.href] : []), ...categoryRoutes(item.items)] : []))
}

function changelogPages({ posts, tags, postsPerPage }: ContentInput): { pages: PageSpec[]; years: ChangelogYear[] } {
  const summaries: PostSummary[] = posts.map((post) => ({
    slug: post.fields.slug,
    date: post.fields.date,
    title: post.frontmatter.title,
    tags: post.frontmatter.tags ?? [],
  }))
  const years = groupByYear(summaries.map((post) => ({ ...post, href: postRoute(post.slug) }))).map(({ year, posts: items }) => ({
    year,
    posts: items.map(({ title, href }) => ({ title, href })),
  }))
  const lists: PageSpec[] = paginate(summaries.length, postsPerPage).map((page) => ({
    path: page.route,
    template: 'changelog-list',
    context: { ...page },
  }))
  const postBySlug = new Map(posts.map((post) => [post.fields.slug, post]))
  const neighbours = neighboursBySlug(summaries)
  const postPages: PageSpec[] = newestFirst(summaries).map((summary) => {
    const post = postBySlug.get(summary.slug)!
    return {
      path: postRoute(summary.slug),
      template: 'changelog-post',
      context: { id: post.id, ...neighbours.get(summary.slug)! },
      sourceFile: post.fields.sourceFile,
    }
  })
  // Each tag's posts are paginated as the list is; its first page keeps the tag's route, which the tags
  // index and every post's tag links point to.
  const postsByTag = postCountByTag(summaries)
  const tagPages: PageSpec[] = [...tags, ...inlineTags(posts, tags)].flatMap((tag) =>
    paginate(postsByTag.get(tag.key) ?? 0, postsPerPage, (page) => tagRoute(tag.key, page)).map((page): PageSpec => ({
      path: page.route,
      template: 'changelog-tag',
      context: { tag: tag.key, label: tag.label, description: tag.description, ...page },
    })),
  )
  return {
    pages: [
      ...lists,
      ...postPages,
      { path: archiveRoute(), template: 'changelog-archive', context: {} },
      { path: tagsIndexRoute(), template: 'changelog-tags', context: {} },
      ...tagPages,
    ],
    years,
  }
}

/** How many posts carry each tag (a tag a post names twice counts once, as the tag page's query does). */
function postCountByTag(posts: PostSummary[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const tag of posts.flatMap((post) => [...new Set(post.tags)])) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return counts
}

/**
 * A tag a post uses but tags.yml does not declare, labelled by its key. It gets a page too, so its links
 * work; the content check warns about it.
 */
export const inlineTag = (key: string): TagInput => ({ key, label: key, description: null, route: tagRoute(key) })

function inlineTags(posts: PostInput[], declared: TagInput[]): TagInput[] {
  const declaredKeys = new Set(declared.map((tag) => tag.key))
  return [...new Set(posts.flatMap((post) => post.frontmatter.tags ?? []))].filter((key) => !declaredKeys.has(key)).map(inlineTag)
}

/**
 * Context for the pages of src/pages, which Gatsby creates itself: the landing page's query keeps the entry
 * points whose pages exist, so it needs their routes; the API reference's query includes its body only under
 * gatsby develop, where page data is how an edit of openapi.yaml reaches an open tab (the build puts the body
 * in the HTML instead). Null for a page that needs nothing.
 */
export function srcPageContext(pagePath: string, { entryRoutes, develop }: { entryRoutes: string[]; develop: boolean }) {
  if (pagePath === pageRoutes.home) return { entryRoutes }
  if (pagePath === pageRoutes.apiReference) return { withBody: develop }
  return null
}
