import React, { useEffect, useMemo, useRef } from 'react'
import { Link } from 'gatsby'
import type { BrowserSidebarItem } from '../../shared/sidebar'
import { SidebarColumn } from '../SidebarColumn'
import { Category } from './Category'
import { useDocsSidebar } from './useDocsSidebar'
import * as styles from './styles.module.css'

/**
 * Up to this many doc links every category starts expanded: the whole tree fits in the column. Beyond it
 * only the categories holding the current page do (as in Docusaurus), so a page's HTML carries one branch
 * of the tree and the site's HTML grows linearly with its pages rather than with their square.
 */
export const EXPAND_ALL_UP_TO = 150

const countDocs = (items: BrowserSidebarItem[]): number =>
  items.reduce((count, item) => count + (item.type === 'doc' ? 1 : countDocs(item.items)), 0)

function Items({ items, activePath, expandAll }: { items: BrowserSidebarItem[]; activePath: string; expandAll: boolean }) {
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
            activePath={activePath}
            expandAll={expandAll}
            renderItems={(children) => <Items items={children} activePath={activePath} expandAll={expandAll} />}
          />
        ),
      )}
    </ul>
  )
}

/** The docs navigation tree with the current page marked. */
export function DocSidebarTree({ activePath }: { activePath: string }) {
  const items = useDocsSidebar()
  const expandAll = useMemo(() => countDocs(items) <= EXPAND_ALL_UP_TO, [items])
  return <Items items={items} activePath={activePath} expandAll={expandAll} />
}

export function DocSidebar({ activePath }: { activePath: string }) {
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
    <SidebarColumn ref={ref} label="Docs sidebar" className="theme-doc-sidebar">
      <DocSidebarTree activePath={activePath} />
    </SidebarColumn>
  )
}
