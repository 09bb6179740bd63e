import { REGION_LABEL_PROPERTY, rehypeTableRegions } from '../../../src/build/rehype-table-regions'

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] }

const text = (value: string): Node => ({ type: 'text', value })
const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({ type: 'element', tagName, properties, children })
const table = (...children: Node[]) => element('table', children)
const permalink = element('a', [text('#')], { className: ['anchor'] })

function labels(...children: Node[]): unknown[] {
  const tree: Node = { type: 'root', children }
  rehypeTableRegions()(tree as never)
  const found: unknown[] = []
  const walk = (node: Node) => {
    if (node.tagName === 'table') found.push(node.properties?.[REGION_LABEL_PROPERTY])
    node.children?.forEach(walk)
  }
  walk(tree)
  return found
}

describe('rehypeTableRegions', () => {
  it('names a table after the closest heading above it, without the permalink icon', () => {
    expect(labels(element('h2', [text('Parcels'), permalink]), element('p'), element('h3', [text('Parcel '), element('code', [text('fields')])]), table())).toEqual(['Parcel fields'])
  })

  it('prefers the caption', () => {
    expect(labels(element('h2', [text('Parcels')]), table(element('caption', [text('Limits per carrier')])))).toEqual(['Limits per carrier'])
  })

  it('numbers tables that would share a name, so every region name on the page is unique', () => {
    expect(labels(element('h2', [text('Fields')]), table(), table(), element('h2', [text('Errors')]), table())).toEqual(['Fields', 'Fields (2)', 'Errors'])
  })

  it('falls back to "Table" before any heading', () => {
    expect(labels(table(), table())).toEqual(['Table', 'Table (2)'])
  })
})
