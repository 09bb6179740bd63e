import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { Seo } from '../components/Seo'
import { tagsIndexRoute } from '../config/routes'

export default function ChangelogTags({ data }: PageProps<Queries.ChangelogTagsQuery>) {
  const counts = new Map(data.posts.group.map((group) => [group.fieldValue, group.totalCount]))
  const tags = data.tags.nodes.slice().sort((a, b) => a.label.localeCompare(b.label))
  return (
    <ChangelogLayout path={tagsIndexRoute()}>
      <div className="markdown">
        <h1>Tags</h1>
        <ul>
          {tags.map((tag) => (
            <li key={tag.key}>
              <Link to={tag.route}>{tag.label}</Link> ({counts.get(tag.key) ?? 0})
              {tag.description && <> – {tag.description}</>}
            </li>
          ))}
        </ul>
      </div>
    </ChangelogLayout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Tags" description="Changelog posts by topic and carrier." path={location.pathname} />
}

export const query = graphql`
  query ChangelogTags {
    tags: allChangelogTag {
      nodes {
        key
        label
        description
        route
      }
    }
    posts: allMdx(filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } } }) {
      group(field: { frontmatter: { tags: SELECT } }) {
        fieldValue
        totalCount
      }
    }
  }
`
