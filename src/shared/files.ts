/**
 * The files the build writes and the browser (or a script) reads, named once for both sides.
 * Public paths are relative to the site root; project paths to the project folder. The names a script in
 * scripts/ reads too are in script-files.json, which Node imports without a compiler.
 */
import scriptFiles from './script-files.json'

/** Public: the body of /api-reference, fetched only on a client-side navigation to the page. */
export const REFERENCE_BODY_FILE = 'api-reference/body.json'
/** Public: the OpenAPI document as published for download. */
export const REFERENCE_DOCUMENT_FILE = 'api-reference/openapi.yaml'
/** Project: the same body for server rendering (gatsby-ssr.tsx requires it by this path). */
export const REFERENCE_BODY_CACHE_FILE = '.cache/api-reference-body.json'

/** Public: the OpenSearch description, which lets browsers add the site as a search engine. */
export const OPENSEARCH_PATH = '/opensearch.xml'

/** Public: a content section's whole sidebar tree, which a page loads when the reader opens a category its data left out. */
export const sidebarTreeFile = (section: string) => `/sidebars/${section}.json`

/** Public: the embedded search index (see search/index-format.ts): a folder per version, named by its hash… */
export const SEARCH_INDEX_FOLDER = '/search-index/'
/** …and the manifest naming the current one (outside the folder, so the folder can be cached for good). */
export const SEARCH_INDEX_MANIFEST = '/search-index.json'

/** Public: built from @docsearch/css by gatsby-node (the version is in the name, so it can be cached for good). */
export const DOCSEARCH_STYLESHEET = '/search/docsearch-3.9.0.css'

/**
 * The one <style> element the search modal renders (inside its Algolia logo SVG), allowed by hash in each
 * page's Content-Security-Policy. A new @docsearch/react version may change it; the browser tests report any
 * style the policy blocks.
 */
export const DOCSEARCH_INLINE_STYLES = ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}']

/** Project: the DocSearch records of the last build, which `npm run search:upload` sends to the hosted index. */
export const RECORDS_FILE = scriptFiles.searchRecords
/** Project: the synonyms of the last build (content/search/synonyms.yml), which `npm run search:upload` saves too. */
export const SYNONYMS_FILE = scriptFiles.searchSynonyms
