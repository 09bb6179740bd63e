import { graphql, useStaticQuery } from 'gatsby'
import type { BrowserSidebarItem } from '../../shared/sidebar'

/**
 * One static query for the whole tree: its result is a separate JSON file the browser fetches once
 * and caches, so the sidebar is never copied into each page's data.
 */
export function useDocsSidebar(): BrowserSidebarItem[] {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      docsSidebar {
        items
      }
    }
  `)
  return (data.docsSidebar?.items ?? []) as unknown as BrowserSidebarItem[]
}
