/**
 * Hosted mode: Algolia's own lite client with the spec's timeouts (1 s connect, 2 s read, 30 s write),
 * pointed at ALGOLIA_HOST when one is configured (the tests' local Algolia-compatible server).
 */
import { liteClient } from 'algoliasearch/lite'
import type { SearchConfig } from '../../config/search'

export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 }

export function createAlgoliaClient(config: Extract<SearchConfig, { engine: 'algolia' }>) {
  const host = config.host ? new URL(config.host) : null
  return liteClient(config.appId, config.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(host && { hosts: [{ url: host.host, protocol: host.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const }] }),
  })
}
