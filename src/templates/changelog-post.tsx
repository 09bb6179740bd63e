import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { DraftBadge } from '../components/DraftBadge'
import { Pager, type PagerLink } from '../components/Pager'
import { PostAuthors, PostDate, PostTags } from '../components/PostPreview/PostMeta'
import { previewProps } from '../components/PostPreview/toProps'
import { Seo } from '../components/Seo'
import { useLastPresent } from '../components/useLastPresent'

interface Context {
  id: string
  newer: { title: string; href: string } | null
  older: { title: string; href: string } | null
}

const toPager = (link: Context['newer']): PagerLink | null => (link ? { label: link.title, href: link.href } : null)

export default function ChangelogPost({ data, pageContext: context }: PageProps<Queries.ChangelogPostQuery, Context>) {
  // The data and the context that came with it, kept together (see useLastPresent).
  const page = useLastPresent(data?.mdx ? { post: data.mdx, pageContext: context } : null)
  if (!page) return null
  const { post, pageContext } = page
  const meta = previewProps(post)
  return (
    <ChangelogLayout path={meta.href}>
      <article className="theme-blog-post">
        <header>
          <DraftBadge draft={meta.draft} />
          <div className="markdown">
            <h1>{meta.title}</h1>
          </div>
          <PostDate date={meta.date} dateLabel={meta.dateLabel} />
          <PostAuthors authors={meta.authors} />
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
        <footer>
          <PostTags tags={meta.tags} />
        </footer>
        <Pager
          label="Changelog post navigation"
          previous={toPager(pageContext.newer)}
          next={toPager(pageContext.older)}
          previousCaption="Newer post"
          nextCaption="Older post"
        />
      </article>
    </ChangelogLayout>
  )
}

export function Head({ data }: HeadProps<Queries.ChangelogPostQuery>) {
  const post = useLastPresent(data?.mdx)
  if (!post) return null
  return <Seo title={post.frontmatter.title} description={post.frontmatter.description} path={post.fields.route} />
}

export const query = graphql`
  query ChangelogPost($id: String!) {
    mdx(id: { eq: $id }) {
      ...PostPreviewFields
      html
    }
  }
`
