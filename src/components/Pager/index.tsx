import React from 'react'
import { Link } from 'gatsby'
import * as styles from './styles.module.css'

export interface PagerLink {
  label: string
  href: string
}

interface Props {
  /** Landmark label, e.g. "Docs pages" or "Blog list page navigation". */
  label: string
  previous: PagerLink | null
  next: PagerLink | null
  previousCaption: string
  nextCaption: string
}

/** Previous/next navigation shared by docs, changelog lists and posts. */
export function Pager({ label, previous, next, previousCaption, nextCaption }: Props) {
  if (!previous && !next) return null
  return (
    <nav aria-label={label} className={`${styles.pager} theme-pager`}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.caption}>{previousCaption}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.caption}>{nextCaption}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
