/**
 * Path normalisation shared by the server, the client router and the redirect file (src/build/site-files.ts):
 * every page has one URL, its plain path. `/docs/sandbox.html`, `/docs/sandbox/index.html` and `/docs/sandbox/` all mean
 * `/docs/sandbox`, and `/index.html` means `/`.
 */

/**
 * The plain form of a pathname. Runs of slashes collapse first, so the result always starts with exactly one
 * slash: a redirect to it can never become a protocol-relative URL (`//host/…`) that leaves the site. The
 * rules repeat until stable (`/index.html/index.html`), so normalising twice changes nothing. Self-contained
 * and comment-free inside: the page URL script inlines its source.
 */
export function normalizePagePath(pathname: string): string {
  let path = `/${pathname}`.replace(/\/{2,}/g, '/')
  let previous: string
  do {
    previous = path
    path = path.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '')
    if (path.length > 1) path = path.replace(/\/+$/, '')
  } while (path !== previous)
  return path || '/'
}

/** The same href with its pathname normalised; query and hash are kept. Other origins pass through. */
export function normalizeHref(href: string, base: string): string {
  const url = new URL(href, base)
  if (url.origin !== new URL(base).origin) return href
  const pathname = normalizePagePath(url.pathname)
  return pathname === url.pathname ? href : `${pathname}${url.search}${url.hash}`
}

/** Gatsby's not-found page, in any of the spellings it is built or asked for under. */
export const isNotFoundPage = (pagePath: string) => /^\/404(\.html|\/)?$/.test(pagePath)

/**
 * Root-relative links and sources of build-time HTML under a path prefix: `href="/docs/x"` →
 * `href="/kolli-docs/docs/x"`. Links that already carry the prefix stay as they are.
 */
export const prefixRootLinks = (html: string, prefix: string) =>
  prefix
    ? html.replace(/(\s(?:href|src)=")(\/(?!\/)[^"]*)/g, (match, start: string, link: string) =>
        link === prefix || link.startsWith(`${prefix}/`) || link.startsWith(`${prefix}#`) || link.startsWith(`${prefix}?`) ? match : `${start}${prefix}${link}`,
      )
    : html

/** A site path without the path prefix it was served under: `/kolli-docs/docs/x` → `/docs/x`. */
export const withoutPathPrefix = (pathname: string, prefix: string) =>
  prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)) ? pathname.slice(prefix.length) || '/' : pathname
