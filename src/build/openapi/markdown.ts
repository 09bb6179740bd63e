/**
 * Markdown in OpenAPI descriptions (CommonMark + GFM) → HTML, with micromark: small, synchronous once
 * loaded, and it escapes raw HTML in descriptions by default. ES-only, hence the async factory.
 */
import type { RenderMarkdown } from '../../shared/openapi'

let shared: Promise<RenderMarkdown> | undefined

/** One renderer per process: `gatsby develop` re-reads openapi.yaml on every edit, mostly the same texts. */
export function createMarkdownRenderer(): Promise<RenderMarkdown> {
  return (shared ??= markdownRenderer())
}

async function markdownRenderer(): Promise<RenderMarkdown> {
  const { micromark } = await import('micromark')
  const { gfm, gfmHtml } = await import('micromark-extension-gfm')
  const options = { extensions: [gfm()], htmlExtensions: [gfmHtml()] }
  // Shared schemas repeat the same descriptions in every operation that uses them: render each text once.
  const rendered = new Map<string, string>()
  return (markdown) => {
    if (!markdown.trim()) return ''
    let html = rendered.get(markdown)
    if (html === undefined) rendered.set(markdown, (html = micromark(markdown, options).trim()))
    return html
  }
}
