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
