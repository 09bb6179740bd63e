import React from 'react'
import { type HeadProps, type PageProps } from 'gatsby'
import { SimplePage } from '../components/SimplePage'
import { Seo } from '../components/Seo'

/** The search results page. The query lives in `?q=`; results arrive with the search engine. */
export default function SearchPage({ path, location }: PageProps) {
  const query = new URLSearchParams(location.search).get('q') ?? ''
  return (
    <SimplePage path={path}>
      <div className="markdown">
        <h1>{query ? `Search results for “${query}”` : 'Search the documentation'}</h1>
        <p>Full-text search of the docs, the changelog and the API reference is on its way.</p>
      </div>
    </SimplePage>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Search" path={location.pathname} noindex />
}
