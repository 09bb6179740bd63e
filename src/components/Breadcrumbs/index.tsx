import React from 'react'
import { Link } from 'gatsby'
import { siteConfig } from '../../config/site'
import * as styles from './styles.module.css'

const docsHome = `${siteConfig.docs.routeBasePath}/${siteConfig.docs.versions[0].mainDoc}`

export interface Crumb {
  label: string
  href: string | null
}

/** Home › categories › current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className={`${styles.breadcrumbs} theme-doc-breadcrumbs`}>
      <ol>
        <li>
          <Link to={docsHome} aria-label="Docs home">
            Docs
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
