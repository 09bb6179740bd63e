import React from 'react'
import { siteConfig } from '../../config/site'
import { DocSidebar, DocSidebarTree } from '../DocSidebar'
import { DocsVersionSwitcher } from '../DocsVersionSwitcher'
import { SidebarLayout } from '../SidebarLayout'

interface Props {
  path: string
  /** The docs version of the page (a name in siteConfig.docs.versions). */
  version?: string | null
  children: React.ReactNode
  /** Right-hand column (the table of contents) on desktop. */
  aside?: React.ReactNode
}

/** Docs pages: the docs sidebar, content, and an optional right column; the sidebar doubles as the mobile menu. */
export function DocLayout({ path, version, children, aside }: Props) {
  const switcher = <DocsVersionSwitcher versions={siteConfig.docs.versions} current={version ?? siteConfig.docs.versions[0].name} />
  return (
    <SidebarLayout
      path={path}
      sidebar={
        <>
          {switcher}
          <DocSidebar activePath={path} />
        </>
      }
      menu={
        <>
          {switcher}
          <DocSidebarTree activePath={path} />
        </>
      }
      menuTitle="Docs"
      aside={aside}
    >
      {children}
    </SidebarLayout>
  )
}
