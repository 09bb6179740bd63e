/**
 * Small search indexes for unit tests: records built by the build's own functions, searched by both
 * engines (the embedded one over an index built in memory, and the hosted stand-in with the uploaded
 * settings), so a test can assert a ranking rule and that both engines apply it alike.
 */
import { gunzipSync } from 'zlib'
import { toHostedRequest } from '../../src/browser/search/algolia-client'
import { searchedQuery } from '../../src/shared/search/change-intent'
import { createEngine } from '../../src/browser/search/engine'
import { buildIndex, SHARD_BYTES } from '../../src/build/search/index-writer'
import { operationRecords, pageRecords, postRecords, type OperationInput } from '../../src/build/search/records'
import { PAGE_RANK } from '../../src/shared/search/page-kind'
import { forDocSearch, type SearchRecord } from '../../src/shared/search/record'
import { INDEX_SETTINGS, type IndexSettings } from '../../src/shared/search/settings'
import type { Synonym } from '../../src/shared/search/synonyms'
import { siteRelativeUrl } from '../../src/shared/search/urls'
import { searchIndex, type StoredRecord } from './fake-algolia'

export const SITE = 'https://docs.kolli.example'

export function doc(path: string, title: string, html: string, options: { section?: string; description?: string; pageRank?: number } = {}): SearchRecord[] {
  return pageRecords({
    url: `${SITE}${path}`,
    section: options.section ?? 'Working with the API',
    title,
    description: options.description ?? null,
    docusaurusTag: 'docs-default-current',
    html,
    pageRank: options.pageRank ?? PAGE_RANK.docs,
  })
}

export const post = (path: string, title: string, html: string) =>
  postRecords({ url: `${SITE}${path}`, section: 'Changelog', title, description: null, docusaurusTag: 'default', html })

export function operations(list: Partial<OperationInput>[]): SearchRecord[] {
  const records: SearchRecord[] = []
  for (const operation of list) {
    records.push(
      ...operationRecords(
        `${SITE}/api-reference`,
        {
          operationId: 'op',
          anchor: `operation/${operation.operationId ?? 'op'}`,
          method: 'GET',
          path: '/x',
          summary: 'X',
          tag: 'Things',
          webhook: false,
          descriptionHtml: '',
          parameters: [],
          requestBody: null,
          responses: [],
          ...operation,
        },
        records.length,
      ),
    )
  }
  return records
}

export interface SearchOptions {
  distinct?: number
  hitsPerPage?: number
}

/** The embedded engine over an index built from the records in memory: the URLs it returns, in order. */
export function embeddedEngine(records: SearchRecord[], settings: IndexSettings = INDEX_SETTINGS, sizes = SHARD_BYTES, synonyms: Synonym[] = []) {
  const { manifest, files } = buildIndex(records, settings, sizes, synonyms)
  const loaded: string[] = []
  const engine = createEngine(
    {
      manifest: async () => manifest,
      file: async (_version, name) => {
        loaded.push(name)
        const bytes = files.get(name)
        if (!bytes) throw new Error(`No index file ${name}`)
        return gunzipSync(bytes)
      },
    },
    settings,
  )
  return {
    engine,
    loaded,
    urls: async (query: string, { distinct = 1, hitsPerPage = 20 }: SearchOptions = {}) => {
      // As the embedded client asks (embedded-client.ts): a URL in the query stands for its path, a question
      // about a change prefers changelog posts.
      const searched = searchedQuery(query)
      const { records: found } = await engine.search(searched.query, { distinct, hitsPerPage, optionalFilters: searched.optionalFilters })
      return found.map((record) => siteRelativeUrl(record.url))
    },
  }
}

/** The hosted stand-in with the same settings, as `npm run search:upload` leaves the index: its answers. */
export function hostedResults(records: SearchRecord[], settings: IndexSettings = INDEX_SETTINGS, synonyms: Synonym[] = []) {
  const index = { records: records.map(forDocSearch) as unknown as StoredRecord[], settings: { ...settings }, synonyms }
  return (query: string, { distinct = 1, hitsPerPage = 20 }: SearchOptions = {}) => searchIndex(index, toHostedRequest({ query, distinct, hitsPerPage }))
}

/** The hosted stand-in's hits: the URLs it returns, in order. */
export function hostedUrls(records: SearchRecord[], settings: IndexSettings = INDEX_SETTINGS, synonyms: Synonym[] = []) {
  const results = hostedResults(records, settings, synonyms)
  return (query: string, options: SearchOptions = {}) => results(query, options).hits.map((hit) => siteRelativeUrl(hit.url))
}

/** What a ranking is asked with besides the query: search options, synonyms, index settings (the index's own by default). */
export interface RankingSetup {
  options?: SearchOptions
  synonyms?: Synonym[]
  settings?: IndexSettings
}

/**
 * The URLs both engines rank for a query. They must agree: the assertion fails naming the query and its
 * options, and a test then checks what they say.
 */
export async function agreedRanking(records: SearchRecord[], query: string, { options, synonyms = [], settings = INDEX_SETTINGS }: RankingSetup = {}) {
  const embedded = await embeddedEngine(records, settings, SHARD_BYTES, synonyms).urls(query, options)
  const hosted = hostedUrls(records, settings, synonyms)(query, options)
  expect({ query, options, urls: embedded }).toEqual({ query, options, urls: hosted })
  return embedded
}
