import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type HeadProps, type PageProps } from 'gatsby'
import { SimplePage } from '../components/SimplePage'
import { Seo } from '../components/Seo'
import { fillQueryScript, SEARCH_INPUT_ID, SEARCH_TITLE_ID, searchTitle } from '../components/Search/SearchPage/heading'
import { pagesToRestore, rememberSearch, searchMemoryOf, type SearchMemory } from '../components/Search/SearchPage/history-memory'
import { NoResultsHelp } from '../components/Search/SearchPage/NoResults'
import { SearchHitItem } from '../components/Search/SearchPage/SearchHitItem'
import { useSearchResults } from '../components/Search/SearchPage/useSearchResults'
import { pageRoutes } from '../config/routes'
import { capQuery, MAX_QUERY_LENGTH } from '../shared/search/query-length'
import * as styles from '../components/Search/SearchPage/styles.module.css'

const queryFromUrl = (search: string) => capQuery(new URLSearchParams(search).get('q') ?? '')

/** Sections earlier results came from, in this visit: the no-results help suggests them, as the modal does. */
const earlierSections: string[] = []

/**
 * Full search results. The query is `?q=` and follows the input as the visitor types (without adding
 * history entries); 20 results at a time, more as the list's end scrolls into view. Back to this page
 * restores the results that were loaded and the scroll position. The query is only ever rendered as text.
 */
export default function SearchPage({ location }: PageProps) {
  // Empty on the server. In the browser, the URL's: at hydration the inline script has already written it into
  // the title, and a first render with another text would change the title back and forth (a layout shift).
  const [query, setQuery] = useState(() => (typeof window === 'undefined' ? '' : queryFromUrl(window.location.search)))
  // What this history entry remembers (read once, on arrival): restored when its query comes back.
  const [arrival] = useState<SearchMemory | null>(() => (typeof window === 'undefined' ? null : searchMemoryOf(window.history.state)))
  const pendingScroll = useRef(arrival)
  const initialPages = useCallback((text: string) => pagesToRestore(pendingScroll.current, text), [])
  const results = useSearchResults(query, initialPages)
  const sentinel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const loadMoreButton = useRef<HTMLButtonElement>(null)
  /** Set when "Load more" is used from the keyboard: the index of the first new result, to focus it. */
  const focusFrom = useRef<number | null>(null)

  useEffect(() => setQuery(queryFromUrl(location.search)), [location.search])

  const onChange = (value: string) => {
    const next = capQuery(value)
    setQuery(next)
    const url = next ? `${window.location.pathname}?q=${encodeURIComponent(next)}` : window.location.pathname
    window.history.replaceState(window.history.state, '', url)
  }

  const { hasMore, loadMore, hits, status } = results
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, loadMore])

  useEffect(() => {
    if (status !== 'done') return
    // The latest results' sections first, in their rank order.
    const latest = [...new Set(hits.map((hit) => hit.hierarchy.lvl0).filter((section): section is string => Boolean(section)))]
    earlierSections.splice(0, earlierSections.length, ...latest, ...earlierSections.filter((section) => !latest.includes(section)))
    const from = focusFrom.current
    focusFrom.current = null
    if (from !== null) document.querySelectorAll('main ol > li')[from]?.querySelector<HTMLElement>('a')?.focus()
  }, [status, hits])

  // Back to this entry: once its results are in again, scroll to where the reader was.
  useLayoutEffect(() => {
    const memory = pendingScroll.current
    if (!memory || status !== 'done') return
    pendingScroll.current = null
    if (results.query === memory.query) window.scrollTo(0, memory.scrollY)
  }, [status, results.query])

  // Remember the loaded pages and the scroll position in this history entry, before any link leaves it.
  const pages = status === 'done' ? results.page + 1 : 0
  useEffect(() => {
    if (pages === 0 || pendingScroll.current) return
    const save = () => rememberSearch({ query: results.query, pages, scrollY: window.scrollY })
    save()
    let timer: number | undefined
    const onScroll = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(save, 200)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    document.addEventListener('click', save, true)
    window.addEventListener('pagehide', save)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('click', save, true)
      window.removeEventListener('pagehide', save)
    }
  }, [pages, results.query])

  const onLoadMore = () => {
    if (document.activeElement === loadMoreButton.current) focusFrom.current = hits.length
    loadMore()
  }
  const onRetry = () => {
    // The error message and its button go away: keep focus in the search, not on <body>.
    input.current?.focus()
    results.retry()
  }

  return (
    <SimplePage path={pageRoutes.search}>
      {/* The inline script below may already have written the query here; React keeps that text. */}
      <h1 id={SEARCH_TITLE_ID} suppressHydrationWarning>
        {searchTitle(query)}
      </h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          type="search"
          className={styles.input}
          aria-label="Search docs"
          placeholder="Search docs"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        {/* Results follow the typing; the button is there for those who expect to submit (and Enter works). */}
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <script dangerouslySetInnerHTML={{ __html: fillQueryScript() }} />
      {/* At least a screen high, so the footer starts below the fold and never moves while results arrive. */}
      <div className={styles.resultsArea}>
        <p className={styles.status} role="status">
          {status === 'done' && results.nbHits > 0 && `${results.nbHits} ${results.nbHits === 1 ? 'result' : 'results'} for “${results.query}”`}
          {status === 'done' && results.nbHits === 0 && `No results for “${results.query}”`}
          {status === 'loading' && hits.length === 0 && 'Searching…'}
        </p>
        {status === 'done' && results.nbHits === 0 && <NoResultsHelp earlierSections={earlierSections} />}
        {status === 'error' && (
          <div className={styles.error} role="alert">
            <p>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button type="button" className={styles.more} onClick={onRetry}>
              Retry
            </button>
          </div>
        )}
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.map((hit) => (
              <SearchHitItem key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
        {(hasMore || (status === 'loading' && hits.length > 0)) && (
          <div ref={sentinel}>
            <button ref={loadMoreButton} type="button" className={styles.more} onClick={onLoadMore} aria-disabled={status === 'loading'}>
              {status === 'loading' ? 'Loading more results…' : 'Load more results'}
            </button>
          </div>
        )}
      </div>
    </SimplePage>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Search" path={location.pathname} />
}
