/**
 * MDX → static HTML, once per file, in the data layer (see DESIGN.md, "Rendering MDX").
 * `createMdxCompiler` is the one call to gatsby-plugin-mdx's compileMDXWithCustomOptions (the build passes
 * Gatsby's helpers, unit tests minimal stand-ins); `renderMdxProgram` evaluates and renders its output.
 */
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { mdxComponents } from '../components/mdx'

/** Compiles MDX source (from the file at `absolutePath`, for messages) to an MDX `function-body` program. */
export type CompileMdx = (source: string, absolutePath: string) => Promise<string>

type CompileHelpers = Omit<Parameters<typeof compileMDXWithCustomOptions>[1], 'pluginOptions' | 'customOptions'>

/** A file that does not compile or render, with the parser's position in the source it was given. */
export class MdxError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message)
    this.name = 'MdxError'
  }
}

/** The parser's message and position (MDX's errors are VFileMessages with line and column). */
export function toMdxError(error: unknown): MdxError {
  if (error instanceof MdxError) return error
  const { reason, message, line, column } = (error ?? {}) as { reason?: string; message?: string; line?: number; column?: number }
  return new MdxError(reason || message || String(error), line ?? undefined, column ?? undefined)
}

/**
 * A render error has no position. One that names a `needle` (see RequestSampleError) gets the line where
 * the needle first appears in the source.
 */
function positioned(error: unknown, source: string): MdxError {
  const needle = (error as { needle?: unknown } | null)?.needle
  const index = typeof needle === 'string' ? source.indexOf(needle) : -1
  if (index < 0) return toMdxError(error)
  const before = source.slice(0, index).split('\n')
  return new MdxError((error as Error).message, before.length, before[before.length - 1].length + 1)
}

/** `pluginOptions` are gatsby-plugin-mdx's normalised options: remark-gfm, our remark plugins, gatsby-remark-*. */
export function createMdxCompiler(pluginOptions: object, helpers: CompileHelpers): CompileMdx {
  return async (source, absolutePath) => {
    // gatsby-plugin-mdx reports a compile error itself and returns null. Keep the error instead, with its
    // position, so the caller reports it once, naming the file, line and column.
    let failure: unknown
    const reporter = Object.create(helpers.reporter, {
      panicOnBuild: { value: (meta: { context?: { errorMeta?: unknown } }) => (failure = meta?.context?.errorMeta ?? meta) },
    })
    const compiled = await compileMDXWithCustomOptions(
      { source, absolutePath },
      {
        pluginOptions,
        // Static HTML needs no development JSX (jsxDEV), which `react/jsx-runtime` does not have.
        customOptions: { mdxOptions: { outputFormat: 'function-body', development: false } },
        ...helpers,
        reporter,
      } as never,
    )
    if (!compiled) throw toMdxError(failure ?? new Error('MDX compilation failed'))
    return compiled.processedMDX
  }
}

/** The marker that ends a changelog post's summary. */
export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/

/** Components beyond mdxComponents that one render provides (e.g. RequestSample, bound to the OpenAPI document). */
export type ExtraComponents = Record<string, React.ComponentType<any>>

/** `source` is the MDX the program was compiled from, to place errors that name a needle. */
export async function renderMdxProgram(program: string, extra: ExtraComponents = {}, source?: string): Promise<string> {
  const { run } = await import('@mdx-js/mdx')
  const components = { ...mdxComponents, ...extra }
  try {
    const { default: Content } = await run(program, { ...runtime, useMDXComponents: () => components })
    return renderToStaticMarkup(createElement(Content as React.ComponentType))
  } catch (error) {
    // E.g. a component the file uses but nobody defines: no position, but the words say which.
    throw positioned(error, source ?? '')
  }
}

export async function mdxToHtml(source: string, absolutePath: string, compile: CompileMdx, extra?: ExtraComponents): Promise<string> {
  return renderMdxProgram(await compile(source, absolutePath), extra, source)
}

/** The part of a post before its truncate marker, or null when the post has none. */
export function summarySource(source: string): string | null {
  const match = TRUNCATE_MARKER.exec(source)
  return match ? source.slice(0, match.index) : null
}

/** Lines before the MDX body in its file (the frontmatter block), to turn body positions into file positions. */
export function bodyLineOffset(fileSource: string, body: string): number {
  const start = fileSource.endsWith(body) ? fileSource.length - body.length : 0
  return fileSource.slice(0, start).split('\n').length - 1
}
