/** The site's routes: the pure rules of src/shared/routes.ts, bound to the base paths of the site config. */
import { changelogRoutes, contentRoute, sectionCategoryRoute } from '../shared/routes'
import { siteConfig } from './site'

export { pageRoutes } from '../shared/routes'

const docsBase = siteConfig.docs.routeBasePath
const changelog = changelogRoutes(siteConfig.changelog.routeBasePath)

/** `api/create-shipment.mdx` → `/docs/api/create-shipment`. */
export const docRoute = (relativePath: string): string => contentRoute(docsBase, relativePath)
export const categoryRoute = (slug: string): string => sectionCategoryRoute(docsBase, slug)
export const mainDocRoute = (): string => docRoute(siteConfig.docs.versions[0].mainDoc)
export const docsRootRoute = (): string => docsBase

export const postRoute = changelog.post
export const tagRoute = changelog.tag
export const tagsIndexRoute = changelog.tagsIndex
export const archiveRoute = changelog.archive
export const changelogPageRoute = changelog.page
