/**
 * The search client of the configured engine, shared by the DocSearch modal and the /search page:
 * DocSearch's interface (`search({ requests })` → Algolia-shaped results) in both modes.
 */
import { CONTEXTUAL_FACET_FILTERS, searchConfig } from '../../config/search'
import type { SearchRequest, SearchResult } from './embedded-client'

export interface SiteSearchClient {
  search: (params: { requests: SearchRequest[] }) => Promise<{ results: SearchResult[] }>
}

let client: Promise<SiteSearchClient> | undefined

export function getSearchClient(): Promise<SiteSearchClient> {
  client ??= (async (): Promise<SiteSearchClient> => {
    if (searchConfig.engine === 'algolia') {
      const { createAlgoliaClient } = await import(/* webpackChunkName: "search-algolia" */ './algolia-client')
      return createAlgoliaClient(searchConfig) as unknown as SiteSearchClient
    }
    // The adapter too loads on the first query, not with the page (the /search page's first-load budget).
    const [{ loadPagefind }, { createEmbeddedClient }] = await Promise.all([
      import(/* webpackChunkName: "search-embedded" */ './pagefind'),
      import(/* webpackChunkName: "search-embedded" */ './embedded-client'),
    ])
    return createEmbeddedClient(loadPagefind)
  })()
  return client
}

/** The index queries name: Algolia needs it; the embedded engine has one index and ignores it. */
export const searchIndexName = searchConfig.engine === 'algolia' ? searchConfig.indexName : 'kolli-docs'

/**
 * Contextual search for Algolia, whose index may hold other languages and doc versions. The embedded
 * index holds exactly this build's English pages, so the filters would only cost it two extra downloads.
 */
export const contextualSearchParameters = searchConfig.engine === 'algolia' ? { facetFilters: CONTEXTUAL_FACET_FILTERS } : {}
