import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { PostPreview } from '../components/PostPreview'
import { previewProps } from '../components/PostPreview/toProps'
import { Seo } from '../components/Seo'
import { siteConfig } from '../config/site'
import { tagRoute } from '../config/routes'

interface Context {
  tag: string
  label: string
  description: string | null
}

const plural = (count: number) => (count === 1 ? '1 post' : `${count} posts`)

export default function ChangelogTag({ data, pageContext }: PageProps<Queries.ChangelogTagQuery, Context>) {
  const posts = data.allMdx.nodes
  return (
    <ChangelogLayout path={tagRoute(pageContext.tag)}>
      <header className="markdown">
        <h1>
          {plural(posts.length)} tagged with “{pageContext.label}”
        </h1>
        {pageContext.description && <p>{pageContext.description}</p>}
        <p>
          <Link to={`${siteConfig.changelog.routeBasePath}/tags`}>View all tags</Link>
        </p>
      </header>
      {posts.map((post) => (
        <PostPreview key={post.id} {...previewProps(post)} summaryHtml={post.summaryHtml} />
      ))}
    </ChangelogLayout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return <Seo title={`Posts tagged “${pageContext.label}”`} description={pageContext.description} path={location.pathname} />
}

export const query = graphql`
  query ChangelogTag($tag: String!) {
    allMdx(
      filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } }, frontmatter: { tags: { eq: $tag } } }
      sort: [{ fields: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...PostPreviewFields
        summaryHtml
      }
    }
  }
`
