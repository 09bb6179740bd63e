import React, { useCallback, useEffect, useRef, useState } from 'react'
import { testHooksEnabled, throwIfPageFault } from '../../browser/test-faults'
import { AnnouncementBar } from '../AnnouncementBar'
import { ErrorBoundary } from '../ErrorBoundary'
import { Footer } from '../Footer'
import { MobileSidebar } from '../MobileSidebar'
import { Navbar } from '../Navbar'
import { MAIN_CONTENT_ID } from './Main'
import { PageCrash } from './PageCrash'
import * as styles from './styles.module.css'

export { Main, MAIN_CONTENT_ID } from './Main'

/** Test builds only: throws when a test asks the page to crash (see src/browser/test-faults.ts). */
function PageFaultProbe() {
  throwIfPageFault()
  return null
}

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
      <div className={styles.body}>
        {/* A crash of the page's content leaves the navbar and footer working; a navigation clears it. */}
        <ErrorBoundary fallback={PageCrash} resetKey={path}>
          {testHooksEnabled && <PageFaultProbe />}
          {children}
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  )
}
