/** Small files every public site serves: robots.txt and the OpenSearch description. */
import { escapeHtml } from '../search/text'

export const SITEMAP_INDEX = '/sitemap-index.xml'
export const OPENSEARCH_PATH = '/opensearch.xml'
/** The `.html` → plain path redirects, in the `_redirects` format static hosts read (src/browser/paths.ts). */
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
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${site}/opensearch.xml"/>`,
    `  <moz:SearchForm>${site}/search</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n')
}
