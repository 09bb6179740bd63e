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

/** `pluginOptions` are gatsby-plugin-mdx's normalised options: remark-gfm, our remark plugins, gatsby-remark-*. */
export function createMdxCompiler(pluginOptions: object, helpers: CompileHelpers): CompileMdx {
  return async (source, absolutePath) => {
    const compiled = await compileMDXWithCustomOptions(
      { source, absolutePath },
      { pluginOptions, customOptions: { mdxOptions: { outputFormat: 'function-body' } }, ...helpers } as never,
    )
    // gatsby-plugin-mdx has already reported the compile error with the file's path.
    if (!compiled) throw new Error(`MDX compilation failed for ${absolutePath}`)
    return compiled.processedMDX
  }
}

/** The marker that ends a changelog post's summary. */
export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/

export async function renderMdxProgram(program: string): Promise<string> {
  const { run } = await import('@mdx-js/mdx')
  const { default: Content } = await run(program, { ...runtime, useMDXComponents: () => mdxComponents })
  return renderToStaticMarkup(createElement(Content as React.ComponentType))
}

export async function mdxToHtml(source: string, absolutePath: string, compile: CompileMdx): Promise<string> {
  return renderMdxProgram(await compile(source, absolutePath))
}

/** The part of a post before its truncate marker, or null when the post has none. */
export function summarySource(source: string): string | null {
  const match = TRUNCATE_MARKER.exec(source)
  return match ? source.slice(0, match.index) : null
}
