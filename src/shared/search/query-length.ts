/**
 * The longest query the search input accepts (the spec's constant), applied by the /search page's input and by
 * the search client. A module of its own: the page loads it with its first paint, the query rewriting
 * (query.ts) only with the engine.
 */
export const MAX_QUERY_LENGTH = 64
export const capQuery = (query: string) => query.slice(0, MAX_QUERY_LENGTH)
