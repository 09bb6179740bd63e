import React from 'react'
import { DocSidebar, DocSidebarTree } from '../DocSidebar'
import { SidebarLayout } from '../SidebarLayout'

interface Props {
  path: string
  children: React.ReactNode
  /** Right-hand column (the table of contents) on desktop. */
  aside?: React.ReactNode
}

/** Docs pages: the docs sidebar, content, and an optional right column; the sidebar doubles as the mobile menu. */
export function DocLayout({ path, children, aside }: Props) {
  return (
    <SidebarLayout
      path={path}
      sidebar={<DocSidebar activePath={path} />}
      menu={<DocSidebarTree activePath={path} />}
      menuTitle="Docs"
      aside={aside}
    >
      {children}
    </SidebarLayout>
  )
}
