import { useCallback, useEffect, useRef, useState } from 'react'
import { contextualSearchParameters, getSearchClient, searchIndexName } from '../../../browser/search/client'
import type { SearchHit } from '../../../browser/search/embedded-client'
import { reportSearchFailure, reportSearchSuccess } from '../../../browser/search/failures'

export const HITS_PER_PAGE = 20
const SNIPPET_WORDS = 10
const DEBOUNCE_MS = 150

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error'

interface State {
  status: SearchStatus
  /** The query these results answer (the input may already say something newer). */
  query: string
  hits: SearchHit[]
  nbHits: number
  /** The last page loaded (0-based) and how many exist. */
  page: number
  nbPages: number
}

const INITIAL: State = { status: 'idle', query: '', hits: [], nbHits: 0, page: 0, nbPages: 0 }

async function fetchPage(query: string, page: number) {
  const client = await getSearchClient()
  const { results } = await client.search({
    requests: [
      {
        indexName: searchIndexName,
        query,
        page,
        hitsPerPage: HITS_PER_PAGE,
        attributesToSnippet: [`content:${SNIPPET_WORDS}`],
        snippetEllipsisText: '…',
        // One result per page: the page's best match.
        distinct: true,
        ...contextualSearchParameters,
      },
    ],
  })
  return results[0]
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * The /search page's results for a query: the first 20 as the query settles, 20 more per `loadMore`.
 * `initialPages(query)` says how many pages a query starts with: more than one when the reader comes Back
 * to results they had loaded. A newer query always wins over a slower older one.
 */
export function useSearchResults(query: string, initialPages: (query: string) => number = () => 1) {
  const [state, setState] = useState<State>(INITIAL)
  const generation = useRef(0)
  const pagesFor = useRef(initialPages)
  pagesFor.current = initialPages

  /** Loads pages `from`…`to` of `text` and appends them (or replaces the list, from page 0). */
  const run = useCallback((text: string, from: number, to: number) => {
    const current = ++generation.current
    setState((previous) => ({ ...(from === 0 ? INITIAL : previous), status: 'loading', query: text }))
    Promise.all(range(from, to).map((page) => fetchPage(text, page))).then(
      (results) => {
        if (current !== generation.current) return
        reportSearchSuccess()
        const last = results[results.length - 1]
        setState((previous) => ({
          status: 'done',
          query: text,
          hits: [...(from === 0 ? [] : previous.hits), ...results.flatMap((result) => result.hits)],
          nbHits: last.nbHits,
          page: Math.min(to, Math.max(last.nbPages - 1, 0)),
          nbPages: last.nbPages,
        }))
      },
      (error: unknown) => {
        if (current !== generation.current) return
        reportSearchFailure(error)
        setState((previous) => ({ ...previous, status: 'error' }))
      },
    )
  }, [])

  useEffect(() => {
    if (!query.trim()) {
      generation.current += 1
      setState(INITIAL)
      return
    }
    const timer = window.setTimeout(() => run(query, 0, pagesFor.current(query) - 1), DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [query, run])

  const hasMore = state.status === 'done' && state.page + 1 < state.nbPages
  const loadMore = useCallback(() => {
    if (hasMore) run(query, state.page + 1, state.page + 1)
  }, [hasMore, query, run, state.page])
  const retry = useCallback(() => {
    const next = state.hits.length > 0 ? state.page + 1 : 0
    run(query, next, next)
  }, [query, run, state.hits.length, state.page])

  return { ...state, hasMore, loadMore, retry }
}
