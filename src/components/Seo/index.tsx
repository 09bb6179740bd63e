import React from 'react'
import { siteConfig } from '../../config/site'
import { withoutPathPrefix } from '../../shared/paths'

interface Props {
  title?: string
  description?: string | null
  /** Canonical route of the page, e.g. `/docs/sandbox`. */
  path: string
  /** Overrides siteConfig.noindexRoutes for this page. */
  noindex?: boolean
  /** DocSearch's contextual-search tag: `docs-default-current` for docs pages. */
  docusaurusTag?: string
  children?: React.ReactNode
}

/** The head of every page: title, description, canonical URL and social cards. */
export function Seo({ title, description, path, noindex, docusaurusTag = 'default', children }: Props) {
  // One rule for noindex and the sitemap: siteConfig.noindexRoutes.
  // A location's pathname may carry the path prefix; the route never does.
  const route = withoutPathPrefix(path, siteConfig.pathPrefix)
  const hidden = noindex ?? siteConfig.noindexRoutes.includes(route)
  const fullTitle = title ? `${title} | ${siteConfig.brand}` : `${siteConfig.brand}: ${siteConfig.title}`
  const canonical = `${siteConfig.siteUrl}${route === '/' ? '' : route}`
  const summary = description || siteConfig.tagline
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <meta name="docsearch:language" content={siteConfig.language} />
      <meta name="docsearch:docusaurus_tag" content={docusaurusTag} />
      {hidden && <meta name="robots" content="noindex, follow" />}
      {children}
    </>
  )
}
