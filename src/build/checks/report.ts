/**
 * Runs the checks in the build: content warnings once pages are known, and the link check on the
 * rendered HTML after the build (a broken link fails it, naming page, file, link and a suggestion).
 */
import fs from 'fs'
import path from 'path'
import type { CreatePagesArgs, Reporter } from 'gatsby'
import { brokenMarkdownLinks, duplicateRoutes, undeclared, untruncatedPosts, type ContentWarning } from './content'
import { siteConfig } from '../../config/site'
import { withoutPathPrefix } from '../../shared/paths'
import { pageRoute } from '../security/headers'
import { checkScannedLinks, describeProblem, internalTarget, scanPage, type LinkProblem, type ScannedPage } from './links'

type Graphql = CreatePagesArgs['graphql']

/** An MDX file as the checks need it: its fields, tags and authors, and its source as on disk. */
export interface ContentSourceFile {
  fields: { kind: string; route: string; sourceFile: string }
  frontmatter: { tags: string[] | null; authors: string[] | null }
  source: string
}

/**
 * Every MDX file's source, read once for all content checks. From disk rather than the MDX body, which
 * lacks the frontmatter, so line numbers in messages match the file.
 */
export async function readContentSources(graphql: Graphql, reporter: Reporter): Promise<ContentSourceFile[]> {
  const { data, errors } = await graphql<{ allMdx: { nodes: Omit<ContentSourceFile, 'source'>[] } }>(`
    query ContentSources {
      allMdx(filter: { fields: { listed: { eq: true } } }) { nodes { fields { kind route sourceFile } frontmatter { tags authors } } }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild('Could not query content for its checks', errors)
    return []
  }
  return data.allMdx.nodes.map((node) => ({ ...node, source: fs.readFileSync(path.resolve(node.fields.sourceFile), 'utf8') }))
}

/** The content checks' warnings, as the lines the build prints. */
export async function contentWarnings(graphql: Graphql, reporter: Reporter, files: ContentSourceFile[]): Promise<string[]> {
  const { data, errors } = await graphql<{ tags: { nodes: { key: string }[] }; authors: { nodes: { key: string }[] } }>(`
    query DeclaredTagsAndAuthors {
      tags: allChangelogTag { nodes { key } }
      authors: allChangelogAuthor { nodes { key } }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild('Could not query tags and authors for the content checks', errors)
    return []
  }
  const posts = files.filter((node) => node.fields.kind === 'changelog')
  const warnings: ContentWarning[] = [
    ...brokenMarkdownLinks(files.map((node) => ({ file: node.fields.sourceFile, source: node.source })), (file) => fs.existsSync(path.resolve(file))),
    ...duplicateRoutes(files.map((node) => ({ route: node.fields.route, file: node.fields.sourceFile }))),
    ...undeclared(
      posts.map((post) => ({ file: post.fields.sourceFile, keys: post.frontmatter.tags ?? [] })),
      new Set(data.tags.nodes.map((tag) => tag.key)),
      { singular: 'tag', declaredIn: 'tags.yml' },
    ),
    ...undeclared(
      posts.map((post) => ({ file: post.fields.sourceFile, keys: post.frontmatter.authors ?? [] })),
      new Set(data.authors.nodes.map((author) => author.key)),
      { singular: 'author', declaredIn: 'authors.yml' },
    ),
    ...untruncatedPosts(posts.map((post) => ({ file: post.fields.sourceFile, source: post.source }))),
  ]
  return warnings.map((warning) => `${warning.file} ${warning.message}`)
}

/** Every built page: public/**\/index.html and the 404 page, with its route. */
function builtPages(publicDir: string): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['page-data', 'search-index', 'static'].includes(entry.name) || dir !== publicDir) walk(full)
      } else if (entry.name === 'index.html') {
        pages.push({ route: pageRoute(path.relative(publicDir, full).split(path.sep).join('/')), file: full })
      }
    }
  }
  walk(publicDir)
  if (fs.existsSync(path.join(publicDir, '404.html'))) pages.push({ route: pageRoute('404.html'), file: path.join(publicDir, '404.html') })
  return pages
}

