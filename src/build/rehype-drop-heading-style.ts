/**
 * gatsby-remark-autolink-headers gives every heading style="position:relative;", which only an icon placed
 * before the text needs; ours comes after. An inline style attribute would need a hash and 'unsafe-hashes' in
 * the Content-Security-Policy, so the attribute goes.
 */
interface HastNode {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

const HEADING = /^h[1-6]$/

function drop(node: HastNode): void {
  if (node.type === 'element' && HEADING.test(node.tagName ?? '') && node.properties) delete node.properties.style
  node.children?.forEach(drop)
}

export function rehypeDropHeadingStyle() {
  return (tree: HastNode) => drop(tree)
}
