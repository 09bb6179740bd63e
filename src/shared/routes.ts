/**
 * How every URL of the site is formed, as pure functions of a base path. src/config/routes.ts binds them
 * to the site config, so templates, checks and tests agree on one answer.
 * Canonical routes never end with a slash (except the root).
 */

/** In a section based at `/docs`: `api/create-shipment.mdx` → `/docs/api/create-shipment`. */
export function contentRoute(basePath: string, relativePath: string): string {
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '')
  const withoutIndex = withoutExtension.replace(/(^|\/)index$/, '')
  return withoutIndex ? `${basePath}/${withoutIndex}` : basePath
}

/** Generated-index slugs are written `/category/x` in `_category_.yml`, relative to their section. */
export function sectionCategoryRoute(basePath: string, slug: string): string {
  return `${basePath}/${slug.replace(/^\/+/, '')}`
}

/** Page N of a paginated list: page 1 is the list's own route, so its links keep working; later pages live under `/page/N`. */
export const listPageRoute = (firstPage: string, page: number): string => (page <= 1 ? firstPage : `${firstPage}/page/${page}`)

/** The changelog's routes under its base path. The list and each tag's posts are paginated lists. */
export function changelogRoutes(basePath: string) {
  return {
    post: (slug: string): string => `${basePath}/${slug}`,
    tag: (tag: string, page = 1): string => listPageRoute(`${basePath}/tags/${tag}`, page),
    tagsIndex: (): string => `${basePath}/tags`,
    archive: (): string => `${basePath}/archive`,
    page: (page: number): string => listPageRoute(basePath, page),
  }
}

/**
 * The routes of src/pages, for their layouts. Pages must not use Gatsby's `path` prop for that: it is the
 * page's path in the browser but "/*" while the HTML is rendered, so the HTML would mark no current link
 * and hydration would not match it.
 */
export const pageRoutes = { home: '/', apiReference: '/api-reference', search: '/search', notFound: '/404' } as const
