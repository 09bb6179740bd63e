import React, { forwardRef } from 'react'
import * as styles from './styles.module.css'

interface Props {
  /** Accessible name of the navigation landmark. */
  label: string
  /** Theme class for styling hooks, e.g. theme-doc-sidebar. */
  className: string
  children: React.ReactNode
}

/** The left column of docs and reference pages: a sticky, independently scrolling navigation, hidden below 996 px. */
export const SidebarColumn = forwardRef<HTMLElement, Props>(function SidebarColumn({ label, className, children }, ref) {
  return (
    <aside className={`${styles.sidebar} ${className}`}>
      <nav ref={ref} aria-label={label} className={styles.scroll}>
        {children}
      </nav>
    </aside>
  )
})
