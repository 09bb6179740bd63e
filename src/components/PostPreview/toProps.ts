/** Maps the PostPreviewFields fragment to component props in one place. */
export function previewProps(post: Queries.PostPreviewFieldsFragment) {
  return {
    title: post.frontmatter.title,
    href: post.fields.route,
    date: post.fields.isoDate ?? '',
    dateLabel: post.fields.dateLabel ?? '',
    authors: post.postAuthors,
    tags: post.postTags,
    draft: post.fields.draft,
  }
}
