/** URLs between search and the site. */

/** A record's URL as a site path for Gatsby's router: records carry absolute URLs, as the crawler's do. */
export function siteRelativeUrl(url: string): string {
  try {
    const parsed = new URL(url, 'https://relative.invalid')
    return `${parsed.pathname}${parsed.search}${parsed.hash}`
  } catch {
    return url
  }
}

export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`
