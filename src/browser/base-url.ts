/**
 * The base URL (Gatsby's pathPrefix) under which a page would be where the browser found it, or null when
 * the location does not end with the page's path. Served from `/mirror/docs/sandbox`, the page
 * `/docs/sandbox` suggests `/mirror/`. Self-contained: gatsby-ssr inlines its source (see page-url-script.ts).
 */
export function suggestBaseUrl(pathname: string, pagePath: string): string | null {
  var location = pathname.replace(/\/+$/, '')
  var page = pagePath === '/' ? '' : pagePath
  if (location.length < page.length || location.slice(location.length - page.length) !== page) return null
  return location.slice(0, location.length - page.length) + '/'
}

/** How a configured pathPrefix reads to people: '' is the root, '/kolli' is '/kolli/'. */
export function displayBaseUrl(pathPrefix: string): string {
  return pathPrefix.replace(/\/+$/, '') + '/'
}
