/**
 * The docs sidebar: one tree computed from the docs and their folders' `_category_.yml`, shared by every
 * doc page (never copied into page context). Also derives the reading order (prev/next) and breadcrumbs.
 */
import { categoryRoute, mainSection } from '../config/routes'
import type { ContentSection } from '../config/site'
import type { BrowserSidebarItem, PageLink, PageNavigation } from '../shared/sidebar'


export interface SidebarDocInput {
  /** Folder relative to the docs root, '' for top level, always with forward slashes. */
  dir: string
  /** File name without extension, used to break ties in ordering. */
  name: string
  route: string
  title: string
  sidebarLabel?: string | null
  position?: number | null
}

export interface SidebarCategoryInput {
  dir: string
  label: string
  position?: number | null
  /** Generated-index slug, e.g. `/category/webhooks`. */
  slug?: string | null
  description?: string | null
}

export interface SidebarDocLink {
  type: 'doc'
  label: string
  href: string
  title: string
}

export interface SidebarCategory {
  type: 'category'
  label: string
  href: string | null
  description: string | null
  items: SidebarItem[]
}

export type SidebarItem = SidebarDocLink | SidebarCategory

interface Sortable {
  position: number
  tieBreaker: string
  item: SidebarItem
}

function byPositionThenName(a: Sortable, b: Sortable): number {
  return a.position - b.position || a.tieBreaker.localeCompare(b.tieBreaker)
}

function humanise(dirName: string): string {
  const words = dirName.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The tree of one content section (category index pages live under its base path). */
export function buildSidebar(docs: SidebarDocInput[], categories: SidebarCategoryInput[], section: ContentSection = mainSection): SidebarItem[] {
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]))
  // Docs and sub-folders grouped by parent folder once, so building the tree stays linear in the docs.
  const docsByDir = new Map<string, SidebarDocInput[]>()
  const subDirsByDir = new Map<string, Set<string>>()
  for (const doc of docs) {
    docsByDir.set(doc.dir, [...(docsByDir.get(doc.dir) ?? []), doc])
    const parts = doc.dir ? doc.dir.split('/') : []
    parts.forEach((_, index) => {
      const parent = parts.slice(0, index).join('/')
      if (!subDirsByDir.has(parent)) subDirsByDir.set(parent, new Set())
      subDirsByDir.get(parent)!.add(parts.slice(0, index + 1).join('/'))
    })
  }

  const childrenOf = (dir: string): SidebarItem[] => {
    const entries: Sortable[] = (docsByDir.get(dir) ?? []).map((doc) => ({
      position: doc.position ?? Number.POSITIVE_INFINITY,
      tieBreaker: doc.name,
      item: { type: 'doc', label: doc.sidebarLabel || doc.title, href: doc.route, title: doc.title },
    }))
    for (const childDir of subDirsByDir.get(dir) ?? []) {
      const config = categoryByDir.get(childDir)
      const name = childDir.slice(childDir.lastIndexOf('/') + 1)
      entries.push({
        position: config?.position ?? Number.POSITIVE_INFINITY,
        tieBreaker: name,
        item: {
          type: 'category',
          label: config?.label ?? humanise(name),
          href: config?.slug ? categoryRoute(config.slug, section) : null,
          description: config?.description ?? null,
          items: childrenOf(childDir),
        },
      })
    }
    return entries.sort(byPositionThenName).map((entry) => entry.item)
  }

  return childrenOf('')
}

/** Reading order: every doc and every category index page, depth first, as the sidebar shows them. */
export function readingOrder(items: SidebarItem[]): PageLink[] {
  return items.flatMap((item): PageLink[] => {
    if (item.type === 'doc') return [{ label: item.title, href: item.href }]
    const self = item.href ? [{ label: item.label, href: item.href }] : []
    return [...self, ...readingOrder(item.items)]
  })
}

export function previousAndNext(items: SidebarItem[], href: string): { previous: PageLink | null; next: PageLink | null } {
  const navigation = pageNavigation(items).get(href)
  return { previous: navigation?.previous ?? null, next: navigation?.next ?? null }
}

/** The categories above a page (by href), outermost first; the page itself is not included. */
export function breadcrumbs(items: SidebarItem[], href: string): { label: string; href: string | null }[] {
  return pageNavigation(items).get(href)?.breadcrumbs ?? []
}

/** Finds the category whose generated index lives at `href`. */
export function findCategory(items: SidebarItem[], href: string): SidebarCategory | null {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.href === href) return item
    const inner = findCategory(item.items, href)
    if (inner) return inner
  }
  return null
}

/**
 * Breadcrumbs and previous/next of every doc and category index page, in one walk of the tree. Asking
 * `breadcrumbs` and `previousAndNext` page by page walks the whole tree for each page: quadratic at
 * thousands of docs.
 */
export function pageNavigation(items: SidebarItem[]): Map<string, PageNavigation> {
  const crumbsByHref = new Map<string, PageNavigation['breadcrumbs']>()
  const walk = (level: SidebarItem[], above: PageNavigation['breadcrumbs']) => {
    for (const item of level) {
      if (item.href && !crumbsByHref.has(item.href)) crumbsByHref.set(item.href, above)
      if (item.type === 'category') walk(item.items, [...above, { label: item.label, href: item.href }])
    }
  }
  walk(items, [])
  const order = readingOrder(items)
  const navigation = new Map<string, PageNavigation>()
  order.forEach((link, index) => {
    if (navigation.has(link.href)) return
    navigation.set(link.href, {
      breadcrumbs: crumbsByHref.get(link.href) ?? [],
      previous: order[index - 1] ?? null,
      next: order[index + 1] ?? null,
    })
  })
  return navigation
}

export function browserSidebar(items: SidebarItem[]): BrowserSidebarItem[] {
  return items.map((item) =>
    item.type === 'doc'
      ? { type: 'doc', label: item.label, href: item.href }
      : { type: 'category', label: item.label, href: item.href, items: browserSidebar(item.items) },
  )
}

/** The label of the top-level category each page sits in (pages outside any category are absent). */
export function topCategoryLabels(items: BrowserSidebarItem[]): Map<string, string> {
  const labels = new Map<string, string>()
  const walk = (level: BrowserSidebarItem[], top: string) => {
    for (const item of level) {
      if (item.href && !labels.has(item.href)) labels.set(item.href, top)
      if (item.type === 'category') walk(item.items, top)
    }
  }
  for (const item of items) if (item.type === 'category') walk([item], item.label)
  return labels
}
