import React, { useEffect, useRef } from 'react'
import { Link } from 'gatsby'
import type { PageSidebar, PageSidebarItem } from '../../shared/sidebar'
import { SidebarColumn } from '../SidebarColumn'
import { Category } from './Category'
import { categoryKey } from './category-memory'
import { useWholeTree } from './useWholeTree'
import * as styles from './styles.module.css'

export { EXPAND_ALL_UP_TO } from '../../shared/sidebar'

interface ItemsProps {
  items: PageSidebarItem[]
  /** The key of the category these items belong to (the tree file at the top). */
  parentKey: string
  activePath: string
  expandAll: boolean
  onNeedItems: () => void
}

function Items({ items, parentKey, activePath, expandAll, onNeedItems }: ItemsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.href}>
            <Link to={item.href} className={styles.link} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <Category
            key={item.label}
            item={item}
            memoryKey={categoryKey(parentKey, item.label)}
            activePath={activePath}
            expandAll={expandAll}
            onNeedItems={onNeedItems}
            renderItems={(children) => (
              <Items items={children} parentKey={categoryKey(parentKey, item.label)} activePath={activePath} expandAll={expandAll} onNeedItems={onNeedItems} />
            )}
          />
        ),
      )}
    </ul>
  )
}

interface TreeProps {
  /** The page's sidebar (its page context): the whole tree when small, else its top level and branch. */
  sidebar: PageSidebar
  activePath: string
}

/**
 * A section's navigation tree with the current page marked. Categories the page's data left out load with
 * the section's whole tree when the reader opens one.
 */
export function DocSidebarTree({ sidebar, activePath }: TreeProps) {
  const [wholeTree, loadWholeTree] = useWholeTree(sidebar.treeFile)
  return (
    <Items items={wholeTree ?? sidebar.items} parentKey={sidebar.treeFile} activePath={activePath} expandAll={sidebar.expandAll} onNeedItems={loadWholeTree} />
  )
}

export function DocSidebar({ sidebar, activePath, label }: TreeProps & { label: string }) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    // Scroll only the sidebar: scrollIntoView would also move the page the visitor came to read.
    const nav = ref.current
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !current) return
    const navBox = nav.getBoundingClientRect()
    const box = current.getBoundingClientRect()
    if (box.top < navBox.top || box.bottom > navBox.bottom) {
      nav.scrollTop += box.top - navBox.top - navBox.height / 2 + box.height / 2
    }
  }, [activePath])
  return (
    <SidebarColumn ref={ref} label={`${label} sidebar`} className="theme-doc-sidebar">
      <DocSidebarTree sidebar={sidebar} activePath={activePath} />
    </SidebarColumn>
  )
}
