/**
 * The embedded engine behind DocSearch's search-client interface: `search({ requests })` answers with
 * Algolia-shaped results, so DocSearch (via `transformSearchClient`) and the /search page render them as
 * they would Algolia's. The engine (Pagefind in the browser) is injected, which keeps this testable.
 *
 * The engine ranks pages (see src/build/search/pagefind-index.ts); each page then contributes its best
 * matching records as hits: up to three, or one when the request asks for `distinct` results. A "result"
 * in `nbHits` and in paging is a page.
 */
import { unpackRecords, type PackedRecords } from '../../shared/search/packed-records'
import { capQuery, MAX_QUERY_LENGTH } from '../../shared/search/query'
import { forDocSearch, LEVELS, type RecordType, type SearchRecord } from '../../shared/search/record'
import { containsTerm, highlight, queryTerms, snippet, withoutStopWords, type Highlighted } from '../../shared/search/text'

/** DocSearch shows its "Unable to fetch results" screen only for an error with this name. */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RetryError'
  }
}

export interface EngineHit {
  /** Loads the page's stored records (Pagefind fetches a small fragment file). */
  data: () => Promise<{ meta: Record<string, string> }>
}

/** Hits a page contributes to a modal query; `distinct` requests (the /search page) take one. */
export const RECORDS_PER_PAGE = 3

const LEVEL_BONUS: Record<RecordType, number> = { lvl0: 0, lvl1: 2, lvl2: 1.5, lvl3: 1, lvl4: 0.5, lvl5: 0.5, lvl6: 0.5, content: 0 }

/** A record's own words: its heading, or its paragraph (an operation's record has both). */
const ownText = (record: SearchRecord) =>
  [record.type === 'content' ? '' : record.hierarchy[record.type], record.content].filter(Boolean).join(' ')

/**
 * The page's records that best answer the query: those whose own text matches, ranked by how many query
 * words their whole hierarchy covers, then their own matches, then level; the page's title record if none.
 */
export function pickRecords(records: SearchRecord[], terms: string[], max: number): SearchRecord[] {
  const scored = records.map((record, index) => {
    const context = [...LEVELS.map((level) => record.hierarchy[level]), record.content].filter(Boolean).join(' ')
    const own = terms.filter((term) => containsTerm(ownText(record), term)).length
    const coverage = terms.filter((term) => containsTerm(context, term)).length
    return { record, index, own, score: coverage * 10 + own * 3 + LEVEL_BONUS[record.type] }
  })
  const matching = scored.filter((entry) => entry.own > 0)
  const candidates = matching.length > 0 ? matching : scored.slice(0, 1)
  return candidates
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map((entry) => entry.record)
}

export interface Engine {
  search: (query: string, options: { filters?: Record<string, unknown> }) => Promise<{ results: EngineHit[] } | null>
}

export interface SearchRequest {
  query?: string
  indexName?: string
  page?: number
  hitsPerPage?: number
  attributesToSnippet?: string[]
  snippetEllipsisText?: string
  facetFilters?: (string | string[])[]
  /** One hit per page (Algolia: one per `attributeForDistinct`). */
  distinct?: boolean | number
  params?: Omit<SearchRequest, 'params'>
}

export interface SearchHit extends SearchRecord {
  _highlightResult: Record<string, unknown>
  _snippetResult: Record<string, unknown>
}

export interface SearchResult {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  query: string
  params: string
  processingTimeMS: number
  exhaustiveNbHits: boolean
}

/** The longest query the search input accepts (the spec's constant, DocSearch's `maxLength`). */
// In their own module, so the /search page's first load does not carry this client.
export { capQuery, MAX_QUERY_LENGTH }

/** `['hierarchy.lvl1:10', 'content:5']` → { 'hierarchy.lvl1': 10, content: 5 } */
export function snippetLengths(attributes: string[] = []): Record<string, number> {
  return Object.fromEntries(
    attributes.map((attribute) => {
      const [name, words] = attribute.split(':')
      return [name, Number(words) || 10]
    }),
  )
}

/**
 * Algolia facet filters → Pagefind filters: strings are ANDed, an inner array is ORed.
 * ['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']] → { language: 'en', docusaurus_tag: { any: ['a', 'b'] } }
 */
