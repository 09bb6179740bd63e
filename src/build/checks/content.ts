/**
 * Content checks that warn, naming the file: relative links to Markdown files that do not exist, two files
 * for one route, tags and authors a post uses without declaring them, and posts without a summary marker.
 */
import path from 'path'
import { TRUNCATE_MARKER } from '../mdx-html'

export interface ContentWarning {
  file: string
  message: string
}

const MARKDOWN_LINK = /\]\(\s*<?((?!https?:|mailto:|\/|#)[^)\s>]+?\.mdx?)(#[^)\s>]*)?>?(?:\s+"[^"]*")?\s*\)/g

/** Relative links to .md/.mdx files that do not exist next to the file that links to them. */
export function brokenMarkdownLinks(files: { file: string; source: string }[], exists: (file: string) => boolean): ContentWarning[] {
  return files.flatMap(({ file, source }) =>
    [...source.matchAll(MARKDOWN_LINK)]
      .filter((match) => !exists(path.join(path.dirname(file), decodeURIComponent(match[1]))))
      .map((match) => ({ file, message: `links to ${match[1]}${match[2] ?? ''}, which does not exist` })),
  )
}

export function duplicateRoutes(pages: { route: string; file: string }[]): ContentWarning[] {
  const byRoute = new Map<string, string[]>()
  for (const page of pages) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page.file])
  return [...byRoute.entries()]
    .filter(([, files]) => files.length > 1)
    .flatMap(([route, files]) => files.map((file) => ({ file, message: `has the same route as ${files.filter((other) => other !== file).join(', ')}: ${route}` })))
}

/** Tags (or authors) a post names that the declaration file does not declare. */
export function undeclared(
  posts: { file: string; keys: string[] }[],
  declared: Set<string>,
  kind: { singular: string; declaredIn: string },
): ContentWarning[] {
  return posts.flatMap(({ file, keys }) =>
    keys
      .filter((key) => !declared.has(key))
      .map((key) => ({ file, message: `uses the inline ${kind.singular} "${key}", which ${kind.declaredIn} does not declare` })),
  )
}

export function untruncatedPosts(posts: { file: string; source: string }[]): ContentWarning[] {
  return posts
    .filter(({ source }) => !TRUNCATE_MARKER.test(source))
    .map(({ file }) => ({ file, message: 'has no {/* truncate */} marker: list pages and feeds show the whole post' }))
}
