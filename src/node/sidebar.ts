/**
 * The docs sidebar: one tree computed from the docs and their folders' `_category_.yml`, shared by every
 * doc page (never copied into page context). Also derives the reading order (prev/next) and breadcrumbs.
 */
import { categoryRoute } from './routes'

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

export function buildSidebar(docs: SidebarDocInput[], categories: SidebarCategoryInput[]): SidebarItem[] {
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]))
  const allDirs = new Set<string>()
  for (const doc of docs) {
    const parts = doc.dir ? doc.dir.split('/') : []
    parts.forEach((_, index) => allDirs.add(parts.slice(0, index + 1).join('/')))
  }

  const childrenOf = (dir: string): SidebarItem[] => {
    const entries: Sortable[] = docs
      .filter((doc) => doc.dir === dir)
      .map((doc) => ({
        position: doc.position ?? Number.POSITIVE_INFINITY,
        tieBreaker: doc.name,
        item: { type: 'doc', label: doc.sidebarLabel || doc.title, href: doc.route, title: doc.title },
      }))
    for (const childDir of allDirs) {
      const parent = childDir.includes('/') ? childDir.slice(0, childDir.lastIndexOf('/')) : ''
      if (parent !== dir) continue
      const config = categoryByDir.get(childDir)
      const name = childDir.slice(childDir.lastIndexOf('/') + 1)
      entries.push({
        position: config?.position ?? Number.POSITIVE_INFINITY,
        tieBreaker: name,
        item: {
          type: 'category',
          label: config?.label ?? humanise(name),
          href: config?.slug ? categoryRoute(config.slug) : null,
          description: config?.description ?? null,
          items: childrenOf(childDir),
        },
      })
    }
    return entries.sort(byPositionThenName).map((entry) => entry.item)
  }

  return childrenOf('')
}

export interface PageLink {
  label: string
  href: string
}

/** Reading order: every doc and every category index page, depth first, as the sidebar shows them. */
export function readingOrder(items: SidebarItem[]): PageLink[] {
  return items.flatMap((item): PageLink[] => {
    if (item.type === 'doc') return [{ label: item.title, href: item.href }]
    const self = item.href ? [{ label: item.label, href: item.href }] : []
    return [...self, ...readingOrder(item.items)]
  })
}

export function previousAndNext(
  items: SidebarItem[],
  href: string,
): { previous: PageLink | null; next: PageLink | null } {
  const order = readingOrder(items)
  const index = order.findIndex((link) => link.href === href)
  if (index === -1) return { previous: null, next: null }
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null }
}

function contains(items: SidebarItem[], href: string): boolean {
  return items.some((item) => item.href === href || (item.type === 'category' && contains(item.items, href)))
}

/** The categories above a page (by href), outermost first; the page itself is not included. */
export function breadcrumbs(items: SidebarItem[], href: string): { label: string; href: string | null }[] {
  for (const item of items) {
    if (item.type !== 'category' || !contains(item.items, href)) continue
    return [{ label: item.label, href: item.href }, ...breadcrumbs(item.items, href)]
  }
  return []
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
