/**
 * A local stand-in for Algolia's REST API, enough for the real clients: the lite client's multi-index
 * query (`POST /1/indexes/* /queries`) and what `setSettings`, `replaceAllObjects` and `waitForTask` call.
 * It checks the API keys and records every request so tests can assert on what the site sent.
 *
 * It answers as Algolia would with the index's settings (`setSettings`): searchable attributes in their
 * order, the ranking criteria and `customRanking`, typo tolerance and its word sizes, plurals, prefix
 * search on the last word, `optionalWords`, `attributeForDistinct` with `distinct`, facet filters and optional
 * filters (on the facets of `attributesForFaceting`); and
 * with its synonyms (`saveSynonyms`). The
 * ranking itself is src/shared/search/ranking.ts, the code the embedded engine ranks with.
 */
import http from 'http'
import type { AddressInfo } from 'net'
import { decodeEntities } from '../../src/shared/headings'
import { analyzeQuery, attributeTokens, occurrencesIn, type AttributeToken } from '../../src/shared/search/analysis'
import { firstCharacter } from '../../src/shared/search/matching'
import { evaluate, parseCustomRanking, rankingComparator, type Criteria } from '../../src/shared/search/ranking'
import { attributeModel, searchablePaths, valueAt, type IndexSettings } from '../../src/shared/search/settings'
import { highlight, snippet, wordMatcher } from '../../src/shared/search/text'
import { synonymTable, type Synonym } from '../../src/shared/search/synonyms'
import { fold } from '../../src/shared/search/tokens'

export interface StoredRecord {
  objectID: string
  url: string
  hierarchy: Record<string, string | null>
  content: string | null
  [key: string]: unknown
}

export interface ReceivedRequest {
  method: string
  path: string
  apiKey: string | null
  body: unknown
}

/** Algolia's defaults for what the stand-in honours, where `setSettings` said nothing. */
const DEFAULTS: IndexSettings = {
  searchableAttributes: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  customRanking: [],
  attributeForDistinct: '',
  distinct: 0,
  attributesForFaceting: [],
  queryType: 'prefixLast',
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: true,
}

export interface StoredIndex {
  records: StoredRecord[]
  settings: Partial<IndexSettings>
  /** Saved with `saveSynonyms` (POST …/synonyms/batch). */
  synonyms?: Synonym[]
  /** Per record, the tokens of each searchable attribute; and the vocabulary: word → pages (distinct values) with it. */
  prepared?: { tokens: AttributeToken[][][]; lexicon: Map<string, [string, number][]> }
}

/** Whether the record has the facet value of `facet:value`. */
function hasFacetValue(record: StoredRecord, entry: string) {
  const [facet, value] = entry.split(':')
  return String(valueAt(record, facet)) === value
}

function matchesFilters(record: StoredRecord, facetFilters: (string | string[])[] = []) {
  return facetFilters.every((filter) => (Array.isArray(filter) ? filter : [filter]).some((entry) => hasFacetValue(record, entry)))
}

/** A facet declared in `attributesForFaceting`, plain or as `filterOnly(…)` / `searchable(…)`. */
const isFacet = (settings: IndexSettings, facet: string) => settings.attributesForFaceting.some((entry) => entry.replace(/^\w+\((.*)\)$/, '$1') === facet)

/**
 * The record's score for `optionalFilters` (the `filters` criterion): one for each filter, or group of
 * alternatives, it matches, on a facet of the index (Algolia ignores the others).
 */
function optionalFilterScore(record: StoredRecord, settings: IndexSettings, optionalFilters: (string | string[])[] = []) {
  return optionalFilters.filter((filter) =>
    (Array.isArray(filter) ? filter : [filter]).some((entry) => isFacet(settings, entry.split(':')[0]) && hasFacetValue(record, entry)),
  ).length
}

/** Text as Algolia indexes it: the records carry HTML-escaped text for DocSearch. */
const plain = (value: unknown): unknown => (typeof value === 'string' ? decodeEntities(value) : Array.isArray(value) ? value.map(plain) : value)

