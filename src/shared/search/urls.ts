/** URLs between search and the site. */

import { withoutPathPrefix } from '../paths'

/**
 * A record's URL as a site path for Gatsby's router, which adds the path prefix itself: records carry
 * absolute URLs, as the crawler's do (`https://host/kolli-docs/docs/x#y` → `/docs/x#y`).
 */
export function siteRelativeUrl(url: string, pathPrefix = ''): string {
  try {
    const parsed = new URL(url, 'https://relative.invalid')
    return `${withoutPathPrefix(parsed.pathname, pathPrefix)}${parsed.search}${parsed.hash}`
  } catch {
    return url
  }
}

export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`
