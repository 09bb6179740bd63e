import React from 'react'
import { externalLinks, type ExternalLinkName } from '../../config/site'

/** Lets authors point at an external address without writing it: the site config owns every URL. */
export function ConfigLink({ name, children }: { name: ExternalLinkName; children?: React.ReactNode }) {
  const href = externalLinks[name]
  if (!href) {
    throw new Error(`<ConfigLink name="${name}"> is unknown; use one of ${Object.keys(externalLinks).join(', ')}`)
  }
  return <a href={href}>{children}</a>
}
