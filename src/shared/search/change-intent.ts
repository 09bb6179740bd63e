/**
 * A query that asks what changed, and when: "requires_service_point added to carrier setup file", "dsv xpress
 * pickup since when", "customer_number now returned on shipments". The answer is a changelog post, but the
 * guide on the subject has the same words and more, and the word that says "a change" is in neither (a post
 * says what changed, not that something was "added"). As an Algolia query rule would, such a query is searched
 * without its change words and prefers changelog posts through an optional filter on the records' `kind`,
 * which the `filters` criterion ranks: after words and typos, so a post never comes before a page that
 * matches more of the query, but before a guide that matches as much. Both search clients apply it, so hosted
 * search gets the same request as the embedded engine. A query that is one identifier prefers the guides and
 * the API reference the same way (REFERENCE_FILTERS).
 */
import { searchableQuery } from './query'
import { isOneHyphenatedTerm, parseQuery, typedWords, type QueryWord } from './tokens'

/**
 * Words readers add to a subject to ask about its change. Not "new" or "add", which tasks use ("add a parcel",
 * "create a new subscription"), nor "changed", which webhook events are named by (`status_changed`).
 */
export const CHANGE_WORDS = new Set(['added', 'introduced', 'deprecated', 'removed', 'since', 'now'])

/**
 * A question about when something happened: "when" right before a past auxiliary ("when did Kolli add IOSS
 * support", "when was the delete endpoint released"). Its auxiliary "did" is searched for otherwise, as any
 * word not on the stop list is, and a change verb after it is in its base form ("did … add"), which
 * CHANGE_WORDS does not have. "when does" and "when is" ask how something works ("when does a webhook fire").
 */
const PAST_AUXILIARIES = new Set(['did', 'was', 'were'])
/**
 * The base forms of CHANGE_WORDS' verbs, and "get" as in "when did DSV XPress get pickup" (was pickup added to
 * it): change words only in a question about when something happened. Elsewhere "get" is a task's verb and an
 * HTTP method ("get a shipment's labels", `GET /shipments`).
 */
const CHANGE_VERBS = new Set(['add', 'introduce', 'deprecate', 'remove', 'get'])

/**
 * How a change question says that something became possible: "IOSS support added for FedEx", "when did Kolli
 * add IOSS support", "now supports DSV". A change word only in a question about a change: the post says what
 * now works ("IOSS number for EU imports with … FedEx"), while a guide that has "support" as well matched one
 * more word and came first; "support" alone is also Kolli's support team.
 */
const SUPPORT_WORDS = new Set(['support', 'supports', 'supported'])

/** Whether the query asks when something happened (PAST_AUXILIARIES). */
function asksWhenItHappened(query: string): boolean {
  const typed = typedWords(query).map(({ word }) => word.toLowerCase())
  return typed.some((word, at) => word === 'when' && PAST_AUXILIARIES.has(typed[at + 1]))
}

/** The optional filter of a query that asks what changed (a facet of the records: SearchRecord.kind). */
export const CHANGELOG_FILTER = 'kind:changelog'

export interface ChangeIntent {
  /** The query without its change words (as it was when it is nothing else). */
  query: string
  optionalFilters: string[]
}

/** The query as it is searched, and the optional filters it asks for (none unless it asks what changed). */
export function changeIntent(query: string, words: QueryWord[] = parseQuery(query)): ChangeIntent {
  const past = asksWhenItHappened(query)
  const asksChange = past || words.some((word) => !word.path && CHANGE_WORDS.has(word.text))
  // A word right before a path is its method ("when did GET /carrier_setups become available").
  const isChangeWord = (word: string, beforePath = false) =>
    !beforePath &&
    (CHANGE_WORDS.has(word) || (past && (PAST_AUXILIARIES.has(word) || CHANGE_VERBS.has(word))) || (asksChange && SUPPORT_WORDS.has(word)))
  const subject = words.filter((word, at) => word.path || !isChangeWord(word.text, words[at + 1]?.path))
  // "when was tags on sales orders announced": nothing to leave out ("was" is a stop word), but the filter.
  if (subject.length === words.length) return { query, optionalFilters: past ? [CHANGELOG_FILTER] : [] }
  if (subject.length === 0) return { query, optionalFilters: [CHANGELOG_FILTER] }
  // Remove the change words where they stand, keeping the rest as typed (a path, an identifier, and whether
  // the last word is still being typed: a query that ended in a change word ends in a space).
  const rest = query
    .replace(/(?<![/\p{L}\p{N}_])[\p{L}\p{N}_]+/gu, (word, at: number) =>
      isChangeWord(word.toLowerCase(), /^\s*\//.test(query.slice(at + word.length))) ? ' ' : word,
    )
    .replace(/\s+/g, ' ')
    .trimStart()
  return { query: rest, optionalFilters: [CHANGELOG_FILTER] }
}

/**
 * The optional filters of a query that is nothing but one identifier: a field, an operationId, a header or a
 * field's path (`requires_service_point`, `createShipment`, `Retry-After`, `parcels[].internal_reference`). It
 * asks what the identifier is and how to use it: the guides and the API reference, not the post that announced
 * it, which has the identifier in its title and its table of changes as often as the guide has it in a heading
 * (a question about the change is one of the queries above).
 */
export const REFERENCE_FILTERS = ['kind:docs', 'kind:api']

/**
 * A field's path as the docs and the API reference write it: names joined by dots, an array's with `[]` or an
 * index after it (`parcels[].internal_reference`, `customs.ioss_number`, `services[0].code`, `shipment.created`).
 */
const FIELD_PATH = /^[\p{L}_][\p{L}\p{N}_]*(?:\[\d*\])?(?:\.[\p{L}_][\p{L}\p{N}_]*(?:\[\d*\])?)+$/u

/** One identifier: a word with parts (snake_case, camelCase), words joined by hyphens, or a field's path. */
const isOneIdentifier = (query: string, words: QueryWord[]) =>
  words.length === 1 ? words[0].parts !== null : isOneHyphenatedTerm(words) || FIELD_PATH.test(query.trim())

/**
 * The query as both clients search it: a URL as its path (query.ts), a question about a change and a query that
 * is one identifier with their optional filters, as above.
 */
export function searchedQuery(query: string): ChangeIntent {
  const searchable = searchableQuery(query)
  const words = parseQuery(searchable)
  const searched = changeIntent(searchable, words)
  // No change words: the query searched is the one parsed.
  if (searched.optionalFilters.length === 0 && isOneIdentifier(searchable, words)) return { ...searched, optionalFilters: [...REFERENCE_FILTERS] }
  return searched
}
