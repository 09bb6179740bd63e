/**
 * Content files → data-layer nodes: the fields of each MDX file (kind, route, draft, listed…), the YAML
 * files (categories, tags, authors, search synonyms) and openapi.yaml. Each problem is reported with its file, line and
 * column (content-problems.ts). Under `gatsby develop` a broken file keeps its last good data, so its
 * page stays readable until the writer fixes it; the build stops instead.
 */
import path from 'path'
import type { Node, NodePluginArgs } from 'gatsby'
import type { ContentProblem, ContentProblems } from './content-problems'
import { parseAuthorsFile, parseCategoryFile, parseSynonymsFile, parseTagsFile, SynonymsFileError } from './content-nodes'
import { isDevelopServer } from './develop/mode'
import { LastGood } from './develop/last-good'
import { CHANGELOG, frontmatterFieldLocation, frontmatterProblems, frontmatterSyntaxProblem, type ContentKind } from './frontmatter'
import { createReferenceNodes, loadReference, type LoadedReference } from './openapi/gatsby-source'
import { OpenApiDocumentError } from './openapi/load'
import { parsePostFileName } from './post-file-name'
import { docRoute, postRoute, sectionById, sections, tagRoute } from '../config/routes'

export interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  relativeDirectory: string
  absolutePath: string
  base: string
  name: string
  extension: string
}

export interface MdxNode extends Node {
  body: string
  frontmatter?: Record<string, unknown>
  fields?: Record<string, unknown>
}

type Args = NodePluginArgs & { node: Node; loadNodeContent: (node: Node) => Promise<string> }

/** Paths in messages are relative to the project, so editors can open them directly. */
export const displayPath = (file: FileNode) => path.relative(process.cwd(), file.absolutePath)

const CONTENT_SOURCES = [...sections.map((section) => section.id), CHANGELOG]
const isContentFile = (node: Node, extensions: string[]) =>
  node.internal.type === 'File' &&
  CONTENT_SOURCES.includes((node as FileNode).sourceInstanceName) &&
  extensions.includes((node as FileNode).extension)

export const isMdxContentFile = (node: Node) => isContentFile(node, ['mdx'])
export const isYamlContentFile = (node: Node) => isContentFile(node, ['yml', 'yaml'])
/** A YAML file of a source by its name, e.g. `openapi.yaml` of the `api` source. */
const isNamedYamlFile = (node: Node, source: string, name: string) =>
  node.internal.type === 'File' &&
  (node as FileNode).sourceInstanceName === source &&
  (node as FileNode).name === name &&
  ['yml', 'yaml'].includes((node as FileNode).extension)
/** content/search/synonyms.yml: the words readers type for what the docs call otherwise (synonyms.ts). */
export const isSynonymsFile = (node: Node) => isNamedYamlFile(node, 'search', 'synonyms')
export const isOpenApiFile = (node: Node) => isNamedYamlFile(node, 'api', 'openapi')

/**
 * An MDX file's frontmatter YAML, checked before gatsby-plugin-mdx parses it: when it does not parse, the
 * plugin only prints a stack trace, and makes no Mdx node (the open page keeps what it shows).
 */
export async function checkFrontmatterSyntax({ node, loadNodeContent }: Args, problems: ContentProblems): Promise<void> {
  const file = node as FileNode
  const syntax = frontmatterSyntaxProblem(await loadNodeContent(file))
  if (syntax) problems.report('yaml', 'Invalid frontmatter YAML in', [{ file: displayPath(file), ...syntax }])
  else problems.resolve('yaml', displayPath(file))
}

/** Under `gatsby develop`: the last valid frontmatter of each file, and what each invalid Mdx node shows instead. */
const lastGoodFrontmatter = new LastGood<Record<string, unknown>>('frontmatter')
const frontmatterFallbacks = new Map<string, Record<string, unknown>>()

/** The frontmatter to show for an Mdx node: its own, or its file's last valid one while it is invalid. */
export const shownFrontmatter = (node: MdxNode) => frontmatterFallbacks.get(node.id) ?? node.frontmatter

