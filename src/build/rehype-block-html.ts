/**
 * gatsby-plugin-mdx turns every raw HTML node (the Prism output of each code block) into a
 * `<span dangerouslySetInnerHTML>`. A `<div class="gatsby-highlight">` inside a `<span>` is invalid HTML
 * (a block inside phrasing content), so a wrapper whose HTML starts with a block element becomes a `<div>`.
 * Runs as a rehype plugin, after gatsby-plugin-mdx's remark plugin has made the spans.
 */
interface EstreeLiteral {
  type: string
  value?: unknown
}
interface JsxAttribute {
  type: string
  name?: string
  value?: { data?: { estree?: { body?: { expression?: { properties?: { value?: EstreeLiteral }[] } }[] } } } | string | null
}
interface Node {
  type: string
  name?: string | null
  attributes?: JsxAttribute[]
  children?: Node[]
}

const BLOCK_START = /^\s*<(div|pre|table|ul|ol|p|section|figure|blockquote|h[1-6])\b/i

/** The literal HTML a `dangerouslySetInnerHTML={{ __html: "…" }}` attribute carries, if it is one. */
export function innerHtmlOf(node: Node): string | null {
  const attribute = node.attributes?.find((candidate) => candidate.name === 'dangerouslySetInnerHTML')
  if (!attribute || typeof attribute.value !== 'object' || attribute.value === null) return null
  const value = attribute.value.data?.estree?.body?.[0]?.expression?.properties?.[0]?.value
  return value?.type === 'Literal' && typeof value.value === 'string' ? value.value : null
}

function visit(node: Node): void {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'span' && BLOCK_START.test(innerHtmlOf(node) ?? '')) node.name = 'div'
  node.children?.forEach(visit)
}

export function rehypeBlockHtml() {
  return (tree: Node) => visit(tree)
}