function prepare(index: StoredIndex, settings: IndexSettings) {
  if (index.prepared) return index.prepared
  const paths = searchablePaths(settings)
  const tokens = index.records.map((record) => paths.map((path) => attributeTokens(plain(valueAt(record, path)))))
  const pagesOf = new Map<string, Set<string>>()
  index.records.forEach((record, position) => {
    const page = settings.attributeForDistinct ? String(valueAt(record, settings.attributeForDistinct)) : String(position)
    for (const attribute of tokens[position]) for (const { token } of attribute) {
      let pages = pagesOf.get(token)
      if (!pages) pagesOf.set(token, (pages = new Set()))
      pages.add(page)
    }
  })
  const lexicon = new Map<string, [string, number][]>()
  for (const [token, pages] of pagesOf) {
    const key = firstCharacter(token)
    lexicon.set(key, [...(lexicon.get(key) ?? []), [token, pages.size]])
  }
  return (index.prepared = { tokens, lexicon })
}

const distinctOf = (value: unknown) => (value === true ? 1 : value === false ? 0 : Number(value ?? 0))

/** Answers one query of Algolia's multi-query API from an index, as Algolia would with its settings. */
export function searchIndex(index: StoredIndex, request: Record<string, unknown>) {
  const settings: IndexSettings = { ...DEFAULTS, ...index.settings }
  const query = String(request.query ?? '')
  const hitsPerPage = Number(request.hitsPerPage ?? 20)
  const page = Number(request.page ?? 0)
  const distinct = request.distinct === undefined ? distinctOf(settings.distinct) : distinctOf(request.distinct)
  const attributes = attributeModel(settings)
  const custom = parseCustomRanking(settings.customRanking)
  const { tokens, lexicon } = prepare(index, settings)
  const analysis = analyzeQuery(query, (key) => lexicon.get(key) ?? [], settings, synonymTable(index.synonyms ?? []))
  const optional = new Set((Array.isArray(request.optionalWords) ? request.optionalWords : String(request.optionalWords ?? '').split(/\s+/)).map((word) => fold(String(word))))
  const required = analysis.words.flatMap((word, position) => (optional.has(word.text) ? [] : [position]))

  const ranked: { record: StoredRecord; position: number; criteria: Criteria; custom: number[]; filters: number }[] = []
  index.records.forEach((record, position) => {
    if (analysis.words.length === 0 || !matchesFilters(record, request.facetFilters as (string | string[])[])) return
    const occurrences = tokens[position].flatMap((attribute, attributeIndex) => occurrencesIn(attribute, attributeIndex, analysis.matches))
    const criteria = evaluate(analysis.words, occurrences, attributes)
    if (!criteria || !required.every((word) => criteria.matched.includes(word))) return
    const filters = optionalFilterScore(record, settings, request.optionalFilters as (string | string[])[])
    ranked.push({ record, position, criteria, custom: custom.map(({ attribute }) => Number(valueAt(record, attribute)) || 0), filters })
  })
  const compare = rankingComparator(settings.ranking, custom)
  ranked.sort((a, b) => compare(a, b) || a.position - b.position)

  // Distinct: at most `distinct` records of each value of attributeForDistinct, the best ones, in rank order.
  const groups = new Map<string, number>()
  const all = ranked.filter((entry) => {
    const key = distinct > 0 && settings.attributeForDistinct ? String(valueAt(entry.record, settings.attributeForDistinct)) : String(entry.position)
    const count = groups.get(key) ?? 0
    groups.set(key, count + 1)
    return count < distinct || distinct === 0
  })
  const matcher = wordMatcher(analysis.matches)
  const queryWords = analysis.words.map((word) => word.text)
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record, criteria, custom: customValues }) => {
    const hierarchy = Object.fromEntries(
      Object.entries(record.hierarchy)
        .filter(([, value]) => value !== null)
        .map(([level, value]) => [level, level === 'lvl0' ? { value, matchLevel: 'none' } : highlight(decodeEntities(value!), matcher, queryWords)]),
    )
    const content = record.content === null ? undefined : decodeEntities(record.content)
    return {
      ...record,
      _highlightResult: { hierarchy, ...(content !== undefined && { content: highlight(content, matcher, queryWords) }) },
      _snippetResult: content === undefined ? {} : { content: snippet(content, matcher, queryWords, 10) },
      // Algolia's getRankingInfo: why a hit ranks where it does (our criteria, by name).
      ...(request.getRankingInfo ? { _rankingInfo: { ...criteria, custom: customValues } } : {}),
    }
  })
  return { hits, nbHits: groups.size, page, nbPages: Math.ceil(all.length / hitsPerPage), hitsPerPage, query, params: '', processingTimeMS: 1 }
}

