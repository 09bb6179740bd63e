import React, { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import type { PageSidebarItem } from '../../shared/sidebar'
import { initiallyExpanded, rememberedExpansion, rememberExpansion } from './category-memory'
import * as styles from './styles.module.css'

type CategoryItem = Extract<PageSidebarItem, { type: 'category' }>

export const containsPage = (items: PageSidebarItem[] | null, href: string): boolean =>
  (items ?? []).some((item) => item.href === href || (item.type === 'category' && containsPage(item.items, href)))

interface Props {
  item: CategoryItem
  /** Names the category in the reader's remembered choices (see category-memory.ts). */
  memoryKey: string
  activePath: string
  expandAll: boolean
  /** Renders the category's items; only called while it is expanded. */
  renderItems: (items: PageSidebarItem[]) => React.ReactNode
  /** Asks for the section's whole tree: this category's items were left out of the page's data. */
  onNeedItems: () => void
}

/**
 * A collapsible category. Its items are rendered only while it is expanded: at thousands of docs, every
 * page's HTML would otherwise carry the whole tree. Opening one category never closes another.
 */
export function Category({ item, memoryKey, activePath, expandAll, renderItems, onNeedItems }: Props) {
  const holdsActivePage = item.href === activePath || containsPage(item.items, activePath)
  const [expanded, setExpanded] = useState(() => initiallyExpanded(holdsActivePage, rememberedExpansion(memoryKey), expandAll))
  // A client-side navigation into a collapsed category opens it, so the current page shows.
  const [seenPath, setSeenPath] = useState(activePath)
  if (seenPath !== activePath) {
    setSeenPath(activePath)
    if (holdsActivePage && !expanded) setExpanded(true)
  }
  // The current page's category opened by itself: it stays open on the next page, as if the reader had opened it.
  useEffect(() => {
    if (holdsActivePage) rememberExpansion(memoryKey, true)
  }, [holdsActivePage, memoryKey])
  const toggle = () => {
    if (!expanded && item.items === null) onNeedItems()
    rememberExpansion(memoryKey, !expanded)
    setExpanded(!expanded)
  }
  const toggleLabel = `${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`
  return (
    <li>
      <div className={styles.categoryRow}>
        {item.href ? (
          <>
            <Link to={item.href} className={styles.categoryLabel} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </Link>
            <button type="button" className={styles.toggle} aria-expanded={expanded} aria-label={toggleLabel} onClick={toggle} />
          </>
        ) : (
          <button type="button" className={`${styles.categoryLabel} ${styles.categoryButton}`} aria-expanded={expanded} onClick={toggle}>
            {item.label}
          </button>
        )}
      </div>
      {expanded && item.items && renderItems(item.items)}
    </li>
  )
}
