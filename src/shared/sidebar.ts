/** The sidebar and page navigation as the browser receives them (built by src/build/sidebar.ts). */

/** What the browser needs of the tree: labels, links and nesting (titles and descriptions stay at build time). */
export type BrowserSidebarItem =
  | { type: 'doc'; label: string; href: string }
  | { type: 'category'; label: string; href: string | null; items: BrowserSidebarItem[] }

export interface PageLink {
  label: string
  href: string
}

/** A page's place in the reading order, passed to its template in the page context. */
export interface PageNavigation {
  breadcrumbs: { label: string; href: string | null }[]
  previous: PageLink | null
  next: PageLink | null
}

/**
 * Up to this many doc links, a section's whole tree is in every page's data and starts expanded. Beyond it, a
 * page's data carries the top level and the branch of the page (as Docusaurus shows it), so its weight grows
 * with that branch, not with its section or the other sections; the rest loads when the reader opens a
 * category.
 */
export const EXPAND_ALL_UP_TO = 150

/** A sidebar item as a page receives it: a category whose items were left out has `items: null`. */
export type PageSidebarItem =
  | { type: 'doc'; label: string; href: string }
  | { type: 'category'; label: string; href: string | null; items: PageSidebarItem[] | null }

/** A page's sidebar, in its page context. */
export interface PageSidebar {
  /** The content section's id. */
  section: string
  items: PageSidebarItem[]
  /** Whether every category starts expanded (the whole tree is here). */
  expandAll: boolean
  /** Public path of the section's whole tree (BrowserSidebarItem[]), for the categories left out. */
  treeFile: string
}

export const countDocs = (items: readonly BrowserSidebarItem[]): number =>
  items.reduce((count, item) => count + (item.type === 'doc' ? 1 : countDocs(item.items)), 0)

const holds = (item: BrowserSidebarItem, href: string): boolean =>
  item.href === href || (item.type === 'category' && item.items.some((child) => holds(child, href)))

/**
 * The sidebars of a section's pages: for the page at `activePath`, the whole tree when it is small, else its
 * top level and branch. The tree's size is counted once per section, not once per page.
 */
export function pageSidebars(section: string, tree: BrowserSidebarItem[], treeFile: string): (activePath: string) => PageSidebar {
  const expandAll = countDocs(tree) <= EXPAND_ALL_UP_TO
  return (activePath) => {
    const prune = (items: BrowserSidebarItem[]): PageSidebarItem[] =>
      items.map((item) => (item.type === 'doc' ? item : { ...item, items: holds(item, activePath) ? prune(item.items) : null }))
    return { section, items: expandAll ? tree : prune(tree), expandAll, treeFile }
  }
}
