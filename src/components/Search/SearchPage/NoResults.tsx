import React from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { externalLinks } from '../../../config/site'
import { mainSection } from '../../../config/routes'
import type { BrowserSidebarItem } from '../../../shared/sidebar'
import { searchPageUrl } from '../../../shared/search/urls'
import * as styles from './styles.module.css'

const MAX_SUGGESTIONS = 3

/** The top-level categories of the main docs section: what to suggest before any search has found anything. */
function useSectionSuggestions(): string[] {
  const data = useStaticQuery<Queries.SearchSuggestionsQuery>(graphql`
    query SearchSuggestions {
      allSectionSidebar {
        nodes {
          section
          items
        }
      }
    }
  `)
  const main = data.allSectionSidebar.nodes.find((node) => node.section === mainSection.id)
  return ((main?.items ?? []) as BrowserSidebarItem[]).filter((item) => item.type === 'category').map((item) => item.label)
}

/**
 * The help under "No results for …", as the search modal gives it: "Try searching for" the sections earlier results came
 * from (else the main sections), and a link to report the query.
 */
export function NoResultsHelp({ earlierSections }: { earlierSections: string[] }) {
  const fallback = useSectionSuggestions()
  const suggestions = (earlierSections.length > 0 ? earlierSections : fallback).slice(0, MAX_SUGGESTIONS)
  return (
    <div className={styles.noResults}>
      {suggestions.length > 0 && (
        <>
          <p>Try searching for</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={searchPageUrl(suggestion)}>{suggestion}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Believe this query should return results?{' '}
        <a href={externalLinks.helpCenter} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  )
}
