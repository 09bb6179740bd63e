/**
 * Hosted mode: Algolia's own lite client with the spec's timeouts (1 s connect, 2 s read, 30 s write),
 * pointed at ALGOLIA_HOST when one is configured (the tests' local Algolia-compatible server).
 *
 * Every query's words are sent as `optionalWords`, so Algolia, like the embedded engine, also returns
 * records that match only some of them, ranked below those that match more (the `words` criterion). A URL
 * in the query is sent as its path, as the embedded client searches it (searchableQuery), and a query that
 * asks what changed is sent without its change words and with an optional filter for changelog posts
 * (change-intent.ts).
 */
import { liteClient } from 'algoliasearch/lite'
import type { SearchConfig } from '../../config/search'
import { searchedQuery } from '../../shared/search/change-intent'
import { typedWords } from '../../shared/search/tokens'

export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 }

interface HostedRequest {
  query?: string
  [parameter: string]: unknown
}

/**
 * The request as hosted search gets it: a URL in the query stands for its path, a question about a change
 * prefers changelog posts, and every word is optional.
 */
export function toHostedRequest<T extends HostedRequest>(request: T): T {
  const { query, optionalFilters } = searchedQuery(request.query ?? '')
  const words = typedWords(query).map(({ word }) => word)
  const filters = [...((request.optionalFilters as string[] | undefined) ?? []), ...optionalFilters]
  return {
    ...request,
    ...(request.query !== undefined && { query }),
    ...(words.length > 1 && { optionalWords: words }),
    ...(filters.length > 0 && { optionalFilters: filters }),
  }
}

export function createAlgoliaClient(config: Extract<SearchConfig, { engine: 'algolia' }>) {
  const host = config.host ? new URL(config.host) : null
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(host && { hosts: [{ url: host.host, protocol: host.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const }] }),
  })
  return {
    transporter: client.transporter,
    search: ({ requests }: { requests: HostedRequest[] }) => client.search({ requests: requests.map(toHostedRequest) as never }),
  }
}
