/**
 * MDX → static HTML, once per file, in the data layer (see DESIGN.md, "Rendering MDX").
 * The compile step is injected (gatsby-plugin-mdx's compileMDXWithCustomOptions in the build,
 * the same call with test helpers in unit tests); this module evaluates and renders the result.
 */
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { mdxComponents } from '../components/mdx'

/** Compiles MDX source to an MDX `function-body` program. */
export type CompileMdx = (source: string) => Promise<string>

/** The marker that ends a changelog post's summary. */
export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/

export async function renderMdxProgram(program: string): Promise<string> {
  const { run } = await import('@mdx-js/mdx')
  const { default: Content } = await run(program, { ...runtime, useMDXComponents: () => mdxComponents })
  return renderToStaticMarkup(createElement(Content as React.ComponentType))
}

export async function mdxToHtml(source: string, compile: CompileMdx): Promise<string> {
  return renderMdxProgram(await compile(source))
}

/** The part of a post before its truncate marker, or null when the post has none. */
export function summarySource(source: string): string | null {
  const match = TRUNCATE_MARKER.exec(source)
  return match ? source.slice(0, match.index) : null
}
