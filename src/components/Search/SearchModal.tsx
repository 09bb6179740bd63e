/**
 * The DocSearch modal (@docsearch/react 3.9.0, whose defaults are the spec's constants: "Search docs",
 * 64 characters, 20 hits, 5 per group, 10-word snippets or 5 up to 768 px, 7/4 recent searches, 10
 * favourites, stalled after 300 ms). Queries go to the configured engine through `transformSearchClient`;
 * hits navigate with Gatsby's router.
 */
import React, { useEffect } from 'react'
import { DocSearchModal } from '@docsearch/react'
import { Link, navigate, withPrefix } from 'gatsby'
import { keepDocSearchMarkupValid } from './docsearch-markup'
import { externalLinks, siteConfig } from '../../config/site'
import { getSearchClient, modalSearchParameters, searchIndexName } from '../../browser/search/client'
import { reportSearchFailure, reportSearchSuccess } from '../../browser/search/failures'
import { searchConfig } from '../../config/search'
import type { SearchModalProps } from './load-modal'
import { searchPageUrl, siteRelativeUrl } from '../../shared/search/urls'

/** DocSearch insists on credentials; the embedded engine needs none, so these only satisfy its checks. */
const credentials =
  searchConfig.engine === 'algolia'
    ? { appId: searchConfig.appId, apiKey: searchConfig.apiKey, indexName: searchConfig.indexName }
    : { appId: 'embedded', apiKey: 'embedded', indexName: searchIndexName }

type SearchParams = Parameters<Awaited<ReturnType<typeof getSearchClient>>['search']>[0]

let latestSearch = 0

/**
 * The configured client, resolved on first use so DocSearch can be handed one synchronously.
 *
 * It also works around a race in DocSearch 3.9.0: its `.catch` on the client's promise sets the "error"
 * status (for a RetryError), but autocomplete-core's own `finally` then resets the status to "idle", so
 * the "Unable to fetch results" screen never shows. DocSearch's handler is therefore run once that
 * `finally` is done, unless a newer query has started since.
 */
const deferredClient = {
  search: (params: SearchParams) => {
    const search = ++latestSearch
    const result = getSearchClient()
      .then((client) => client.search(params))
      .then((response) => {
        reportSearchSuccess()
        return response
      })
    return {
      then: (...handlers: Parameters<typeof result.then>) => result.then(...handlers),
      catch: (onError: (error: unknown) => unknown) =>
        result.catch((error: unknown) => {
          reportSearchFailure(error)
          window.setTimeout(() => {
            if (search !== latestSearch) return
            try {
              onError(error)
            } catch {
              // DocSearch rethrows after setting the status; the request has already failed.
            }
          }, 0)
          throw error
        }),
    }
  },
}

/** Opens a hit in a new tab: a modified or middle click, as on a link. */
const wantsNewTab = (event: React.MouseEvent) => event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey

/**
 * A hit is an option of DocSearch's listbox, and the option is the control: a link inside it would be a second,
 * nested one (WCAG: nested interactive). So the hit is an `<a>` without `href` (DocSearch's styles still apply)
 * that follows the URL on click, middle click or modified click; Enter is DocSearch's, through `navigator`.
 */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  const follow = (event: React.MouseEvent) => {
    if (wantsNewTab(event)) window.open(withPrefix(hit.url), '_blank', 'noopener')
    else navigate(hit.url)
  }
  return (
    <a data-href={hit.url} onClick={follow} onAuxClick={(event) => event.button === 1 && follow(event)}>
      {children}
    </a>
  )
}

export default function SearchModal({ onClose, initialQuery }: SearchModalProps) {
  useEffect(() => keepDocSearchMarkupValid(document), [])
  return (
    <DocSearchModal
      {...credentials}
      placeholder="Search docs"
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      searchParameters={modalSearchParameters}
      transformSearchClient={() => deferredClient as never}
      transformItems={(items) => items.map((item) => ({ ...item, url: siteRelativeUrl(item.url, siteConfig.pathPrefix) }))}
      hitComponent={Hit as never}
      navigator={{
        navigate: ({ itemUrl }) => {
          navigate(itemUrl)
        },
        navigateNewTab: ({ itemUrl }) => {
          window.open(withPrefix(itemUrl), '_blank', 'noopener')
        },
        navigateNewWindow: ({ itemUrl }) => {
          window.open(withPrefix(itemUrl), '_blank', 'noopener')
        },
      }}
      resultsFooterComponent={({ state }) => (
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          See all {String(state.context.nbHits)} results
        </Link>
      )}
      getMissingResultsUrl={() => externalLinks.helpCenter}
    />
  )
}
