import React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { ColorModeToggle } from '../../../src/components/ColorModeToggle'
import { MobileSidebar } from '../../../src/components/MobileSidebar'
import { TabItem, Tabs } from '../../../src/components/mdx/Tabs'
import { Admonition } from '../../../src/components/mdx/Admonition'

describe('Tabs (static markup)', () => {
  it('renders a tablist with the first panel visible and the rest hidden', () => {
    render(
      <Tabs>
        <TabItem value="curl" label="cURL">
          curl body
        </TabItem>
        <TabItem value="php" label="PHP">
          php body
        </TabItem>
      </Tabs>,
    )
    const [first, second] = screen.getAllByRole('tab')
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(second).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByText('curl body').closest('[role="tabpanel"]')).not.toHaveAttribute('hidden')
    expect(screen.getByText('php body', { selector: '[role="tabpanel"]' })).toHaveAttribute('hidden')
    expect(first.getAttribute('aria-controls')).toBe(screen.getByText('curl body').closest('[role="tabpanel"]')!.id)
  })

  it('fails loudly on an unknown admonition type', () => {
    expect(() => Admonition({ type: 'caution' as never, children: 'x' })).toThrow(/not one of note, tip/)
  })
})

describe('ColorModeToggle', () => {
  beforeEach(() => document.documentElement.setAttribute('data-theme', 'dark'))

  it('names the current mode and switches it', () => {
    render(<ColorModeToggle />)
    const button = screen.getByRole('button', { name: /currently dark mode/ })
    fireEvent.click(button)
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    expect(window.localStorage.getItem('theme')).toBe('light')
    expect(button).toHaveAccessibleName(/currently light mode/)
  })
})

describe('MobileSidebar', () => {
  it('is hidden when closed and closes on Escape when open', () => {
    const onClose = jest.fn()
    const menu = <a href="/docs/sandbox">Sandbox</a>
    const { container, rerender } = render(<MobileSidebar open={false} onClose={onClose} onFollowInPageLink={onClose} currentPath="/" secondaryMenu={menu} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    // Closed, nothing is rendered inside, so the page's HTML carries no second copy of the menus.
    expect(container.querySelector('a')).toBeNull()
    rerender(<MobileSidebar open onClose={onClose} onFollowInPageLink={onClose} currentPath="/" secondaryMenu={menu} />)
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' })
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Sandbox' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close navigation menu' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