/** Routes of drafts (left out of a production build) and their files, so links to them say why they broke. */
async function draftFiles(graphql: Graphql): Promise<Map<string, string>> {
  const { data } = await graphql<{ allMdx: { nodes: { fields: { route: string; sourceFile: string } }[] } }>(
    `query DraftFiles { allMdx(filter: { fields: { draft: { eq: true } } }) { nodes { fields { route sourceFile } } } }`,
  )
  return new Map((data?.allMdx.nodes ?? []).map((node) => [node.fields.route, node.fields.sourceFile]))
}

/** A broken link's line: page, file, link, and the draft it points to or the closest route. */
function describeBrokenLink(problem: LinkProblem, drafts: Map<string, string>): string {
  const draft = drafts.get(internalTarget(problem.link, problem.route)?.path ?? '')
  return draft ? `${describeProblem({ ...problem, suggestion: undefined })}, the draft ${draft} (drafts are not published)` : describeProblem(problem)
}

export async function checkBuiltLinks(graphql: Graphql, reporter: Reporter, publicDir: string): Promise<void> {
  const { data } = await graphql<{ allMdx: { nodes: { fields: { route: string; sourceFile: string } }[] } }>(
    `query LinkCheckSources { allMdx(filter: { fields: { listed: { eq: true } } }) { nodes { fields { route sourceFile } } } }`,
  )
  const sources = new Map((data?.allMdx.nodes ?? []).map((node) => [node.fields.route, node.fields.sourceFile]))
  // Each page is read and reduced to its links and ids at once, so the whole site's HTML is never in memory.
  // Built under a path prefix, links carry it (`/kolli-docs/docs/x`); routes and files do not.
  const prefix = siteConfig.pathPrefix
  const pages: ScannedPage[] = builtPages(publicDir).map(({ route, file }) => {
    const page = scanPage({ route, html: fs.readFileSync(file, 'utf8'), sourceFile: sources.get(route) })
    return { ...page, links: page.links.map((link) => (link.startsWith('/') ? withoutPathPrefix(link, prefix) : link)) }
  })
  const fileExists = (target: string) => {
    const file = path.join(publicDir, target)
    return file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile()
  }
  const { brokenLinks, brokenAnchors } = checkScannedLinks(pages, fileExists)
  for (const anchor of brokenAnchors) reporter.warn(`Broken anchor: ${describeProblem(anchor)}`)
  if (brokenLinks.length > 0) {
    const drafts = await draftFiles(graphql)
    reporter.panicOnBuild(
      `${brokenLinks.length} broken link${brokenLinks.length === 1 ? '' : 's'}:\n${brokenLinks.map((link) => `  ${describeBrokenLink(link, drafts)}`).join('\n')}`,
    )
  }
}

/**
 * Under `gatsby develop`: links in content to routes that do not exist, as warnings (the build fails on
 * them). `routes` are the server's pages; `fileExists` answers for other files (feeds, downloads).
 */
export async function contentLinkWarnings(graphql: Graphql, routes: string[], fileExists: (target: string) => boolean): Promise<string[]> {
  const { data, errors } = await graphql<{ allMdx: { nodes: { html: string; fields: { route: string; sourceFile: string } }[] } }>(
    `query ContentLinks { allMdx(filter: { fields: { listed: { eq: true } } }) { nodes { html fields { route sourceFile } } } }`,
  )
  if (errors || !data) return []
  const content = data.allMdx.nodes.map((node) => scanPage({ route: node.fields.route, html: node.html, sourceFile: node.fields.sourceFile }))
  const contentRoutes = new Set(content.map((page) => page.route))
  const others = routes.filter((route) => !contentRoutes.has(route)).map((route) => ({ route, links: [], ids: new Set<string>() }))
  // Anchors are not checked: only content pages' ids are known here.
  return checkScannedLinks([...content, ...others], fileExists).brokenLinks.map(
    (problem) => `Broken link (the production build fails on it): ${describeProblem(problem)}`,
  )
}