export async function startFakeAlgolia(keys: { search: string; admin: string }) {
  const indexes = new Map<string, StoredIndex>()
  const indexNamed = (name: string) => {
    let index = indexes.get(name)
    if (!index) indexes.set(name, (index = { records: [], settings: {} }))
    return index
  }
  const received: ReceivedRequest[] = []
  let task = 0

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local')
      const apiKey = (request.headers['x-algolia-api-key'] as string | undefined) ?? url.searchParams.get('x-algolia-api-key')
      const parsed = body ? JSON.parse(body) : null
      received.push({ method: request.method ?? '', path: url.pathname, apiKey, body: parsed })
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
        })
        response.end(JSON.stringify(payload))
      }
      if (request.method === 'OPTIONS') return send(204, {})
      const write = request.method !== 'GET' && url.pathname !== '/1/indexes/*/queries'
      const allowed = write ? apiKey === keys.admin : apiKey === keys.search || apiKey === keys.admin
      if (!allowed) return send(403, { message: 'Invalid API key', status: 403 })

      const index = /^\/1\/indexes\/([^/]+)/.exec(url.pathname)?.[1]
      const name = index ? decodeURIComponent(index) : ''
      if (url.pathname === '/1/indexes/*/queries') {
        const requests = (parsed as { requests: Record<string, unknown>[] }).requests
        return send(200, { results: requests.map((entry) => searchIndex(indexNamed(String(entry.indexName)), entry)) })
      }
      if (/\/synonyms\/batch$/.test(url.pathname)) {
        const stored = indexNamed(name)
        const replace = url.searchParams.get('replaceExistingSynonyms') === 'true'
        stored.synonyms = [...(replace ? [] : (stored.synonyms ?? [])), ...(parsed as Synonym[])]
        return send(200, { taskID: ++task, updatedAt: new Date().toISOString() })
      }
      if (/\/batch$/.test(url.pathname)) {
        const stored = indexNamed(name)
        for (const operation of (parsed as { requests: { action: string; body: StoredRecord }[] }).requests) {
          if (operation.action === 'addObject' || operation.action === 'updateObject') stored.records.push(operation.body)
        }
        stored.prepared = undefined
        return send(200, { taskID: ++task, objectIDs: [] })
      }
      if (/\/operation$/.test(url.pathname)) {
        const { operation, destination } = parsed as { operation: 'copy' | 'move'; destination: string }
        if (operation === 'move') {
          indexes.set(destination, indexNamed(name))
          indexes.delete(name)
        }
        // Algolia's copy with scope ['settings', …] (replaceAllObjects keeps the settings that way).
        if (operation === 'copy') {
          const scope = (parsed as { scope?: string[] }).scope ?? ['settings', 'synonyms', 'rules', 'records']
          const target = indexNamed(destination)
          if (scope.includes('settings')) target.settings = { ...indexNamed(name).settings }
          if (scope.includes('synonyms')) target.synonyms = [...(indexNamed(name).synonyms ?? [])]
          if (scope.includes('records')) target.records = [...indexNamed(name).records]
          target.prepared = undefined
        }
        return send(200, { taskID: ++task, updatedAt: new Date().toISOString() })
      }
      if (/\/settings$/.test(url.pathname)) {
        if (request.method === 'GET') return send(200, indexNamed(name).settings)
        const stored = indexNamed(name)
        stored.settings = { ...stored.settings, ...(parsed as Partial<IndexSettings>) }
        stored.prepared = undefined
        return send(200, { taskID: ++task, updatedAt: new Date().toISOString() })
      }
      if (/\/task\/\d+$/.test(url.pathname)) return send(200, { status: 'published', pendingTask: false })
      return send(404, { message: `Not implemented here: ${request.method} ${url.pathname}`, status: 404 })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    indexes,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
