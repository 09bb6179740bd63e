import React from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { siteConfig } from '../../config/site'
import { Layout, Main } from '../Layout'
import * as styles from './styles.module.css'

interface YearGroup {
  year: string
  posts: { title: string; href: string }[]
}

function ChangelogSidebarList({ activePath }: { activePath: string }) {
  const data = useStaticQuery<Queries.ChangelogSidebarQuery>(graphql`
    query ChangelogSidebar {
      changelogSidebar {
        years
      }
    }
  `)
  const groups = (data.changelogSidebar?.years ?? []) as unknown as YearGroup[]
  // Years are list items, not headings: the sidebar comes before the page's <h1> in the document.
  return (
    <ul className={styles.years}>
      {groups.map((group) => (
        <li key={group.year}>
          <span className={styles.yearTitle}>{group.year}</span>
          <ul className={styles.list}>
            {group.posts.map((post) => (
              <li key={post.href}>
                <Link to={post.href} aria-current={post.href === activePath ? 'page' : undefined}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

/** Changelog pages: a sidebar titled "Changelog" with every post grouped by year. */
export function ChangelogLayout({ path, children }: { path: string; children: React.ReactNode }) {
  const title = siteConfig.changelog.title
  return (
    <Layout path={path} secondaryMenu={<ChangelogSidebarList activePath={path} />} secondaryTitle={title}>
      <div className={styles.page}>
        <aside className={`${styles.sidebar} theme-blog-sidebar`}>
          <nav aria-label="Changelog recent posts" className={styles.scroll}>
            <p className={styles.title}>{title}</p>
            <ChangelogSidebarList activePath={path} />
          </nav>
        </aside>
        <Main className={styles.main}>{children}</Main>
      </div>
    </Layout>
  )
}
