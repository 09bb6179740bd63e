import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { ReferenceBodyContext } from './src/components/ApiReference/reference-body'
import { siteConfig } from './src/config/site'
import { colorModeScript } from './src/browser/color-mode'
import { BASE_URL_BANNER_CSS, pageUrlScript } from './src/browser/page-url-script'
import { announcementScript } from './src/components/AnnouncementBar'
import { PAGE_END_ID } from './src/components/Footer'
import { mainDocRoute, sections } from './src/config/routes'
import { OPENSEARCH_PATH } from './src/shared/files'
import { algoliaOrigin, searchConfig } from './src/config/search'

/** Gatsby's pathPrefix when the build prefixes paths (`gatsby build --prefix-paths`), '' otherwise. */
declare const __BASE_PATH__: string

/**
 * Inline scripts that must run before first paint: the colour mode (no page flashes the wrong theme), the
 * dismissed announcement (it never flashes) and the page's URL (plain path; base-URL banner).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // gatsby develop renders one HTML shell for every path (always with pathname '/'), without the page.
  const developShell = process.env.BUILD_STAGE === 'develop-html'
  const announcement = siteConfig.announcementBar
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
    ...(announcement
      ? [<script key="announcement" dangerouslySetInnerHTML={{ __html: announcementScript(announcement) }} />]
      : []),
    <script
      key="page-url"
      dangerouslySetInnerHTML={{
        __html: pageUrlScript({
          pagePath: developShell ? null : pathname,
          pathPrefix: __BASE_PATH__,
          brand: siteConfig.brand,
        }),
      }}
    />,
    <style key="base-url-banner" dangerouslySetInnerHTML={{ __html: BASE_URL_BANNER_CSS }} />,
    // A section's base path (/docs) leads to its main doc without JavaScript too (the page itself redirects
    // client-side).
    ...sections
      .filter((section) => pathname === section.routeBasePath)
      .map((section) => <meta key="docs-root-refresh" httpEquiv="refresh" content={`0; url=${__BASE_PATH__}${mainDocRoute(section)}`} />),
    // No first paint of a half-parsed page: under load the browser could paint before the navbar's right-hand
    // items, the TOC column or the footer's links were parsed, then move the rest when they arrived (a layout
    // shift). Chromium ends the wait when the element is inserted, not when it is complete, so the mark is an
    // empty element at the end of the footer, after everything that lays out the page. Browsers without
    // support ignore it. gatsby develop's shell has no footer in its HTML to wait for.
    ...(developShell
      ? []
      : [<link key="expect-page-end" rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: 'render' }} />]),
    <link key="icon" rel="icon" href={`${__BASE_PATH__}/favicon.svg`} type="image/svg+xml" />,
    // The RSS feed's link comes from gatsby-plugin-feed.
    <link
      key="atom"
      rel="alternate"
      type="application/atom+xml"
      title={siteConfig.changelog.feeds.atom.title}
      href={`${__BASE_PATH__}${siteConfig.changelog.feeds.atom.path}`}
    />,
    <link key="opensearch" rel="search" type="application/opensearchdescription+xml" title={`${siteConfig.brand} docs`} href={`${__BASE_PATH__}${OPENSEARCH_PATH}`} />,
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
