/**
 * Wraps each fenced code block in a `<CodeBlock language="…">` MDX element before Prism runs,
 * so the copy button and language label sit beside the highlighted HTML without client rendering.
 */
interface MdastNode {
  type: string
  lang?: string | null
  children?: MdastNode[]
  [key: string]: unknown
}

function wrap(node: MdastNode): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes: [{ type: 'mdxJsxAttribute', name: 'language', value: node.lang || 'text' }],
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
