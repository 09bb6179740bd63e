import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { ChangelogLayout } from '../components/ChangelogLayout'
import { Seo } from '../components/Seo'
import { archiveRoute } from '../config/routes'

/** Every post, grouped by year, newest first. */
export default function ChangelogArchive({ data }: PageProps<Queries.ChangelogArchiveQuery>) {
  const groups = data.allMdx.group.slice().sort((a, b) => b.fieldValue!.localeCompare(a.fieldValue!))
  return (
    <ChangelogLayout path={archiveRoute()}>
      <div className="markdown">
        <h1>Archive</h1>
        {groups.map((group) => (
          <section key={group.fieldValue}>
            <h2>{group.fieldValue}</h2>
            <ul>
              {group.nodes.map((post) => (
                <li key={post.fields.route}>
                  <time dateTime={post.fields.isoDate ?? ''}>{post.fields.dateLabel}</time> –{' '}
                  <Link to={post.fields.route}>{post.frontmatter.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ChangelogLayout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Archive" description="Every Kolli changelog post, by year." path={location.pathname} />
}

export const query = graphql`
  query ChangelogArchive {
    allMdx(filter: { fields: { kind: { eq: "changelog" }, listed: { eq: true } } }, sort: { fields: { date: DESC } }) {
      group(field: { fields: { year: SELECT } }) {
        fieldValue
        nodes {
          frontmatter {
            title
          }
          fields {
            route
            isoDate: date
            dateLabel: date(formatString: "MMMM D")
          }
        }
      }
    }
  }
`
