import { EXPAND_ALL_UP_TO, pageSidebars, type BrowserSidebarItem } from '../../../src/shared/sidebar'

const doc = (href: string): BrowserSidebarItem => ({ type: 'doc', label: href, href })
const docs = (area: string, count: number) => Array.from({ length: count }, (_, index) => doc(`/docs/${area}/${index}`))

describe('pageSidebars', () => {
  it('gives every page the whole tree, expanded, while it is small', () => {
    const tree: BrowserSidebarItem[] = [doc('/docs/a'), { type: 'category', label: 'B', href: null, items: docs('b', 3) }]
    expect(pageSidebars('docs', tree, '/sidebars/docs.json')('/docs/a')).toEqual({ section: 'docs', items: tree, expandAll: true, treeFile: '/sidebars/docs.json' })
  })

  it('expands the whole tree up to EXPAND_ALL_UP_TO doc links, and no further', () => {
    const tree = (count: number): BrowserSidebarItem[] => [{ type: 'category', label: 'A', href: null, items: docs('a', count) }]
    expect(pageSidebars('docs', tree(EXPAND_ALL_UP_TO), '/sidebars/docs.json')('/docs/a/0').expandAll).toBe(true)
    expect(pageSidebars('docs', tree(EXPAND_ALL_UP_TO + 1), '/sidebars/docs.json')('/docs/a/0').expandAll).toBe(false)
  })

  it("gives a page of a large tree the top level and its own branch, so its data does not grow with the tree", () => {
    const perArea = EXPAND_ALL_UP_TO
    const tree: BrowserSidebarItem[] = [
      { type: 'category', label: 'A', href: '/docs/category/a', items: docs('a', perArea) },
      { type: 'category', label: 'B', href: null, items: [{ type: 'category', label: 'Inner', href: null, items: docs('b', perArea) }] },
    ]
    const sidebar = pageSidebars('docs', tree, '/sidebars/docs.json')('/docs/b/3')
    expect(sidebar.expandAll).toBe(false)
    expect(sidebar.items[0]).toEqual({ type: 'category', label: 'A', href: '/docs/category/a', items: null })
    expect(sidebar.items[1]).toEqual({ type: 'category', label: 'B', href: null, items: [{ type: 'category', label: 'Inner', href: null, items: docs('b', perArea) }] })
    // A category index page keeps its own category's items.
    expect(pageSidebars('docs', tree, '/sidebars/docs.json')('/docs/category/a').items[0]).toMatchObject({ items: docs('a', perArea) })
  })
})
