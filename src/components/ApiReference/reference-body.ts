/**
 * The body of /api-reference travels once. The build writes it to REFERENCE_BODY_CACHE_FILE, which the
 * server-rendering bundle includes (gatsby-ssr.tsx provides it through this context), so it is in the HTML,
 * which hydration leaves untouched; and to REFERENCE_BODY_FILE, which only a client-side navigation to the
 * page fetches. So the reference is not also copied into the page's page-data, which every page would
 * prefetch through the navbar's link.
 */
import { createContext } from 'react'
import { withPrefix } from 'gatsby'

import { REFERENCE_BODY_FILE } from '../../shared/files'

/** Server rendering only: the body's HTML. */
export const ReferenceBodyContext = createContext<string | null>(null)

let request: Promise<string> | undefined

/** Fetches the body once per visit; a failed request is forgotten, so "Retry" asks again. */
export function fetchReferenceBody(): Promise<string> {
  request ??= fetch(withPrefix(`/${REFERENCE_BODY_FILE}`))
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.json() as Promise<{ html: string }>
    })
    .then((body) => body.html)
    .catch((error: unknown) => {
      request = undefined
      throw error
    })
  return request
}
