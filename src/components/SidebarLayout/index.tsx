import React from 'react'
import { Layout, Main } from '../Layout'
import * as styles from './styles.module.css'

interface Props {
  path: string
  /** The left column (a SidebarColumn); hidden below 996 px, where `menu` appears in the mobile menu instead. */
  sidebar: React.ReactNode
  menu: React.ReactNode
  menuTitle: string
  /** Right-hand column (a table of contents) on desktop; its track is reserved only when it is given. */
  aside?: React.ReactNode
  children: React.ReactNode
}

/** Navigation column, content, optional right column: the frame of docs pages and the API reference. */
export function SidebarLayout({ path, sidebar, menu, menuTitle, aside, children }: Props) {
  return (
    <Layout path={path} secondaryMenu={menu} secondaryTitle={menuTitle}>
      <div className={aside ? `${styles.page} ${styles.withAside}` : styles.page}>
        {sidebar}
        <Main className={styles.main}>
          <div className={styles.content}>{children}</div>
        </Main>
        {aside}
      </div>
    </Layout>
  )
}
