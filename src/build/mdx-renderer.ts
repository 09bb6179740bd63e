/**
 * The `html` and `summaryHtml` resolvers' work: each MDX file compiled and rendered once per content digest
 * (cached in Gatsby's cache, shared by concurrent resolves). A file that fails is reported with its file,
 * line and column; under `gatsby develop` its page keeps the last good HTML, or shows the error in place.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import type { NodePluginArgs } from 'gatsby'
import type { ContentProblems, ContentStage } from './content-problems'
import { describeContentProblem } from './content-problems'
import type { FileNode, MdxNode } from './content-source'
import { displayPath } from './content-source'
import { LastGood } from './develop/last-good'
import { bodyLineOffset, createMdxCompiler, mdxToHtml, summarySource, toMdxError } from './mdx-html'
import { requestSampleComponent, type SampleSource } from './openapi/request-sample'
import { escapeHtml } from '../shared/escape-html'

type Helpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'reporter' | 'cache' | 'store'>

export type HtmlPart = 'html' | 'summary'

const STAGE: Record<HtmlPart, ContentStage> = { html: 'mdx', summary: 'mdx-summary' }

/**
 * What a page shows while its file does not render (only under `gatsby develop`): the problem, above the
 * last version that rendered, if there is one. (The notice also makes the page's data differ from the last
 * good one, so that Gatsby sends the page again when the file is fixed.)
 */
export function unrenderedHtml(message: string, lastGood: string | undefined): string {
  const notice = lastGood
    ? 'This file has an error; below is the last version that rendered.'
    : 'This file could not be rendered.'
  return (
    `<div class="admonition admonition--danger" role="alert" data-unrendered=""><p class="admonition__title">${notice}</p>` +
    `<div class="admonition__body"><pre>${escapeHtml(message)}</pre></div></div>${lastGood ?? ''}`
  )
}

/** MDX's messages cite body positions, e.g. "(2:5-2:8)": the same positions in the file. */
export const inFile = (message: string, lineOffset: number) =>
  message.replace(/\((\d+):(\d+)-(\d+):(\d+)\)/g, (_match, startLine, startColumn, endLine, endColumn) =>
    `(${Number(startLine) + lineOffset}:${startColumn}-${Number(endLine) + lineOffset}:${endColumn})`,
  )

export function createHtmlRenderer(helpers: Helpers, problems: ContentProblems) {
  const pluginOptions = helpers.store
    .getState()
    .flattenedPlugins.find((plugin: { name: string }) => plugin.name === 'gatsby-plugin-mdx').pluginOptions
  const compile = createMdxCompiler(pluginOptions, helpers as never)
  const inFlight = new Map<string, Promise<string>>()
  const lastGood = new LastGood<string>('html')

  // A query can still be resolving an earlier version of a file when the writer saves the next one: only
  // the version in the data layer now may open or close the file's problem.
  const isCurrent = (node: MdxNode) => helpers.getNode(node.id)?.internal.contentDigest === node.internal.contentDigest

  async function render(node: MdxNode, file: FileNode, part: HtmlPart, source: string, key: string, samples?: SampleSource): Promise<string> {
    const sourceFile = displayPath(file)
    const goodKey = `${part}:${sourceFile}`
    const cached = await helpers.cache.get(key)
    if (typeof cached === 'string') {
      if (isCurrent(node)) problems.resolve(STAGE[part], sourceFile)
      return lastGood.remember(helpers.cache, goodKey, cached)
    }
    try {
      const html = await mdxToHtml(source, file.absolutePath, compile, { RequestSample: requestSampleComponent(samples) })
      if (isCurrent(node)) problems.resolve(STAGE[part], sourceFile)
      await helpers.cache.set(key, html)
      return lastGood.remember(helpers.cache, goodKey, html)
    } catch (thrown) {
      const error = toMdxError(thrown)
      // Positions are in the body the compiler was given; the file has the frontmatter above it.
      const offset = error.line ? bodyLineOffset(await fs.promises.readFile(file.absolutePath, 'utf8'), node.body) : 0
      const problem = { file: sourceFile, line: error.line && error.line + offset, column: error.column, message: inFile(error.message, offset) }
      if (isCurrent(node)) problems.report(STAGE[part], part === 'html' ? 'Could not render' : 'Could not render the summary of', [problem])
      // Not kept: the same mistake saved again after a fix must be reported again.
      inFlight.delete(key)
      // Only `gatsby develop` gets here; a build has stopped.
      return unrenderedHtml(describeContentProblem('Could not render', problem), await lastGood.recall(helpers.cache, goodKey))
    }
  }

  /**
   * `samples`: the OpenAPI document's operations, for a file that uses <RequestSample>; their digest is part
   * of the cache key, so the file renders again when the samples it shows change.
   */
  return (node: MdxNode, part: HtmlPart, samples?: SampleSource): Promise<string | null> => {
    const file = helpers.getNode(node.parent!) as FileNode
    const source = part === 'html' ? node.body : summarySource(node.body)
    if (source === null) return Promise.resolve(null)
    const key = `${part}-${node.internal.contentDigest}${samples ? `-${createHash('sha1').update(samples.digest).digest('hex')}` : ''}`
    if (!inFlight.has(key)) inFlight.set(key, render(node, file, part, source, key, samples))
    return inFlight.get(key)!
  }
}
