/** The spec's limit on a search query, applied by the /search page's input and by the search client. */
export const MAX_QUERY_LENGTH = 64
export const capQuery = (query: string) => query.slice(0, MAX_QUERY_LENGTH)
