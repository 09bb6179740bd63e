import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { siteConfig } from '../config/site'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { ListPager, pageSuffix, type ListPageContext } from '../components/Pager/ListPager'
import { PostPreview } from '../components/PostPreview'
import { previewProps } from '../components/PostPreview/toProps'
import { Seo } from '../components/Seo'

export default function ChangelogList({ data, pageContext }: PageProps<Queries.ChangelogListQuery, ListPageContext>) {
  return (
    <ChangelogLayout path={pageContext.route}>
      <h1 className="visually-hidden">
        {siteConfig.changelog.title}
        {pageSuffix(pageContext.page)}
      </h1>
      {data.allMdx.nodes.map((post) => (
        <PostPreview key={post.id} {...previewProps(post)} summaryHtml={post.summaryHtml} />
      ))}
      <ListPager {...pageContext} />
    </ChangelogLayout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, ListPageContext>) {
  return (
    <Seo
      title={`${siteConfig.changelog.title}${pageSuffix(pageContext.page)}`}
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
