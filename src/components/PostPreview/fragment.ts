import { graphql } from 'gatsby'

/** Everything a post preview or post page header needs; shared by every changelog query. */
export const postPreviewFields = graphql`
  fragment PostPreviewFields on Mdx {
    id
    frontmatter {
      title
      description
    }
    fields {
      route
      isoDate: date
      dateLabel: date(formatString: "MMMM D, YYYY")
      draft
    }
    postAuthors {
      name
      title
    }
    postTags {
      key
      label
      route
    }
  }
`
