import React from 'react'
import type { ContentSection } from '../../config/site'
import type { PageSidebar } from '../../shared/sidebar'
import { DocSidebar, DocSidebarTree } from '../DocSidebar'
import { DocsVersionSwitcher } from '../DocsVersionSwitcher'
import { SidebarLayout } from '../SidebarLayout'

interface Props {
  path: string
  /** The content section of the page: its menu title, sidebar label and versions. */
  section: ContentSection
  /** The page's sidebar, from its page context. */
  sidebar: PageSidebar
  /** The docs version of the page (a name in its section's versions). */
  version?: string | null
  children: React.ReactNode
  /** Right-hand column (the table of contents) on desktop. */
  aside?: React.ReactNode
}

/** Section pages: the section's sidebar, content, and an optional right column; the sidebar doubles as the mobile menu. */
export function DocLayout({ path, section, sidebar, version, children, aside }: Props) {
  const switcher = section.versions && (
    <DocsVersionSwitcher versions={section.versions} current={version ?? section.versions[0].name} />
  )
  return (
    <SidebarLayout
      path={path}
      sidebar={
        <>
          {switcher}
          <DocSidebar sidebar={sidebar} activePath={path} label={section.label} />
        </>
      }
      menu={
        <>
          {switcher}
          <DocSidebarTree sidebar={sidebar} activePath={path} />
        </>
      }
      menuTitle={section.label}
      aside={aside}
    >
      {children}
    </SidebarLayout>
  )
}
