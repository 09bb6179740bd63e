/** The site's routes: the pure rules of src/shared/routes.ts, bound to the base paths of the site config. */
import { changelogRoutes, contentRoute, sectionCategoryRoute } from '../shared/routes'
import { prefixRootLinks } from '../shared/paths'
import { siteConfig, type ContentSection } from './site'

export { pageRoutes } from '../shared/routes'

const changelog = changelogRoutes(siteConfig.changelog.routeBasePath)

/** The content sections, and the main one (the first), which the landing page and the API reference link to. */
export const sections: readonly ContentSection[] = siteConfig.sections
export const mainSection: ContentSection = sections[0]

export function sectionById(id: string): ContentSection {
  const section = sections.find((candidate) => candidate.id === id)
  if (!section) throw new Error(`No content section "${id}" in the site config (sections: ${sections.map((s) => s.id).join(', ')})`)
  return section
}

/** In the main section: `api/create-shipment.mdx` → `/docs/api/create-shipment`. */
export const docRoute = (relativePath: string, section: ContentSection = mainSection): string =>
  contentRoute(section.routeBasePath, relativePath)
export const categoryRoute = (slug: string, section: ContentSection = mainSection): string =>
  sectionCategoryRoute(section.routeBasePath, slug)
/** Where a section's base path leads: its main doc. */
export const mainDocRoute = (section: ContentSection = mainSection): string => docRoute(section.mainDoc, section)

export const postRoute = changelog.post
export const tagRoute = changelog.tag
export const tagsIndexRoute = changelog.tagsIndex
export const archiveRoute = changelog.archive
export const changelogPageRoute = changelog.page

/**
 * The API reference's HTML (rendered by src/build/openapi, outside MDX) with its root-relative links under the
 * site's path prefix. MDX content needs none of this: gatsby-plugin-mdx prefixes its links in the data layer.
 */
export const siteHtml = (html: string) => prefixRootLinks(html, siteConfig.pathPrefix)
