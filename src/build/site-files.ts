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

/**
 * A host-neutral redirect file (the `_redirects` format Netlify and Cloudflare Pages read): the `.html`
 * spellings of any page to its plain path, in three rules with splats, however many pages there are. Those
 * two hosts normalise `.html` themselves as well; `npm run serve` applies these rules, and the nginx
 * configuration says the same in its own terms.
 */
export const REDIRECT_RULES = ['/index.html / 301', '/*/index.html /:splat 301', '/*.html /:splat 301']

export function redirectsFile(): string {
  return `# Every page has one URL: its plain path. Generated at build time.\n${REDIRECT_RULES.join('\n')}\n`
}
