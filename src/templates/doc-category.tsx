import React from 'react'
import { type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs'
import { CardGrid } from '../components/CardGrid'
import { pageSearchTag } from '../shared/search/tags'
import { DocLayout } from '../components/DocLayout'
import { Pager, type PagerLink } from '../components/Pager'
import { Seo } from '../components/Seo'
import { sectionById } from '../config/routes'
import type { PageSidebar } from '../shared/sidebar'

interface Context {
  section: string
  sidebar: PageSidebar
  route: string
  label: string
  description: string | null
  items: { label: string; href: string | null; description: string | null }[]
  breadcrumbs: Crumb[]
  previous: PagerLink | null
  next: PagerLink | null
}

/** A sidebar category's generated index: one card per page in the category. */
export default function DocCategoryTemplate({ pageContext }: PageProps<object, Context>) {
  const section = sectionById(pageContext.section)
  return (
    <DocLayout path={pageContext.route} section={section} sidebar={pageContext.sidebar}>
      <article>
        <Breadcrumbs section={section} crumbs={pageContext.breadcrumbs} current={pageContext.label} />
        <div className="markdown">
          <h1>{pageContext.label}</h1>
          {pageContext.description && <p>{pageContext.description}</p>}
        </div>
        <CardGrid
          headingLevel="h2"
          cards={pageContext.items.map((item) => ({ title: item.label, href: item.href, text: item.description }))}
        />
        <Pager label="Docs pages" previous={pageContext.previous} next={pageContext.next} previousCaption="Previous" nextCaption="Next" />
      </article>
    </DocLayout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const version = sectionById(pageContext.section).versions?.[0].name
  return <Seo title={pageContext.label} description={pageContext.description} path={location.pathname} docusaurusTag={pageSearchTag(version)} />
}
