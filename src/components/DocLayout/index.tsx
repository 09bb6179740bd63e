import React from 'react'
import { Layout, Main } from '../Layout'
import { DocSidebar, DocSidebarTree } from '../DocSidebar'
import * as styles from './styles.module.css'

interface Props {
  path: string
  children: React.ReactNode
  /** Right-hand column (the table of contents) on desktop. */
  aside?: React.ReactNode
}

/** Docs pages: sidebar, content, and an optional right column; the sidebar doubles as the mobile secondary menu. */
export function DocLayout({ path, children, aside }: Props) {
  return (
    <Layout path={path} secondaryMenu={<DocSidebarTree activePath={path} />} secondaryTitle="Docs">
      <div className={styles.page}>
        <DocSidebar activePath={path} />
        <Main className={styles.main}>
          <div className={styles.content}>{children}</div>
        </Main>
        {aside}
      </div>
    </Layout>
  )
}
