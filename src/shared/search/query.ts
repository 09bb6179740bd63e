import { parseQuery, withoutContractions } from './tokens'

/**
 * The query as search reads it; both search clients apply it, so hosted search gets the same query as the
 * embedded engine. A URL in a query stands for its path: a developer pastes
 * `POST https://api.kolli.example/v1/shipments` from a request log, and the reference documents
 * `POST /shipments`; the scheme, the host and an API version segment right after the host (`/v1`) would only
 * match every page that shows the base URL. A query that is nothing but a URL is searched as it is (the base
 * URL is a thing to look up too). Paths are written as the reference writes them (withPathParameters),
 * contractions as the index has them (tokens.ts), and a status code with words that only say it is one is
 * the code (statusCode). A request line's protocol is left out (withoutProtocol).
 */
export function searchableQuery(query: string): string {
  const paths = withoutProtocol(query)
    .replace(/\bhttps?:\/\/[^\s/?#]+(?:\/v\d+(?:\.\d+)*(?=[/\s?#]|$))?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!/[\p{L}\p{N}]/u.test(paths)) return query
  // Contractions as the index has them (tokens.ts), unless nothing else is left.
  const words = withoutContractions(paths).replace(/\s+/g, ' ').trim()
  return statusCode(withPathParameters(/[\p{L}\p{N}]/u.test(words) ? words : paths))
}

/**
 * A request line as an HTTP request starts, `POST /v1/shipments HTTP/1.1`, without its protocol: "HTTP", "1"
 * and "1" are nothing the reference documents, and found every page that shows an https:// URL first.
 */
const withoutProtocol = (query: string) => query.replace(/(\/[^\s]*)\s+HTTP\/\d(?:\.\d)?(?=\s|$)/gi, '$1')

/**
 * Words that only say that a number is an HTTP status code: "HTTP 429", "status code 409", "got a 404". Not
 * "error": "error 500" finds the pages on errors, where a code the docs do not list would find nothing.
 */
const STATUS_CODE_WORDS = new Set(['http', 'https', 'status', 'code', 'response', 'got', 'getting', 'returns', 'returned', 'received'])

/**
 * A query that says nothing but an HTTP status code is the code: "HTTP 429", "status code 409". The code
 * alone finds its row in the error tables first (a table cell that is the number); with the words beside it,
 * "HTTP" found every page that shows the API's https:// URL, and "HTTP Basic" authentication first, before any
 * 429. A query with other words ("429 too many requests", "fix 401 unauthorized error") is searched as it is.
 */
function statusCode(query: string): string {
  const words = parseQuery(query).map((word) => word.text)
  const codes = words.filter((word) => /^[1-5]\d\d$/.test(word))
  const onlyTheCode = codes.length === 1 && words.length > 1 && words.every((word) => word === codes[0] || STATUS_CODE_WORDS.has(word))
  return onlyTheCode ? codes[0] : query
}

/**
 * Stands for a path parameter. The reference's `METHOD /path` keywords also have it in place of each
 * `{shipment_id}` (see operationKeywords), and a concrete ID in a queried path becomes it, so
 * `POST /shipments/shp_8Jd2kQ1x/cancel` is exactly `POST /shipments/{shipment_id}/cancel`. It starts with a
 * digit so that no word being typed completes to it.
 */
export const PATH_PARAMETER = '0param'

const isVersion = (segment: string) => /^v\d+(?:\.\d+)*$/i.test(segment)

/** A path segment that is an ID: it has a digit and is not an API version ("v1") or a template ("{id}"). */
const isIdSegment = (segment: string) => /\d/.test(segment) && !isVersion(segment) && !/[{}]/.test(segment)

/**
 * A path parameter written otherwise than the reference writes it (`{shipment_id}`): `{id}`, `{shipmentId}`,
 * `:id` or `<id>`, as other APIs' docs and routers write them. Its name says nothing the reference's does not.
 */
const isOtherTemplate = (segment: string) => /^(?:\{[^{}_]+\}|:[\p{L}_][\p{L}\p{N}_]*|<[^<>]+>)$/u.test(segment)

/**
 * A query's paths as the reference writes them: an ID, or a parameter written as other docs write it, as
 * PATH_PARAMETER (a path's first segment names a resource, never an ID); without an API version as its first
 * segment (`/v1/shipments`, as a request log shows the path after the host, where the reference has
 * `/shipments`); and without a query string, whose values (`?limit=25`) would match any page that shows the
 * same number and whose names are every list operation's.
 */
export function withPathParameters(query: string): string {
  return query.replace(/(\/[^\s?#]+)(?:\?[^\s#]*)?/g, (_match, path: string) => {
    const segments = path.split('/')
    const unversioned = segments.length > 2 && isVersion(segments[1]) ? ['', ...segments.slice(2)] : segments
    return unversioned.map((segment, index) => (index > 1 && (isIdSegment(segment) || isOtherTemplate(segment)) ? PATH_PARAMETER : segment)).join('/')
  })
}
