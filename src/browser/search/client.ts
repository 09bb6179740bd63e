/**
 * The search client of the configured engine, shared by the DocSearch modal and the /search page:
 * DocSearch's interface (`search({ requests })` → Algolia-shaped results) in both modes.
 */
import { CONTEXTUAL_FACET_FILTERS, searchConfig } from '../../config/search'
import { testHooksEnabled } from '../test-faults'
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
    // The engine and its adapter load on the first query, not with the page (the /search page's first-load budget).
    const [{ createEngine }, { siteIndexSource }, { createEmbeddedClient }] = await Promise.all([
      import(/* webpackChunkName: "search-embedded" */ './engine'),
      import(/* webpackChunkName: "search-embedded" */ './index-source'),
      import(/* webpackChunkName: "search-embedded" */ './embedded-client'),
    ])
    if (process.env.NODE_ENV === 'development') {
      // The writer's index changes under the open tab (fresh-engine.ts).
      const { freshEngine } = await import(/* webpackChunkName: "search-embedded" */ './fresh-engine')
      return createEmbeddedClient(async () => freshEngine(createEngine, siteIndexSource))
    }
    return createEmbeddedClient(async () => createEngine(siteIndexSource))
  })()
  return client
}

/** The index queries name: Algolia needs it; the embedded engine has one index and ignores it. */
export const searchIndexName = searchConfig.engine === 'algolia' ? searchConfig.indexName : 'kolli-docs'

/**
 * Contextual search for Algolia, whose index may hold other languages and doc versions. The embedded
 * index holds exactly this build's English pages, so it needs no filters.
 */
export const contextualSearchParameters = searchConfig.engine === 'algolia' ? { facetFilters: CONTEXTUAL_FACET_FILTERS } : {}

/** The modal shows up to this many records of one page (the /search page one): the same in both engines. */
export const MODAL_RECORDS_PER_PAGE = 3

export const modalSearchParameters = { ...contextualSearchParameters, distinct: MODAL_RECORDS_PER_PAGE }

// Test builds only: `npm run bench:search` times the client in the page through these, with the modal's parameters.
if (testHooksEnabled && typeof window !== 'undefined') {
  Object.assign(window, { __KOLLI_SEARCH_CLIENT__: getSearchClient, __KOLLI_MODAL_SEARCH_PARAMETERS__: modalSearchParameters })
}
