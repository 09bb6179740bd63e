/**
 * Wide Markdown tables scroll inside a focusable region (src/components/mdx/Table.tsx). A region is a
 * landmark, so each needs its own name: the table's caption, else the heading above it. The name reaches
 * the component as `data-region-label`; a second table under the same heading is numbered, "Fields (2)".
 */
interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

export const REGION_LABEL_PROPERTY = 'dataRegionLabel'
const HEADING = /^h[1-6]$/

/** The visible text of a heading or caption; the permalink icon (an `a.anchor`) is not part of it. */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? ''
  const className = node.properties?.className
  if (node.tagName === 'a' && Array.isArray(className) && className.includes('anchor')) return ''
  return (node.children ?? []).map(textOf).join('')
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

export function rehypeTableRegions() {
  return (tree: HastNode) => {
    let heading = ''
    const used = new Map<string, number>()
    const walk = (node: HastNode) => {
      if (node.type === 'element' && HEADING.test(node.tagName ?? '')) heading = clean(textOf(node))
      if (node.type === 'element' && node.tagName === 'table') {
        const caption = node.children?.find((child) => child.tagName === 'caption')
        const base = (caption && clean(textOf(caption))) || heading || 'Table'
        const count = (used.get(base) ?? 0) + 1
        used.set(base, count)
        node.properties = { ...node.properties, [REGION_LABEL_PROPERTY]: count === 1 ? base : `${base} (${count})` }
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
