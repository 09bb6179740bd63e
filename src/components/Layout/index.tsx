import React, { useCallback, useEffect, useRef, useState } from 'react'
import { AnnouncementBar } from '../AnnouncementBar'
import { Footer } from '../Footer'
import { MobileSidebar } from '../MobileSidebar'
import { Navbar } from '../Navbar'
import * as styles from './styles.module.css'

export const MAIN_CONTENT_ID = 'main-content'

interface Props {
  /** The current pathname, for active links. */
  path: string
  children: React.ReactNode
  secondaryMenu?: React.ReactNode
  secondaryTitle?: string
}

/** The shell every page shares: skip link, announcement, navbar, mobile menu, footer. */
export function Layout({ path, children, secondaryMenu, secondaryTitle }: Props) {
  const [mobileOpen, setMobileOpen] = useState(false)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const closeMobile = useCallback(() => {
    setMobileOpen(false)
    hamburgerRef.current?.focus()
  }, [])
  const closeInPage = useCallback(() => setMobileOpen(false), [])
  useEffect(() => setMobileOpen(false), [path])

  const skipToContent = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }

  return (
    <div className={styles.root}>
      <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar
        currentPath={path}
        mobileOpen={mobileOpen}
        onOpenMobile={() => setMobileOpen(true)}
        hamburgerRef={hamburgerRef}
      />
      <MobileSidebar
        open={mobileOpen}
        onClose={closeMobile}
        onFollowInPageLink={closeInPage}
        currentPath={path}
        secondaryMenu={secondaryMenu}
        secondaryTitle={secondaryTitle}
      />
      <div className={styles.body}>{children}</div>
      <Footer />
    </div>
  )
}

/** The page's main landmark; the skip link targets it. */
export function Main({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  )
}
