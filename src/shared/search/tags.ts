/**
 * The DocSearch facet value of a docs version's pages (the `docusaurus_tag` meta tag), as Docusaurus writes
 * it. On its own, dependency-free: page templates import it, and must not pull search code into their bundle.
 */
export const docsSearchTag = (versionName: string) => `docs-default-${versionName}`
