/**
 * Wraps each fenced code block in a `<CodeBlock language="…">` MDX element before Prism runs,
 * so the copy button and language label sit beside the highlighted HTML without client rendering.
 */
interface MdastNode {
  type: string
  lang?: string | null
  meta?: string | null
  children?: MdastNode[]
  [key: string]: unknown
}

/** Flags in a fence's info string that are ours, not Prism's: `json not-api`, `json excerpt` (see CONTENT_GUIDE.md). */
const OWN_FLAGS = /(^|\s)(not-api|excerpt)(?=\s|$)/g
const EXCERPT = /(^|\s)excerpt(\s|$)/

function wrap(node: MdastNode): MdastNode {
  const excerpt = EXCERPT.test(node.meta ?? '')
  if (node.meta) node.meta = node.meta.replace(OWN_FLAGS, ' ').trim() || null
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'language', value: node.lang || 'text' },
      ...(excerpt ? [{ type: 'mdxJsxAttribute', name: 'excerpt', value: null }] : []),
    ],
    children: [node],
  }
}

function visitChildren(parent: MdastNode): void {
  if (!parent.children) return
  parent.children = parent.children.map((child) => {
    if (child.type === 'code') return wrap(child)
    visitChildren(child)
    return child
  })
}

export function remarkCodeBlocks() {
  return (tree: MdastNode) => {
    visitChildren(tree)
  }
}