/** Route and placement fields of a doc or post; throws for a post whose file name has no valid date. */
function placementFields(kind: ContentKind, file: FileNode): Record<string, string> {
  if (kind !== CHANGELOG) {
    const section = sectionById(kind)
    return {
      section: section.id,
      route: docRoute(file.relativePath, section),
      dir: file.relativeDirectory.replace(/\\/g, '/'),
      name: file.name,
      // One docs version today ('current', labelled Next); the field keeps the data ready for more.
      ...(section.versions && { version: section.versions[0].name }),
    }
  }
  const { date, slug } = parsePostFileName(file.base)
  return { route: postRoute(slug), slug, date, year: date.slice(0, 4) }
}

export async function onCreateMdxNode({ node, getNode, actions, loadNodeContent, cache }: Args, problems: ContentProblems): Promise<void> {
  const file = getNode(node.parent!) as FileNode
  const kind = file.sourceInstanceName as ContentKind
  const sourceFile = displayPath(file)
  const field = (name: string, value: unknown) => actions.createNodeField({ node, name, value })
  // The plugin parsed the frontmatter, so its YAML is fine again.
  problems.resolve('yaml', sourceFile)

  const frontmatter = (node as MdxNode).frontmatter ?? {}
  const invalid = frontmatterProblems(kind, frontmatter)
  let placement: Record<string, string> | undefined
  try {
    placement = placementFields(kind, file)
    problems.resolve('file-name', sourceFile)
  } catch (error) {
    problems.report('file-name', 'Invalid changelog post', [{ file: sourceFile, message: (error as Error).message }])
  }
  const showFields = (shown: Record<string, unknown> | undefined) => {
    const draft = shown?.draft === true
    field('draft', draft)
    field('listed', Boolean(shown && placement) && (isDevelopServer() || !draft))
  }

  // gatsby-plugin-mdx creates this node without waiting for this handler, so under `gatsby develop` a page
  // query can run at the handler's first await: every field is on the node before it. (Without them the
  // page's query failed and its tab stayed blank until the file changed again.)
  field('kind', kind)
  field('sourceFile', sourceFile)
  // Unlisted files have no page; the route of one with an invalid name is never used.
  for (const [name, value] of Object.entries(placement ?? { route: postRoute(file.name) })) field(name, value)
  if (invalid.length === 0) {
    problems.resolve('frontmatter', sourceFile)
    frontmatterFallbacks.delete(node.id)
    showFields(frontmatter)
    await lastGoodFrontmatter.remember(cache, sourceFile, frontmatter)
    return
  }
  // An invalid file shows its last valid frontmatter: known to this server, or, after a restart, in the cache.
  const showLastGood = (lastGood: Record<string, unknown> | undefined) => {
    if (lastGood) frontmatterFallbacks.set(node.id, lastGood)
    showFields(lastGood)
  }
  const known = lastGoodFrontmatter.known(sourceFile)
  showLastGood(known)
  const source = await loadNodeContent(file)
  problems.report(
    'frontmatter',
    'Invalid frontmatter in',
    invalid.map(({ key, message }) => ({ file: sourceFile, ...frontmatterFieldLocation(source, key), message })),
  )
  if (!known) showLastGood(await lastGoodFrontmatter.recall(cache, sourceFile))
}

/** A YAML error's position (js-yaml's 0-based mark, or a synonyms file's line), if it has one. */
function yamlErrorLocation(error: unknown): Pick<ContentProblem, 'line' | 'column'> {
  if (error instanceof SynonymsFileError) return error.line ? { line: error.line, column: error.column } : {}
  const mark = (error as { mark?: { line: number; column: number } }).mark
  return mark ? { line: mark.line + 1, column: mark.column + 1 } : {}
}

/** Under `gatsby develop`: the records last created from each YAML file, re-created while it is broken. */
const lastGoodRecords = new LastGood<{ type: string; key: string; record: object }[]>('records')

