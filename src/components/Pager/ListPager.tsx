import React from 'react'
import { Pager } from '.'

/** Where a page of a paginated changelog list is: the page context the page plan gives it. */
export interface ListPageContext {
  route: string
  page: number
  pageCount: number
  newerRoute: string | null
  olderRoute: string | null
}

/** " – page 2" after a list's title and heading from its second page on, so each page has its own title. */
export const pageSuffix = (page: number): string => (page > 1 ? ` – page ${page}` : '')

/**
 * The pager of the changelog's paginated lists (the list and each tag's posts), so they read alike. Newest
 * first: the previous page holds newer entries.
 */
export function ListPager({ page, newerRoute, olderRoute }: ListPageContext) {
  return (
    <Pager
      label="Changelog list page navigation"
      previous={newerRoute ? { label: 'Newer entries', href: newerRoute } : null}
      next={olderRoute ? { label: 'Older entries', href: olderRoute } : null}
      previousCaption={`Page ${page - 1}`}
      nextCaption={`Page ${page + 1}`}
    />
  )
}
