/**
 * Stands in for Partytown's snippet builder in production bundles (see src/build/bundles.ts): Gatsby's
 * Partytown plugin only uses it under `gatsby develop`, and the site runs no off-main-thread scripts, yet the
 * real module would cost every page's first load about 1 KB gzip.
 */
export const partytownSnippet = (): string => ''
