/**
 * The longest query the search input accepts (the spec's constant), apart from query.ts: the /search page
 * loads this with its first paint, the query rewriting only with the engine.
 */
export const MAX_QUERY_LENGTH = 64
export const capQuery = (query: string) => query.slice(0, MAX_QUERY_LENGTH)
