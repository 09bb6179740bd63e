/**
 * Everything the search modal needs, loaded once on the visitor's first sign of intent (hover, focus or
 * touch on the search button, or a shortcut): the DocSearch chunk and its stylesheet. Neither is part of
 * a page's first load.
 */
import { withPrefix } from 'gatsby'
import type { ComponentType } from 'react'
import { DOCSEARCH_STYLESHEET } from '../../shared/files'

export interface SearchModalProps {
  onClose: () => void
  initialQuery?: string
}


function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-search-styles]`)
  if (existing) return Promise.resolve()
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.searchStyles = ''
    // Unstyled is better than no search: a failed stylesheet still resolves.
    link.onload = link.onerror = () => resolve()
    document.head.appendChild(link)
  })
}

let modal: Promise<ComponentType<SearchModalProps>> | undefined

export function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
  modal ??= Promise.all([import(/* webpackChunkName: "docsearch" */ './SearchModal'), loadStylesheet(withPrefix(DOCSEARCH_STYLESHEET))])
    .then(([module]) => module.default)
    .catch((error: unknown) => {
      modal = undefined
      throw error
    })
  return modal
}
