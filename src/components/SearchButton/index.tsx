import React from 'react'
import { Link } from 'gatsby'
import * as styles from './styles.module.css'

/**
 * The navbar's search slot. Until the search modal lands it leads to the /search page, which works
 * without JavaScript; the modal will replace this component in the same slot.
 */
export function SearchButton() {
  return (
    <Link to="/search" className={styles.button} aria-label="Search">
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.4 13 19 17.6 17.6 19 13 14.4A8 8 0 1 1 14.4 13ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.label}>Search</span>
    </Link>
  )
}
