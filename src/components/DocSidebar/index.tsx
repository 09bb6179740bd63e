import React, { useEffect, useRef } from 'react'
import { Link } from 'gatsby'
import type { SidebarItem } from '../../node/sidebar'
import { SidebarColumn } from '../SidebarColumn'
import { useDocsSidebar } from './useDocsSidebar'
import * as styles from './styles.module.css'

function Items({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const active = item.href === activePath
        if (item.type === 'doc') {
          return (
            <li key={item.href}>
              <Link to={item.href} className={styles.link} aria-current={active ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          )
        }
        // Categories never auto-collapse: every level is always expanded.
        return (
          <li key={item.label}>
            {item.href ? (
              <Link to={item.href} className={styles.categoryLabel} aria-current={active ? 'page' : undefined}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.categoryLabel}>{item.label}</span>
            )}
            <Items items={item.items} activePath={activePath} />
          </li>
        )
      })}
    </ul>
  )
}

/** The docs navigation tree; the current page is marked and scrolled into view on load. */
export function DocSidebarTree({ activePath }: { activePath: string }) {
  const items = useDocsSidebar()
  return <Items items={items} activePath={activePath} />
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
