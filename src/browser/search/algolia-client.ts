/**
 * Hosted mode: Algolia's own lite client with the spec's timeouts (1 s connect, 2 s read, 30 s write),
 * pointed at ALGOLIA_HOST when one is configured (the tests' local Algolia-compatible server).
 *
 * Every query's words are sent as `optionalWords`, so Algolia, like the embedded engine, also returns
 * records that match only some of them, ranked below those that match more (the `words` criterion).
 */
import { liteClient } from 'algoliasearch/lite'
import type { SearchConfig } from '../../config/search'

export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 }

interface HostedRequest {
  query?: string
  [parameter: string]: unknown
}

/** The request with each of its query's words optional. */
export function withOptionalWords<T extends HostedRequest>(request: T): T {
  // Words as search splits them: "GET /carrier_setups/file" is get, carrier_setups, file.
  const words = (request.query ?? '').match(/[\p{L}\p{N}_]+/gu) ?? []
  return words.length > 1 ? { ...request, optionalWords: words } : request
}

export function createAlgoliaClient(config: Extract<SearchConfig, { engine: 'algolia' }>) {
  const host = config.host ? new URL(config.host) : null
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(host && { hosts: [{ url: host.host, protocol: host.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const }] }),
  })
  return {
    transporter: client.transporter,
    search: ({ requests }: { requests: HostedRequest[] }) => client.search({ requests: requests.map(withOptionalWords) as never }),
  }
}