export function pagefindFilters(facetFilters: (string | string[])[] = []): Record<string, unknown> {
  const filters: Record<string, unknown> = {}
  for (const filter of facetFilters) {
    const alternatives = (Array.isArray(filter) ? filter : [filter]).map((entry) => {
      const separator = entry.indexOf(':')
      return { facet: entry.slice(0, separator), value: entry.slice(separator + 1) }
    })
    const facet = alternatives[0]?.facet
    if (!facet || alternatives.some((alternative) => alternative.facet !== facet)) {
      throw new Error(`Unsupported facet filter: ${JSON.stringify(filter)}`)
    }
    filters[facet] = alternatives.length === 1 ? alternatives[0].value : { any: alternatives.map((alternative) => alternative.value) }
  }
  return filters
}

const NO_MATCH = (value: string): Highlighted => ({ value, matchLevel: 'none', matchedWords: [] })

/** The record as a DocSearch hit: escaped text, <mark> highlights and snippets of the requested length. */
export function toHit(record: SearchRecord, terms: string[], lengths: Record<string, number>, ellipsis: string): SearchHit {
  const escaped = forDocSearch(record)
  const highlightHierarchy: Record<string, Highlighted> = {}
  const snippetHierarchy: Record<string, Highlighted> = {}
  for (const level of LEVELS) {
    const text = record.hierarchy[level]
    if (text === null) continue
    // lvl0 is shown as text (the group title), so it gets no markup at all.
    highlightHierarchy[level] = level === 'lvl0' ? NO_MATCH(text) : highlight(text, terms)
    const words = lengths[`hierarchy.${level}`]
    if (words && level !== 'lvl0') snippetHierarchy[level] = snippet(text, terms, words, ellipsis)
  }
  const content = record.content
  return {
    ...escaped,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      ...(content !== null && { content: highlight(content, terms) }),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(content !== null && lengths.content && { content: snippet(content, terms, lengths.content, ellipsis) }),
    },
  }
}

export function createEmbeddedClient(loadEngine: () => Promise<Engine>) {
  let engine: Promise<Engine> | undefined
  // A failed load is forgotten, so the next query (DocSearch's retry, the page's Retry) tries again.
  const getEngine = () =>
    (engine ??= loadEngine().catch((error: unknown) => {
      engine = undefined
      throw error
    }))

  async function run(request: SearchRequest): Promise<SearchResult> {
    const params = { ...request, ...request.params }
    const started = Date.now()
    const query = capQuery(params.query ?? '')
    const hitsPerPage = params.hitsPerPage ?? 20
    const page = params.page ?? 0
    const terms = withoutStopWords(queryTerms(query))
    const empty = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, params: '', processingTimeMS: 0, exhaustiveNbHits: true }
    if (terms.length === 0) return empty
    try {
      const found = await (await getEngine()).search(terms.join(' '), { filters: pagefindFilters(params.facetFilters) })
      const pages = found?.results ?? []
      const perPage = params.distinct ? 1 : RECORDS_PER_PAGE
      const lengths = snippetLengths(params.attributesToSnippet)
      const window = pages.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      const records: SearchRecord[] = []
      // Load pages' records a batch at a time, only as many as the hits need.
      const batch = Math.ceil(hitsPerPage / perPage)
      for (let start = 0; start < window.length && records.length < hitsPerPage; start += batch) {
        const loaded = await Promise.all(window.slice(start, start + batch).map((result) => result.data()))
        for (const { meta } of loaded) records.push(...pickRecords(unpackRecords(JSON.parse(meta.records) as PackedRecords), terms, perPage))
      }
      return {
        ...empty,
        hits: records.slice(0, hitsPerPage).map((record) => toHit(record, terms, lengths, params.snippetEllipsisText ?? '…')),
        nbHits: pages.length,
        nbPages: Math.ceil(pages.length / hitsPerPage),
        processingTimeMS: Date.now() - started,
      }
    } catch (error) {
      throw new RetryError('The search index could not be loaded', { cause: error })
    }
  }

  return {
    search: async ({ requests }: { requests: SearchRequest[] }) => ({ results: await Promise.all(requests.map(run)) }),
  }
}

export type SearchClient = ReturnType<typeof createEmbeddedClient>
