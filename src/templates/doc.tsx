import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs'
import { pageSearchTag } from '../shared/search/tags'
import { DocLayout } from '../components/DocLayout'
import { DraftBadge } from '../components/DraftBadge'
import { Pager, type PagerLink } from '../components/Pager'
import { Seo } from '../components/Seo'
import { useLastPresent } from '../components/useLastPresent'
import { TableOfContents } from '../components/TableOfContents'
import { mainSection, sectionById } from '../config/routes'
import type { PageSidebar } from '../shared/sidebar'

interface Context {
  id: string
  sidebar: PageSidebar
  breadcrumbs: Crumb[]
  previous: PagerLink | null
  next: PagerLink | null
}

export default function DocTemplate({ data, pageContext: context }: PageProps<Queries.DocPageQuery, Context>) {
  // The data and the context that came with it, kept together (see useLastPresent).
  const page = useLastPresent(data?.mdx ? { doc: data.mdx, pageContext: context } : null)
  if (!page) return null
  const { doc, pageContext } = page
  const section = sectionById(doc.fields.section ?? mainSection.id)
  return (
    <DocLayout
      path={doc.fields.route}
      section={section}
      sidebar={pageContext.sidebar}
      version={doc.fields.version}
      // Only a page with headings has the right-hand column (its width is reserved before it is parsed).
      aside={doc.headings.length > 0 ? <TableOfContents headings={doc.headings} variant="desktop" /> : undefined}
    >
      <article className="theme-doc-markdown">
        <Breadcrumbs section={section} crumbs={pageContext.breadcrumbs} current={doc.frontmatter.sidebar_label ?? doc.frontmatter.title} />
        <TableOfContents headings={doc.headings} variant="mobile" />
        <DraftBadge draft={doc.fields.draft} />
        <div className="markdown">
          <h1>{doc.frontmatter.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: doc.html }} />
        </div>
        <Pager
          label="Docs pages"
          previous={pageContext.previous}
          next={pageContext.next}
          previousCaption="Previous"
          nextCaption="Next"
        />
      </article>
    </DocLayout>
  )
}

export function Head({ data }: HeadProps<Queries.DocPageQuery>) {
  const doc = useLastPresent(data?.mdx)
  if (!doc) return null
  const version = doc.fields.version ?? sectionById(doc.fields.section ?? mainSection.id).versions?.[0].name
  return (
    <Seo title={doc.frontmatter.title} description={doc.frontmatter.description} path={doc.fields.route} docusaurusTag={pageSearchTag(version)}>
      {version && <meta name="docsearch:version" content={version} />}
    </Seo>
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      html
      headings {
        id
        depth
        text
      }
      frontmatter {
        title
        description
        sidebar_label
      }
      fields {
        section
        route
        version
        draft
      }
    }
  }
`
