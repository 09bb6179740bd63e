import React from 'react'
import { Link } from 'gatsby'
import type { DocsVersion } from '../../config/site'
import { saveDocsPreferredVersion, versionHome } from '../../browser/docs-version'
import * as styles from './styles.module.css'

interface Props {
  versions: DocsVersion[]
  /** The name of the version the page belongs to. */
  current: string
}

/** Links to each docs version; only shown when there is more than one. A choice is remembered. */
export function DocsVersionSwitcher({ versions, current }: Props) {
  if (versions.length < 2) return null
  return (
    <nav className={styles.switcher} aria-label="Docs version" data-docs-version-switcher="">
      <span className={styles.title}>Version</span>
      <ul className={styles.list}>
        {versions.map((version) => (
          <li key={version.name}>
            <Link
              to={versionHome(version)}
              className={styles.link}
              aria-current={version.name === current ? 'true' : undefined}
              onClick={() => saveDocsPreferredVersion(version.name)}
            >
              {version.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
