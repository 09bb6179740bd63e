import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { ReferenceBodyContext } from './src/components/ApiReference/reference-body'
import { siteConfig } from './src/config/site'
import { colorModeScript } from './src/browser/color-mode'
import { OPENSEARCH_PATH } from './src/node/site-files'
import { algoliaOrigin, searchConfig } from './src/search/config'

/** The colour mode is set before first paint, so no page ever flashes the wrong theme. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({
    lang: siteConfig.language,
    dir: 'ltr',
    'data-theme': siteConfig.colorMode.defaultMode,
    // Styles key off it: e.g. the modal claims "Search by Algolia" only when Algolia answers.
    'data-search-engine': searchConfig.engine,
  } as never)
  setHeadComponents([
    ...(searchConfig.engine === 'algolia'
      ? [<link key="search-preconnect" rel="preconnect" href={algoliaOrigin(searchConfig)} crossOrigin="anonymous" />]
      : []),
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript(siteConfig.colorMode) }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The RSS feed's link comes from gatsby-plugin-feed.
    <link
      key="atom"
      rel="alternate"
      type="application/atom+xml"
      title={siteConfig.changelog.feeds.atom.title}
      href={siteConfig.changelog.feeds.atom.path}
    />,
    <link key="opensearch" rel="search" type="application/opensearchdescription+xml" title={`${siteConfig.brand} docs`} href={OPENSEARCH_PATH} />,
  ])
}

/**
 * The API reference's body, written by createPages before this bundle is compiled (the path is
 * REFERENCE_BODY_CACHE_FILE). Bundled rather than read from disk, so Gatsby can still cache page renders.
 */
// eslint-disable-next-line @typescript-eslint/no-var-requires
const referenceBody = (require('./.cache/api-reference-body.json') as { html: string }).html

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <ReferenceBodyContext.Provider value={referenceBody}>{element}</ReferenceBodyContext.Provider>
)
