import React from 'react'
import { Link } from 'gatsby'
import { navbarItems, siteConfig } from '../../config/site'
import { ColorModeToggle } from '../ColorModeToggle'
import { Logo } from '../Logo'
import { SearchButton } from '../Search/SearchButton'
import { NavItem } from './NavItem'
import * as styles from './styles.module.css'

interface Props {
  currentPath: string
  mobileOpen: boolean
  onOpenMobile: () => void
  hamburgerRef: React.RefObject<HTMLButtonElement>
}

/** Fixed at the top and never hidden on scroll (navbar.hideOnScroll is false in the site config). */
export function Navbar({ currentPath, mobileOpen, onOpenMobile, hamburgerRef }: Props) {
  const left = navbarItems.filter((item) => item.position === 'left')
  const right = navbarItems.filter((item) => item.position === 'right')
  return (
    <header className={`${styles.navbar} theme-navbar`}>
      <nav className={styles.inner} aria-label="Main">
        <button
          ref={hamburgerRef}
          type="button"
          className={styles.hamburger}
          aria-label="Open navigation menu"
          aria-expanded={mobileOpen}
          // The menu exists only while open; a reference to a missing element would be invalid.
          aria-controls={mobileOpen ? 'mobile-sidebar' : undefined}
          onClick={onOpenMobile}
          data-navbar-toggle=""
        >
          <svg width="26" height="26" viewBox="0 0 30 30" aria-hidden="true">
            <path d="M4 7h22M4 15h22M4 23h22" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        <Link to="/" className={styles.brand}>
          <Logo size={32} />
          <span>{siteConfig.brand}</span>
        </Link>
        <ul className={styles.items}>
          {left.map((item) => (
            <li key={item.label}>
              <NavItem item={item} currentPath={currentPath} />
            </li>
          ))}
        </ul>
        <div className={styles.right}>
          <SearchButton />
          <ColorModeToggle />
          <ul className={styles.items}>
            {right.map((item) => (
              <li key={item.label}>
                <NavItem item={item} currentPath={currentPath} />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  )
}
