import React from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { DocSidebarTree, EXPAND_ALL_UP_TO } from '../../../../src/components/DocSidebar'
import { pageSidebars, type BrowserSidebarItem } from '../../../../src/shared/sidebar'

// The project's Gatsby mock (Link as <a>): jest's roots do not include it by default.
jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby.js'))

const doc = (href: string): BrowserSidebarItem => ({ type: 'doc', label: href.split('/').pop()!, href })
const category = (label: string, href: string | null, items: BrowserSidebarItem[]): BrowserSidebarItem => ({ type: 'category', label, href, items })

/** `perArea` docs in each of three areas; area B has an index page, area C has none. */
const tree = (perArea: number): BrowserSidebarItem[] => {
  const docs = (area: string) => Array.from({ length: perArea }, (_, index) => doc(`/docs/${area}/topic-${index}`))
  return [
    doc('/docs/getting-started'),
    category('Area A', null, docs('a')),
    category('Area B', '/docs/category/b', docs('b')),
    category('Area C', null, [category('Nested', null, docs('c'))]),
  ]
}

// A tab keeps each section's tree once loaded: every test gets a file of its own.
let TREE_FILE = ''
let testCount = 0
beforeEach(() => {
  TREE_FILE = `/sidebars/docs-${++testCount}.json`
})
/** The sidebar a page at `path` receives in its context. */
const sidebarOf = (items: BrowserSidebarItem[], path: string, treeFile = TREE_FILE) => pageSidebars('docs', items, treeFile)(path)

/** The section's tree file, as the build writes it; each test says what the server answers. */
const serveTree = (items: BrowserSidebarItem[] | null) => {
  const fetchMock = jest.fn(async () => ({ ok: items !== null, status: items ? 200 : 503, json: async () => items }))
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

describe('DocSidebarTree', () => {
  it('expands every category while the whole tree fits', () => {
    const items = tree(10)
    render(<DocSidebarTree sidebar={sidebarOf(items, "/docs/a/topic-1")} activePath="/docs/a/topic-1" />)
    expect(screen.getAllByRole('link', { name: /^topic-/ })).toHaveLength(30)
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/docs/a/topic-1')
  })

  it('renders only the branch of the current page in a large tree, so page HTML stays small', () => {
    const perArea = Math.ceil(EXPAND_ALL_UP_TO / 3) + 1
    const items = tree(perArea)
    // The first render is what the server writes into the page's HTML.
    const html = render(<DocSidebarTree sidebar={sidebarOf(items, "/docs/c/topic-0")} activePath="/docs/c/topic-0" />).container.innerHTML
    expect(html).toContain('href="/docs/c/topic-0"')
    expect(html).not.toContain('/docs/a/topic-')
    expect(html).not.toContain('/docs/b/topic-')
    // Collapsed categories keep their label, index link and toggle.
    expect(html).toContain('href="/docs/category/b"')
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2)
  })

  it('opens and closes categories on demand without closing the others, loading what the page left out', async () => {
    const items = tree(Math.ceil(EXPAND_ALL_UP_TO / 3) + 1)
    const fetchMock = serveTree(items)
    render(<DocSidebarTree sidebar={sidebarOf(items, '/docs/c/topic-0')} activePath="/docs/c/topic-0" />)
    fireEvent.click(screen.getByRole('button', { name: 'Area A' }))
    // Area A's items were not in the page's data: they arrive with the section's tree.
    await waitFor(() => expect(document.querySelector('a[href="/docs/a/topic-3"]')).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Area B'" }))
    expect(screen.getByRole('button', { name: 'Area A' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Area B'" })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveAttribute('aria-expanded', 'true')
    expect(document.querySelector('a[href="/docs/b/topic-3"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Area A' }))
    expect(document.querySelector('a[href="/docs/a/topic-3"]')).toBeNull()
    expect(document.querySelector('a[href="/docs/b/topic-3"]')).not.toBeNull()
    // One request for the section's tree, however many categories open.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(TREE_FILE)
  })

  it("keeps the page's own branch when the section's tree cannot load", async () => {
    const items = tree(Math.ceil(EXPAND_ALL_UP_TO / 3) + 1)
    serveTree(null)
    render(<DocSidebarTree sidebar={sidebarOf(items, '/docs/c/topic-0')} activePath="/docs/c/topic-0" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Area A' }))
    })
    expect(screen.getByRole('button', { name: 'Area A' })).toHaveAttribute('aria-expanded', 'true')
    expect(document.querySelector('a[href="/docs/a/topic-1"]')).toBeNull()
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/docs/c/topic-0')
  })

  it('opens the category of a page reached by client-side navigation', () => {
    const items = tree(Math.ceil(EXPAND_ALL_UP_TO / 3) + 1)
    const { rerender } = render(<DocSidebarTree sidebar={sidebarOf(items, "/docs/c/topic-0")} activePath="/docs/c/topic-0" />)
    expect(document.querySelector('a[href="/docs/a/topic-2"]')).toBeNull()
    rerender(<DocSidebarTree sidebar={sidebarOf(items, "/docs/a/topic-2")} activePath="/docs/a/topic-2" />)
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/docs/a/topic-2')
  })
})

describe('DocSidebarTree across pages', () => {
  it('keeps a category the reader collapsed collapsed on the next page, and opens the page’s own category', () => {
    const items = tree(3)
    const first = render(<DocSidebarTree sidebar={sidebarOf(items, '/docs/getting-started')} activePath="/docs/getting-started" />)
    fireEvent.click(screen.getByRole('button', { name: 'Area A' }))
    expect(screen.getByRole('button', { name: 'Area A' })).toHaveAttribute('aria-expanded', 'false')
    first.unmount()

    // Every page mounts a new sidebar.
    const second = render(<DocSidebarTree sidebar={sidebarOf(items, '/docs/b/topic-0')} activePath="/docs/b/topic-0" />)
    expect(screen.getByRole('button', { name: 'Area A' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Area B'" })).toBeInTheDocument()
    second.unmount()

    render(<DocSidebarTree sidebar={sidebarOf(items, '/docs/a/topic-2')} activePath="/docs/a/topic-2" />)
    expect(screen.getByRole('button', { name: 'Area A' })).toHaveAttribute('aria-expanded', 'true')
  })
})
