/**
 * The built site's internal links, checked against its pages and files. A link to a route that does not
 * exist is an error; a link whose #fragment names no element on the target page is a warning.
 */
import { closest } from '../closest'
import { decodeEntities } from '../../shared/headings'

export interface BuiltPage {
  /** e.g. /docs/sandbox */
  route: string
  html: string
  /** The content file the page renders, when there is one (for messages). */
  sourceFile?: string
}

export interface LinkProblem {
  route: string
  sourceFile?: string
  link: string
  suggestion?: string
}

/** hrefs of <a> elements and every id, read from React's static markup. */
export function linksAndIds(html: string): { links: string[]; ids: Set<string> } {
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decodeEntities(match[1]))
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1])))
  return { links, ids }
}

/** Route and fragment of an internal link, resolved against the page; null for external links. */
export function internalTarget(link: string, fromRoute: string): { path: string; fragment: string | null } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return null
  // As a browser resolves it on this page (routes have no trailing slash).
  const url = new URL(link, `https://site.invalid${fromRoute}`)
  if (url.origin !== 'https://site.invalid') return null
  let pathname = decodeURIComponent(url.pathname)
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1)
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : null
  return { path: pathname, fragment }
}

export interface LinkReport {
  brokenLinks: LinkProblem[]
  brokenAnchors: LinkProblem[]
}

/** A page reduced to what the check needs: its links and ids (the HTML itself need not stay in memory). */
export interface ScannedPage {
  route: string
  sourceFile?: string
  links: string[]
  ids: Set<string>
}

/**
 * A copy of a substring that does not keep its source alive: V8 represents a regex match as a slice of
 * the string it was found in, so keeping a page's links would keep the page's whole HTML in memory.
 */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8')

export function scanPage({ route, html, sourceFile }: BuiltPage): ScannedPage {
  const { links, ids } = linksAndIds(html)
  return {
    route,
    ...(sourceFile && { sourceFile }),
    links: [...new Set(links)].map(detached),
    ids: new Set([...ids].map(detached)),
  }
}

/**
 * Checks every page's links. `fileExists(path)` answers for non-page files (feeds, the OpenAPI document,
 * images). Each distinct broken link is reported once per page.
 */
export function checkLinks(pages: BuiltPage[], fileExists: (path: string) => boolean): LinkReport {
  return checkScannedLinks(pages.map(scanPage), fileExists)
}

export function checkScannedLinks(pages: ScannedPage[], fileExists: (path: string) => boolean): LinkReport {
  const idsByRoute = new Map(pages.map((page) => [page.route, page.ids]))
  const routes = [...idsByRoute.keys()]
  const brokenLinks: LinkProblem[] = []
  const brokenAnchors: LinkProblem[] = []
  for (const page of pages) {
    // Each distinct link once per page (scanPage lists them once).
    for (const link of new Set(page.links)) {
      const target = internalTarget(link, page.route)
      // Links to .md/.mdx files are the Markdown-link check's business (a warning), not a missing route.
      if (!target || /\.mdx?$/.test(target.path)) continue
      const where = { route: page.route, ...(page.sourceFile && { sourceFile: page.sourceFile }), link }
      const targetIds = idsByRoute.get(target.path)
      if (!targetIds) {
        if (fileExists(target.path)) continue
        const suggestion = closest(target.path, routes)
        brokenLinks.push({ ...where, ...(suggestion && { suggestion }) })
        continue
      }
      if (target.fragment && !targetIds.has(target.fragment)) {
        const suggestion = closest(target.fragment, targetIds)
        brokenAnchors.push({ ...where, ...(suggestion && { suggestion: `${target.path}#${suggestion}` }) })
      }
    }
  }
  return { brokenLinks, brokenAnchors }
}

export const describeProblem = (problem: LinkProblem) =>
  `${problem.route}${problem.sourceFile ? ` (${problem.sourceFile})` : ''} links to ${problem.link}` +
  (problem.suggestion ? `; did you mean ${problem.suggestion}?` : '')
