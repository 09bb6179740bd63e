/** The spec's limit on a search query, applied by the /search page's input and by the search client. */
export const MAX_QUERY_LENGTH = 64
export const capQuery = (query: string) => query.slice(0, MAX_QUERY_LENGTH)

/**
 * A URL in a query stands for its path. A developer pastes `POST https://api.kolli.example/v1/shipments`
 * from a request log, and the reference documents `POST /shipments`: the scheme, the host and an API
 * version segment right after the host (`/v1`) would only match every page that shows the base URL. A query
 * that is nothing but a URL is searched as it is (the base URL is a thing to look up too). Both search
 * clients apply it, so hosted search gets the same query as the embedded engine.
 */
export function searchableQuery(query: string): string {
  const paths = query.replace(/\bhttps?:\/\/[^\s/?#]+(?:\/v\d+(?:\.\d+)*(?=[/\s?#]|$))?/gi, ' ').replace(/\s+/g, ' ').trim()
  return /[\p{L}\p{N}]/u.test(paths) ? paths : query
}
