import React from 'react'
import { Link } from 'gatsby'
import { mainDocRoute } from '../../config/routes'
import type { ContentSection } from '../../config/site'
import * as styles from './styles.module.css'

export interface Crumb {
  label: string
  href: string | null
}

/** Section home › categories › current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ section, crumbs, current }: { section: ContentSection; crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className={`${styles.breadcrumbs} theme-doc-breadcrumbs`}>
      <ol>
        <li>
          <Link to={mainDocRoute(section)} aria-label={`${section.label} home`}>
            {section.label}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  )
}
