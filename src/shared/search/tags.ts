/**
 * The DocSearch facet value of a docs version's pages (the `docusaurus_tag` meta tag), as Docusaurus writes
 * it. On its own, dependency-free: page templates import it, and must not pull search code into their bundle.
 */
export const docsSearchTag = (versionName: string) => `docs-default-${versionName}`

/** A page's tag: its docs version's, or `default` for a page outside versioned docs, as Docusaurus tags them. */
export const pageSearchTag = (versionName: string | null | undefined) => (versionName ? docsSearchTag(versionName) : 'default')
