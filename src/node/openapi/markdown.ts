/**
 * Markdown in OpenAPI descriptions (CommonMark + GFM) → HTML, with micromark: small, synchronous once
 * loaded, and it escapes raw HTML in descriptions by default. ES-only, hence the async factory.
 */
import type { RenderMarkdown } from './types'

export async function createMarkdownRenderer(): Promise<RenderMarkdown> {
  const { micromark } = await import('micromark')
  const { gfm, gfmHtml } = await import('micromark-extension-gfm')
  return (markdown) => (markdown.trim() ? micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).trim() : '')
}
