import React from 'react'
import * as styles from './styles.module.css'

/**
 * Marks a draft (frontmatter `draft: true`). Only `gatsby develop` has draft pages: the production build
 * leaves them out, so readers never see this.
 */
export function DraftBadge({ draft }: { draft: boolean | null | undefined }) {
  if (!draft) return null
  return (
    <p className={`${styles.draft} theme-draft-badge`}>
      <strong className={styles.badge}>Draft</strong> Shown by the development server only; the published site leaves it out.
    </p>
  )
}
