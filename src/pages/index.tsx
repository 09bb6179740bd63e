import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { resolveLink, siteConfig } from '../config/site'
import { CardGrid } from '../components/CardGrid'
import { SimplePage } from '../components/SimplePage'
import { Seo } from '../components/Seo'
import { landingEntryPoints as entryPoints } from '../config/landing'
import { pageRoutes } from '../config/routes'
import * as styles from './index.module.css'


/** Entry points whose page exists in this build (content can be swapped, e.g. for a benchmark corpus). */
export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const existing = new Set(data.allSitePage.nodes.map((node) => node.path))
  const cards = entryPoints.filter((card) => existing.has(card.href))
  return (
    <SimplePage path={pageRoutes.home} wide>
      <section className={styles.hero}>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link to="/docs/getting-started" className={styles.primary}>
            Get started
          </Link>
          <Link to="/api-reference" className={styles.secondary}>
            API reference
          </Link>
          <a href={resolveLink('signup').href} className={styles.secondary}>
            Create an account
          </a>
        </div>
      </section>
      <section aria-labelledby="topics-title">
        <h2 id="topics-title" className={styles.sectionTitle}>
          Explore the docs
        </h2>
        <CardGrid headingLevel="h3" cards={cards} />
      </section>
    </SimplePage>
  )
}

export const query = graphql`
  query LandingPage($entryRoutes: [String!]) {
    allSitePage(filter: { path: { in: $entryRoutes } }) {
      nodes {
        path
      }
    }
  }
`

export function Head({ location }: HeadProps) {
  return <Seo path={location.pathname} />
}
