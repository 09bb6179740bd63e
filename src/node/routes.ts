/**
 * Every URL of the site is computed here, so templates, checks and tests agree on one answer.
 * Canonical routes never end with a slash (except the root).
 */
import { siteConfig } from '../config/site'

const docsBase = siteConfig.docs.routeBasePath
const changelogBase = siteConfig.changelog.routeBasePath

/** `api/create-shipment.mdx` → `/docs/api/create-shipment`. */
export function docRoute(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '')
  const withoutIndex = withoutExtension.replace(/(^|\/)index$/, '')
  return withoutIndex ? `${docsBase}/${withoutIndex}` : docsBase
}

/** Generated-index slugs are written `/category/x` in `_category_.yml`. */
export function categoryRoute(slug: string): string {
  return `${docsBase}/${slug.replace(/^\/+/, '')}`
}

export const postRoute = (slug: string): string => `${changelogBase}/${slug}`
export const tagRoute = (tag: string): string => `${changelogBase}/tags/${tag}`
export const tagsIndexRoute = (): string => `${changelogBase}/tags`
export const archiveRoute = (): string => `${changelogBase}/archive`

/** Page 1 is the changelog root; later pages live under `/page/N`. */
export function changelogPageRoute(page: number): string {
  return page <= 1 ? changelogBase : `${changelogBase}/page/${page}`
}

export const mainDocRoute = (): string => docRoute(siteConfig.docs.versions[0].mainDoc)
export const docsRootRoute = (): string => docsBase

/**
 * The routes of src/pages, for their layouts. Pages must not use Gatsby's `path` prop for that: it is the
 * page's path in the browser but "/*" while the HTML is rendered, so the HTML would mark no current link
 * and hydration would not match it.
 */
export const pageRoutes = { home: '/', apiReference: '/api-reference', search: '/search', notFound: '/404' } as const
