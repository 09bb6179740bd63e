import React, { useEffect, useRef, useState } from 'react'
import { type HeadProps, type PageProps } from 'gatsby'
import { SimplePage } from '../components/SimplePage'
import { Seo } from '../components/Seo'
import { SearchHitItem } from '../components/Search/SearchPage/SearchHitItem'
import { useSearchResults } from '../components/Search/SearchPage/useSearchResults'
import { pageRoutes } from '../config/routes'
import { capQuery, MAX_QUERY_LENGTH } from '../shared/search/query'
import * as styles from '../components/Search/SearchPage/styles.module.css'

const queryFromUrl = (search: string) => capQuery(new URLSearchParams(search).get('q') ?? '')

/**
 * Full search results. The query is `?q=` and follows the input as the visitor types (without adding
 * history entries); 20 results at a time, more as the list's end scrolls into view. The query is only
 * ever rendered as text.
 */
export default function SearchPage({ location }: PageProps) {
  // Empty on the server and at hydration (the static HTML has no query); the effect below reads the URL.
  const [query, setQuery] = useState('')
  const results = useSearchResults(query)
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => setQuery(queryFromUrl(location.search)), [location.search])

  const onChange = (value: string) => {
    const next = capQuery(value)
    setQuery(next)
    const url = next ? `${window.location.pathname}?q=${encodeURIComponent(next)}` : window.location.pathname
    window.history.replaceState(window.history.state, '', url)
  }

  const { hasMore, loadMore } = results
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, loadMore])

  return (
    <SimplePage path={pageRoutes.search}>
      <h1>{query ? `Search results for “${query}”` : 'Search the documentation'}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <input
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
      </form>
      <p className={styles.status} role="status">
        {results.status === 'done' && results.nbHits > 0 && `${results.nbHits} ${results.nbHits === 1 ? 'result' : 'results'} for “${results.query}”`}
        {results.status === 'done' && results.nbHits === 0 && `No results for “${results.query}”`}
        {results.status === 'loading' && results.hits.length === 0 && 'Searching…'}
      </p>
      {results.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
          <button type="button" className={styles.more} onClick={results.retry}>
            Retry
          </button>
        </div>
      )}
      {results.hits.length > 0 && (
        <ol className={styles.results}>
          {results.hits.map((hit) => (
            <SearchHitItem key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {hasMore && (
        <div ref={sentinel}>
          <button type="button" className={styles.more} onClick={loadMore}>
            Load more results
          </button>
        </div>
      )}
    </SimplePage>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Search" path={location.pathname} />
}
