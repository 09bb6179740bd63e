/**
 * The embedded engine behind DocSearch's search-client interface: `search({ requests })` answers with
 * Algolia-shaped results, so DocSearch (via `transformSearchClient`) and the /search page render them as
 * they would Algolia's. The engine (src/browser/search/engine.ts) is injected, which keeps this testable.
 *
 * A "result" in `nbHits` is a page. `distinct` says how many of a page's records may be hits: the /search
 * page asks for one, the modal for MODAL_RECORDS_PER_PAGE.
 */
import { searchedQuery } from '../../shared/search/change-intent'
import { capQuery, MAX_QUERY_LENGTH } from '../../shared/search/query-length'
import { forDocSearch, LEVELS, shownFields, type SearchRecord } from '../../shared/search/record'
import { highlight, snippet, wordMatcher, type Highlighted, type WordMatcher } from '../../shared/search/text'
import type { EngineQuery, EngineResult } from './engine'

/** DocSearch shows its "Unable to fetch results" screen only for an error with this name. */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RetryError'
  }
}

export interface Engine {
  search: (query: string, options: EngineQuery) => Promise<EngineResult>
}

export interface SearchRequest {
  query?: string
  indexName?: string
  page?: number
  hitsPerPage?: number
  attributesToSnippet?: string[]
  snippetEllipsisText?: string
  facetFilters?: (string | string[])[]
  /** Algolia's optional filters; the embedded engine knows one facet, a page's `kind` (engine.ts). */
  optionalFilters?: string[]
  /** Records per page at most (Algolia: per value of `attributeForDistinct`); true is 1, false every record. */
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

/** Algolia's `distinct` parameter as a number of records per page (undefined: the index's default). */
export const distinctCount = (distinct: boolean | number | undefined): number | undefined =>
  distinct === undefined ? undefined : distinct === true ? 1 : distinct === false ? 0 : distinct

const NO_MATCH = (value: string): Highlighted => ({ value, matchLevel: 'none', matchedWords: [] })

/**
 * The record as a DocSearch hit: escaped text, <mark> on every word the query matched (through a typo too)
 * and snippets of the requested length.
 */
export function toHit(record: SearchRecord, matcher: WordMatcher, queryWords: string[], lengths: Record<string, number>, ellipsis: string): SearchHit {
  const escaped = shownFields(forDocSearch(record))
  const highlightHierarchy: Record<string, Highlighted> = {}
  const snippetHierarchy: Record<string, Highlighted> = {}
  for (const level of LEVELS) {
    const text = record.hierarchy[level]
    if (text === null) continue
    // lvl0 is shown as text (the group title), so it gets no markup at all.
    highlightHierarchy[level] = level === 'lvl0' ? NO_MATCH(text) : highlight(text, matcher, queryWords)
    const words = lengths[`hierarchy.${level}`]
    if (words && level !== 'lvl0') snippetHierarchy[level] = snippet(text, matcher, queryWords, words, ellipsis)
  }
  const content = record.content
  return {
    ...escaped,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      ...(content !== null && { content: highlight(content, matcher, queryWords) }),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(content !== null && lengths.content && { content: snippet(content, matcher, queryWords, lengths.content, ellipsis) }),
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
    try {
      // A URL stands for its path, and a question about a change prefers changelog posts, as in hosted mode.
      const searched = searchedQuery(query)
      const optionalFilters = [...(params.optionalFilters ?? []), ...searched.optionalFilters]
      const found = await (await getEngine()).search(searched.query, { page, hitsPerPage, distinct: distinctCount(params.distinct), optionalFilters })
      const matcher = wordMatcher(found.analysis.matches)
      const queryWords = found.analysis.words.map((word) => word.text)
      const lengths = snippetLengths(params.attributesToSnippet)
      return {
        hits: found.records.map((record) => toHit(record, matcher, queryWords, lengths, params.snippetEllipsisText ?? '…')),
        nbHits: found.nbHits,
        page,
        nbPages: found.nbPages,
        hitsPerPage,
        query,
        params: '',
        processingTimeMS: Date.now() - started,
        exhaustiveNbHits: true,
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
