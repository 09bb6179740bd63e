import React from 'react'
import { Layout, Main } from '../Layout'
import * as styles from './styles.module.css'

/** A centred single-column page (landing sections, 404, search, API reference placeholder). */
export function SimplePage({ path, children, wide = false }: { path: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <Layout path={path}>
      <Main className={`${styles.main} ${wide ? styles.wide : ''}`}>{children}</Main>
    </Layout>
  )
}
