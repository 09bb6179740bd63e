/** Small files every public site serves: robots.txt and the OpenSearch description. */
import { OPENSEARCH_PATH } from '../shared/files'
import { escapeHtml } from '../shared/escape-html'

export const SITEMAP_INDEX = '/sitemap-index.xml'
/** The `.html` → plain path redirects, in the `_redirects` format static hosts read. */
export const REDIRECTS_FILE = '_redirects'

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/$/, '')}${SITEMAP_INDEX}`, ''].join('\n')
}

/** Lets browsers add the site as a search engine: queries go to /search?q=. */
export function openSearchXml(options: { siteUrl: string; shortName: string; description: string }): string {
  const site = options.siteUrl.replace(/\/$/, '')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeHtml(options.shortName)}</ShortName>`,
    `  <Description>${escapeHtml(options.description)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image width="16" height="16" type="image/svg+xml">${site}/favicon.svg</Image>`,
    `  <Url type="text/html" method="get" template="${site}/search?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${site}${OPENSEARCH_PATH}"/>`,
    `  <moz:SearchForm>${site}/search</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n')
}

/** The `.html` spellings a static host may be asked for, each of which should redirect to `route`. */
export function htmlVariants(route: string): string[] {
  if (route === '/') return ['/index.html']
  return [`${route}.html`, `${route}/index.html`]
}

/**
 * A host-neutral redirect file (the `_redirects` format several static hosts read): one permanent redirect
 * per `.html` spelling of every route. Explicit lines rather than wildcards, because not every host supports
 * a wildcard in the middle of a path.
 */
export function redirectsFile(routes: string[]): string {
  const lines = [...new Set(routes)]
    .sort()
    .flatMap((route) => htmlVariants(route).map((variant) => `${variant} ${route} 301`))
  return `# Every page has one URL: its plain path. Generated at build time.\n${lines.join('\n')}\n`
}
