import React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import {
  AnnouncementBar,
  ANNOUNCEMENT_STORAGE_KEY,
  announcementScript,
  isAnnouncementDismissed,
} from '../../../src/components/AnnouncementBar'
import { DocsVersionSwitcher } from '../../../src/components/DocsVersionSwitcher'
import { DOCS_PREFERRED_VERSION_KEY } from '../../../src/browser/docs-version'
import { ErrorBoundary } from '../../../src/components/ErrorBoundary'
import { PageCrash } from '../../../src/components/Layout/PageCrash'
import { NavItem } from '../../../src/components/Navbar/NavItem'
import { errorWithCauses } from '../../../src/browser/test-faults'
import { siteConfig, type DocsVersion } from '../../../src/config/site'

// React logs every error a boundary catches; these tests throw on purpose.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

let shouldThrow = true
function Flaky() {
  if (shouldThrow) throw errorWithCauses('Cannot read the sidebar', ['The category "Webhooks" is empty'])
  return <p>Recovered content</p>
}

describe('page crash boundary', () => {
  it('shows "This page crashed.", the message and its causes, and "Try again" renders again', () => {
    shouldThrow = true
    render(
      <ErrorBoundary fallback={PageCrash}>
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument()
    const lines = Array.from(document.querySelectorAll('[data-error-details] p'), (line) => line.textContent)
    expect(lines).toEqual(['Cannot read the sidebar', 'Cause: The category "Webhooks" is empty'])
    shouldThrow = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Recovered content')).toBeInTheDocument()
  })

  it('clears the crash when its reset key changes (a navigation)', () => {
    shouldThrow = true
    const { rerender } = render(
      <ErrorBoundary fallback={PageCrash} resetKey="/docs/a">
        <Flaky />
      </ErrorBoundary>,
    )
    shouldThrow = false
    rerender(
      <ErrorBoundary fallback={PageCrash} resetKey="/docs/b">
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Recovered content')).toBeInTheDocument()
  })
})

describe('navbar item boundary', () => {
  it('replaces a failing item with a message naming its label and type; the others render', () => {
    render(
      <ul>
        <li>
          <NavItem item={{ type: 'button', label: 'Status', to: 'no-such-link', position: 'right' }} currentPath="/" />
        </li>
        <li>
          <NavItem item={{ type: 'link', label: 'Docs', to: '/docs', position: 'left' }} currentPath="/" />
        </li>
      </ul>,
    )
    const message = screen.getByRole('alert')
    expect(message.textContent).toBe('Navbar item “Status” (button) failed to render')
    expect(message.getAttribute('title')).toMatch(/Unknown external link name "no-such-link"/)
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs')
  })
})

describe('announcement bar', () => {
  const bar = { id: 'fulfillment-shipments-2025-04', content: 'New: create a shipment straight from a fulfillment.' }
  beforeEach(() => {
    window.localStorage.clear()
    document.documentElement.removeAttribute('data-announcement-dismissed')
  })

  it('is dismissed only for the id the visitor closed', () => {
    expect(isAnnouncementDismissed(bar.id, bar)).toBe(true)
    expect(isAnnouncementDismissed('an-older-announcement', bar)).toBe(false)
    expect(isAnnouncementDismissed(null, bar)).toBe(false)
    expect(isAnnouncementDismissed(bar.id, null)).toBe(false)
  })

  it('renders nothing when the config has no bar', () => {
    const { container } = render(<AnnouncementBar bar={null} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('"Close" hides it and stores its id', () => {
    render(<AnnouncementBar bar={bar} />)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText(bar.content)).toBeNull()
    expect(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe(bar.id)
  })

  it('the inline script marks <html> only when this id was dismissed', () => {
    const run = () => new Function(announcementScript(bar))()
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'an-older-announcement')
    run()
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(false)
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, bar.id)
    run()
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(true)
  })

  it("stays closed on the next visit, and shows again when the announcement's id changes", () => {
    const first = render(<AnnouncementBar bar={bar} />)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    first.unmount()
    const again = render(<AnnouncementBar bar={bar} />)
    expect(screen.queryByText(bar.content)).toBeNull()
    again.unmount()
    const next = { id: 'carrier-setups-2025-08', content: 'New: carrier setups have an endpoint of their own.' }
    render(<AnnouncementBar bar={next} />)
    expect(screen.getByText(next.content)).toBeInTheDocument()
  })
})

describe('docs version switcher', () => {
  const current: DocsVersion = { name: 'current', label: 'Next', path: '/docs', mainDoc: 'getting-started' }
  const older: DocsVersion = { name: '1.0', label: '1.0', path: '/docs/1.0', mainDoc: 'getting-started' }

  it('is absent with the single version of the site config ("current", labelled Next)', () => {
    expect(siteConfig.sections[0].versions).toEqual([current])
    const { container } = render(<DocsVersionSwitcher versions={siteConfig.sections[0].versions!} current="current" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('appears with a second version and remembers the choice under docs-preferred-version-default', () => {
    window.localStorage.clear()
    const navigate = jest.fn()
    window.___navigate = navigate
    render(<DocsVersionSwitcher versions={[current, older]} current="current" />)
    expect(screen.getByRole('navigation', { name: 'Docs version' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true')
    const link = screen.getByRole('link', { name: '1.0' })
    expect(link).toHaveAttribute('href', '/docs/1.0/getting-started')
    fireEvent.click(link)
    expect(window.localStorage.getItem(DOCS_PREFERRED_VERSION_KEY)).toBe('1.0')
    expect(navigate).toHaveBeenCalledWith('/docs/1.0/getting-started', expect.anything())
    expect(DOCS_PREFERRED_VERSION_KEY).toBe('docs-preferred-version-default')
  })
})
