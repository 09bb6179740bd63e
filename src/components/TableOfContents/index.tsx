import React from 'react'
import { nestHeadings, type Heading, type TocEntry } from '../../shared/headings'
import * as styles from './styles.module.css'

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 && <Entries entries={entry.children} />}
        </li>
      ))}
    </ul>
  )
}

/** h2–h3 of the page: a right-hand column on desktop, a collapsible "On this page" on mobile. */
export function TableOfContents({ headings, variant }: { headings: readonly Heading[]; variant: 'desktop' | 'mobile' }) {
  if (headings.length === 0) return null
  const entries = nestHeadings([...headings])
  if (variant === 'mobile') {
    return (
      <details className={`${styles.mobile} theme-toc-mobile`}>
        <summary>On this page</summary>
        <Entries entries={entries} />
      </details>
    )
  }
  return (
    <div className={`${styles.desktop} theme-toc`}>
      <nav aria-label="On this page" className={styles.sticky}>
        <p className={styles.title}>On this page</p>
        <Entries entries={entries} />
      </nav>
    </div>
  )
}
