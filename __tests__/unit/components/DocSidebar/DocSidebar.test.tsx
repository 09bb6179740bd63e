import React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { DocSidebarTree, EXPAND_ALL_UP_TO } from '../../../../src/components/DocSidebar'
import type { BrowserSidebarItem } from '../../../../src/shared/sidebar'

// The project's Gatsby mock (Link as <a>, useStaticQuery as a jest.fn): jest's roots do not include it by default.
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

const withSidebar = (items: BrowserSidebarItem[]) =>
  (useStaticQuery as jest.Mock).mockReturnValue({ docsSidebar: { items } })

describe('DocSidebarTree', () => {
  it('expands every category while the whole tree fits', () => {
    withSidebar(tree(10))
    render(<DocSidebarTree activePath="/docs/a/topic-1" />)
    expect(screen.getAllByRole('link', { name: /^topic-/ })).toHaveLength(30)
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/docs/a/topic-1')
  })

  it('renders only the branch of the current page in a large tree, so page HTML stays small', () => {
    const perArea = Math.ceil(EXPAND_ALL_UP_TO / 3) + 1
    withSidebar(tree(perArea))
    // The first render is what the server writes into the page's HTML.
    const html = render(<DocSidebarTree activePath="/docs/c/topic-0" />).container.innerHTML
    expect(html).toContain('href="/docs/c/topic-0"')
    expect(html).not.toContain('/docs/a/topic-')
    expect(html).not.toContain('/docs/b/topic-')
    // Collapsed categories keep their label, index link and toggle.
    expect(html).toContain('href="/docs/category/b"')
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2)
  })

  it('opens and closes categories on demand without closing the others', () => {
    withSidebar(tree(Math.ceil(EXPAND_ALL_UP_TO / 3) + 1))
    render(<DocSidebarTree activePath="/docs/c/topic-0" />)
    fireEvent.click(screen.getByRole('button', { name: 'Area A' }))
    fireEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Area B'" }))
    expect(screen.getByRole('button', { name: 'Area A' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Area B'" })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveAttribute('aria-expanded', 'true')
    expect(document.querySelector('a[href="/docs/b/topic-3"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Area A' }))
    expect(document.querySelector('a[href="/docs/a/topic-3"]')).toBeNull()
    expect(document.querySelector('a[href="/docs/b/topic-3"]')).not.toBeNull()
  })

  it('opens the category of a page reached by client-side navigation', () => {
    withSidebar(tree(Math.ceil(EXPAND_ALL_UP_TO / 3) + 1))
    const { rerender } = render(<DocSidebarTree activePath="/docs/c/topic-0" />)
    expect(document.querySelector('a[href="/docs/a/topic-2"]')).toBeNull()
    rerender(<DocSidebarTree activePath="/docs/a/topic-2" />)
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/docs/a/topic-2')
  })
})
