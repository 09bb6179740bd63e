import React from 'react'
import { MethodBadge } from './ApiAnchor'
import * as styles from './styles.module.css'

export interface ApiNavTag {
  name: string
  anchor: string
  operations: { anchor: string; method: string; summary: string; deprecated: boolean }[]
}

/** Tags and their operations as in-page links: plain anchors, so they work before and without hydration. */
export function ApiNav({ tags }: { tags: ApiNavTag[] }) {
  // Without an OpenAPI document there is nothing to navigate (and no #overview to link to).
  if (tags.length === 0) return null
  return (
    <ul className={styles.navList}>
      <li>
        <a className={styles.navTag} href="#overview">
          Overview
        </a>
      </li>
      {tags.map((tag) => (
        <li key={tag.anchor}>
          <a className={styles.navTag} href={`#${tag.anchor}`}>
            {tag.name}
          </a>
          <ul className={styles.navOperations}>
            {tag.operations.map((operation) => (
              <li key={operation.anchor}>
                <a className={styles.navOperation} href={`#${operation.anchor}`}>
                  <MethodBadge method={operation.method} />
                  <span className={operation.deprecated ? styles.deprecated : undefined}>{operation.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
