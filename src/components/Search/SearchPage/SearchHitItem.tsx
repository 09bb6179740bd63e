import React from 'react'
import { Link } from 'gatsby'
import type { SearchHit } from '../../../browser/search/embedded-client'
import { LEVELS, type Level } from '../../../shared/search/levels'
import { siteRelativeUrl } from '../../../shared/search/urls'
import { siteConfig } from '../../../config/site'
import * as styles from './styles.module.css'

type Highlights = Partial<Record<Level, { value: string }>>

/** The level a hit is titled by: its own for headings, the nearest heading above for content. */
function titleLevel(hit: SearchHit): Level {
  if (hit.type !== 'content') return hit.type
  return [...LEVELS].reverse().find((level) => level !== 'lvl0' && hit.hierarchy[level]) ?? 'lvl1'
}

/**
 * One result: title, breadcrumb and snippet. Their HTML is the engine's highlighting of escaped record
 * text (see src/shared/search/record.ts), so injecting it is safe; lvl0 is plain text and rendered as text.
 */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const highlights = ((hit._highlightResult as { hierarchy?: Highlights }).hierarchy ?? {}) as Highlights
  const title = titleLevel(hit)
  const trail = LEVELS.slice(1, LEVELS.indexOf(title)).filter((level) => hit.hierarchy[level])
  const snippet = (hit._snippetResult as { content?: { value: string } }).content?.value
  return (
    <li className={styles.hit}>
      <h2 className={styles.hitTitle}>
        <Link to={siteRelativeUrl(hit.url, siteConfig.pathPrefix)} dangerouslySetInnerHTML={{ __html: highlights[title]?.value ?? hit.hierarchy[title] ?? '' }} />
      </h2>
      <p className={styles.trail}>
        <span>{hit.hierarchy.lvl0}</span>
        {trail.map((level) => (
          <React.Fragment key={level}>
            {' › '}
            <span dangerouslySetInnerHTML={{ __html: highlights[level]?.value ?? hit.hierarchy[level] ?? '' }} />
          </React.Fragment>
        ))}
      </p>
      {hit.type === 'content' && snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: snippet }} />}
    </li>
  )
}
