import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { ListPager, pageSuffix, type ListPageContext } from '../components/Pager/ListPager'
import { PostPreview } from '../components/PostPreview'
import { previewProps } from '../components/PostPreview/toProps'
import { Seo } from '../components/Seo'
import { tagsIndexRoute } from '../config/routes'

/** One page of a tag's posts: the tag, and where the page is among the tag's pages. */
interface Context extends ListPageContext {
  tag: string
  label: string
  description: string | null
}

const plural = (count: number) => (count === 1 ? '1 post' : `${count} posts`)

export default function ChangelogTag({ data, pageContext }: PageProps<Queries.ChangelogTagQuery, Context>) {
  return (
    <ChangelogLayout path={pageContext.route}>
      <header className="markdown">
        <h1>
          {/* The tag's count, not the page's: totalCount ignores skip and limit. */}
          {plural(data.allMdx.totalCount)} tagged with “{pageContext.label}”{pageSuffix(pageContext.page)}
        </h1>
        {pageContext.description && <p>{pageContext.description}</p>}
        <p>
          <Link to={tagsIndexRoute()}>View all tags</Link>
        </p>
      </header>
      {data.allMdx.nodes.map((post) => (
        <PostPreview key={post.id} {...previewProps(post)} summaryHtml={post.summaryHtml} />
      ))}
      <ListPager {...pageContext} />
    </ChangelogLayout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    <Seo
      title={`Posts tagged “${pageContext.label}”${pageSuffix(pageContext.page)}`}
      description={pageContext.description}
      path={location.pathname}
    />
  )
}

export const query = graphql`
  query ChangelogTag($tag: String!, $skip: Int!, $limit: Int!) {
    allMdx(
      filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } }, frontmatter: { tags: { eq: $tag } } }
      sort: [{ fields: { date: DESC } }, { fields: { slug: ASC } }]
      skip: $skip
      limit: $limit
    ) {
      totalCount
      nodes {
        ...PostPreviewFields
        summaryHtml
      }
    }
  }
`
