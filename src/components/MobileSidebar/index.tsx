import React, { useEffect, useRef } from 'react'
import { navbarItems, siteConfig } from '../../config/site'
import { trapTab } from '../../browser/focus-trap'
import { NavItem } from '../Navbar/NavItem'
import * as styles from './styles.module.css'

interface Props {
  open: boolean
  onClose: () => void
  /** An in-page link (`#…`) was followed: close without moving focus, which the browser gives the target. */
  onFollowInPageLink: () => void
  currentPath: string
  /** The page's own menu (the docs sidebar on doc pages), shown under the main links. */
  secondaryMenu?: React.ReactNode
  secondaryTitle?: string
}

/** Below 996 px the navbar becomes this sliding panel: Esc, the overlay and the close button close it. */
export function MobileSidebar({ open, onClose, onFollowInPageLink, currentPath, secondaryMenu, secondaryTitle }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      else if (panelRef.current) trapTab(event, panelRef.current)
    }
    document.addEventListener('keydown', onKeyDown)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = ''
    }
  }, [open, onClose])

  return (
    // Closed, it renders nothing inside: the docs sidebar would otherwise sit in every page's HTML twice.
    <div className={styles.root} data-state={open ? 'open' : 'closed'} hidden={!open}>
      {open && (
        <>
          <div className={styles.overlay} onClick={onClose} aria-hidden="true" data-testid="mobile-sidebar-overlay" />
          <div
            ref={panelRef}
            id="mobile-sidebar"
            className={`${styles.panel} theme-mobile-sidebar`}
            role="dialog"
            aria-modal="true"
            aria-label="Navigation menu"
            onClick={(event) => {
              // Other links change the path, which closes the menu; a hash link would leave it covering the target.
              // Close after the browser has followed the link: removing the link first could cancel it.
              if ((event.target as Element).closest('a[href^="#"]')) window.setTimeout(onFollowInPageLink, 0)
            }}
          >
            <div className={styles.header}>
              <span className={styles.title}>{siteConfig.brand}</span>
              <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Close navigation menu">
                ×
              </button>
            </div>
            <nav aria-label="Main (mobile)">
              <ul className={styles.list}>
                {navbarItems.map((item) => (
                  <li key={item.label}>
                    <NavItem item={item} currentPath={currentPath} />
                  </li>
                ))}
              </ul>
            </nav>
            {secondaryMenu && (
              <div className={styles.secondary}>
                {secondaryTitle && <p className={styles.secondaryTitle}>{secondaryTitle}</p>}
                {secondaryMenu}
              </div>
            )}
          </div>
        </>
      )}
    </div>
  )
}
