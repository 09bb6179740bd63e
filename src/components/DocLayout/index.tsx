import React from 'react'
import { Layout, Main } from '../Layout'
import { DocSidebar, DocSidebarTree } from '../DocSidebar'
import { SidebarColumn } from '../SidebarColumn'
import * as styles from './styles.module.css'

interface Props {
  path: string
  children: React.ReactNode
  /** Right-hand column (the table of contents) on desktop. */
  aside?: React.ReactNode
  /** Another navigation than the docs sidebar (the API reference's): shown in the left column and the mobile menu. */
  navigation?: { label: string; title: string; className: string; menu: React.ReactNode }
}

/** Docs pages: sidebar, content, and an optional right column; the sidebar doubles as the mobile secondary menu. */
export function DocLayout({ path, children, aside, navigation }: Props) {
  const sidebar = navigation ? (
    <SidebarColumn label={navigation.label} className={navigation.className}>
      {navigation.menu}
    </SidebarColumn>
  ) : (
    <DocSidebar activePath={path} />
  )
  return (
    <Layout
      path={path}
      secondaryMenu={navigation?.menu ?? <DocSidebarTree activePath={path} />}
      secondaryTitle={navigation?.title ?? 'Docs'}
    >
      <div className={styles.page}>
        {sidebar}
        <Main className={styles.main}>
          <div className={styles.content}>{children}</div>
        </Main>
        {aside}
      </div>
    </Layout>
  )
}