/** A docs folder's `_category_.yml`, the changelog's `tags.yml` or `authors.yml`, or the search synonyms → their nodes. */
export async function sourceYamlFile(args: Args, problems: ContentProblems): Promise<void> {
  const { actions, createNodeId, createContentDigest, loadNodeContent, cache } = args
  const file = args.node as FileNode
  const sourceFile = displayPath(file)
  // Linked as the file's children, so a changed file's old entries are deleted with its old version: without
  // the link, an entry removed from the file survived in the cache (a tag's label, a search synonym).
  const create = ({ type, key, record }: { type: string; key: string; record: object }) => {
    const node = { ...record, id: createNodeId(`${type}-${key}`), parent: file.id, internal: { type, contentDigest: createContentDigest(record) } }
    actions.createNode(node)
    actions.createParentChildLink({ parent: file, child: node as unknown as Node })
  }
  let records: { type: string; key: string; record: object }[]
  try {
    const source = await loadNodeContent(file)
    const section = file.sourceInstanceName
    if (isSynonymsFile(file)) {
      records = parseSynonymsFile(source).map((synonym, position) => ({ type: 'SearchSynonym', key: synonym.objectID, record: { ...synonym, position } }))
    } else if (file.name === '_category_' && section !== CHANGELOG) {
      const dir = file.relativeDirectory.replace(/\\/g, '/')
      records = [{ type: 'DocCategory', key: `${section}/${dir}`, record: { section, dir, ...parseCategoryFile(source) } }]
    } else if (section !== CHANGELOG) {
      return
    } else if (file.name === 'tags') {
      records = parseTagsFile(source).map((tag) => ({ type: 'ChangelogTag', key: tag.key, record: { ...tag, route: tagRoute(tag.key) } }))
    } else if (file.name === 'authors') {
      records = parseAuthorsFile(source).map((author) => ({ type: 'ChangelogAuthor', key: author.key, record: author }))
    } else {
      return
    }
    problems.resolve('yaml', sourceFile)
    await lastGoodRecords.remember(cache, sourceFile, records)
  } catch (error) {
    problems.report('yaml', 'Invalid YAML in', [{ file: sourceFile, ...yamlErrorLocation(error), message: (error as { reason?: string }).reason ?? (error as Error).message }])
    records = (await lastGoodRecords.recall(cache, sourceFile)) ?? []
  }
  records.forEach(create)
}

/** Under `gatsby develop`: the last valid API reference, re-created while openapi.yaml is broken. */
const lastGoodReference = new LastGood<LoadedReference>('openapi')

/** openapi.yaml → the API reference's nodes; validator warnings are printed, errors reported. */
export async function sourceApiFile(args: Args, problems: ContentProblems): Promise<void> {
  const file = args.node as FileNode
  const sourceFile = displayPath(file)
  let reference: LoadedReference | undefined
  try {
    reference = await lastGoodReference.remember(args.cache, sourceFile, await loadReference(await args.loadNodeContent(file), sourceFile))
    problems.resolve('openapi', sourceFile)
    reference.warnings.forEach((warning) => args.reporter.warn(`${sourceFile}: ${warning}`))
  } catch (error) {
    const located = error instanceof OpenApiDocumentError
    problems.report('openapi', 'Invalid OpenAPI document', [
      {
        file: sourceFile,
        ...(located && error.location),
        message: located ? `${error.detail}${error.frame ? `\n${error.frame}` : ''}` : (error as Error).message,
      },
    ])
    reference = await lastGoodReference.recall(args.cache, sourceFile)
  }
  if (reference) createReferenceNodes(args, file, sourceFile, reference)
}

/** onCreateNode: each content file to its handler (other nodes pass through). */
export function sourceContentNode(args: Args, problems: ContentProblems): Promise<void> | undefined {
  const { node } = args
  if (node.internal.type === 'Mdx') return onCreateMdxNode(args, problems)
  if (isMdxContentFile(node)) return checkFrontmatterSyntax(args, problems)
  if (isYamlContentFile(node) || isSynonymsFile(node)) return sourceYamlFile(args, problems)
  if (isOpenApiFile(node)) return sourceApiFile(args, problems)
  return undefined
}
