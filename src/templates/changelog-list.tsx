import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { siteConfig } from '../config/site'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { Pager } from '../components/Pager'
import { PostPreview } from '../components/PostPreview'
import { previewProps } from '../components/PostPreview/toProps'
import { Seo } from '../components/Seo'

interface Context {
  route: string
  page: number
  pageCount: number
  newerRoute: string | null
  olderRoute: string | null
}

export default function ChangelogList({ data, pageContext }: PageProps<Queries.ChangelogListQuery, Context>) {
  return (
    <ChangelogLayout path={pageContext.route}>
      <h1 className="visually-hidden">
        {siteConfig.changelog.title}
        {pageContext.page > 1 ? ` – page ${pageContext.page}` : ''}
      </h1>
      {data.allMdx.nodes.map((post) => (
        <PostPreview key={post.id} {...previewProps(post)} summaryHtml={post.summaryHtml} />
      ))}
      <Pager
        label="Changelog list page navigation"
        previous={pageContext.newerRoute ? { label: 'Newer entries', href: pageContext.newerRoute } : null}
        next={pageContext.olderRoute ? { label: 'Older entries', href: pageContext.olderRoute } : null}
        previousCaption={`Page ${pageContext.page - 1}`}
        nextCaption={`Page ${pageContext.page + 1}`}
      />
    </ChangelogLayout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const suffix = pageContext.page > 1 ? ` – page ${pageContext.page}` : ''
  return (
    <Seo
      title={`${siteConfig.changelog.title}${suffix}`}
      description="What changed in the Kolli API, carriers and docs."
      path={location.pathname}
    />
  )
}

export const query = graphql`
  query ChangelogList($skip: Int!, $limit: Int!) {
    allMdx(
      filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } } }
      sort: [{ fields: { date: DESC } }, { fields: { slug: ASC } }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...PostPreviewFields
        summaryHtml
      }
    }
  }
`
