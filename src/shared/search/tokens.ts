/**
 * Words as search sees them, the same for the index the build writes, the browser's engine and the hosted
 * stand-in: folded (lower case, no accents), stop words left out, identifiers kept whole and split.
 *
 * `createShipment` and `service_point_id` are indexed as the whole identifier and as its parts
 * (create, shipment; service, point, id), the parts at consecutive positions, so a query finds them
 * either way. Stop words take no position, so "Create a shipment" has create and shipment next to each
 * other, as the query "create shipment" has them.
 */

/** Lower case without accents: "Göteborg" → "goteborg". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** A word: letters, digits and underscores (so snake_case stays one word until it is split). */
const WORD = /[\p{L}\p{N}_]+/gu

/**
 * Words too common to search for: the index leaves them out and queries drop them, unless a query has
 * nothing else.
 */
const STOP_WORDS = new Set(
  (
    'a about also an and any are as at be been but by can could do does each for from had has have how i if in into ' +
    'is it its may more most must my no not of on one only or other our should so some such than that the their them ' +
    'then there these they this those to was we were what when where which while who why will with would you your'
  ).split(' '),
)

export const isStopWord = (word: string) => STOP_WORDS.has(fold(word))

/**
 * English contractions as the words that count in them: a negated auxiliary ("don't", "won't", "isn't") is a
 * stop word, whole; any other contraction or a possessive ("what's", "you're", "carrier's") is its first word.
 * An apostrophe separates words, so "what's" would otherwise search for an "s", which every possessive in the
 * docs has ("what's the rate limit" ranked sections with a "carrier's" before "Rate limiting"). Applied to
 * the texts indexed and, by both clients, to the query (searchableQuery), so hosted search gets it too.
 */
export const withoutContractions = (text: string) =>
  text.replace(/\p{L}+n['’]t(?![\p{L}\p{N}_])/giu, ' ').replace(/(\p{L})['’](?:s|re|ve|ll|d|m)(?![\p{L}\p{N}_])/giu, '$1')

/**
 * The parts of an identifier, folded: camelCase, PascalCase and snake_case split; null for a plain word.
 * "createShipment" → ["create", "shipment"], "HTTPHeader" → ["http", "header"], "label" → null.
 */
export function identifierParts(word: string): string[] | null {
  const parts = word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1_$2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1_$2')
    .split('_')
    .filter(Boolean)
    .map(fold)
  return parts.length > 1 ? parts : null
}

import type { WordSynonym } from './synonyms'

export interface IndexToken {
  token: string
  position: number
  /** A part of an identifier rather than a word as written: matching it is not an exact match. */
  part: boolean
}

/**
 * The tokens of a text from `start`: each word at its position, an identifier as its whole (at its first
 * part's position) and its parts. Returns the position after the last word.
 */
export function indexTokens(text: string, start = 0): { tokens: IndexToken[]; next: number } {
  const tokens: IndexToken[] = []
  let position = start
  for (const [raw] of withoutContractions(text).matchAll(WORD)) {
    const word = raw.replace(/^_+|_+$/g, '')
    if (!word || isStopWord(word)) continue
    const parts = identifierParts(word)
    tokens.push({ token: fold(word), position, part: false })
    if (parts) parts.forEach((part, index) => tokens.push({ token: part, position: position + index, part: true }))
    position += parts?.length ?? 1
  }
  return { tokens, next: position }
}

/** One word of a query. */
export interface QueryWord {
  /** What it may also be found as (synonyms.ts). */
  synonyms?: WordSynonym[]
  /** Folded; an identifier whole ("createshipment", "service_point_id"). */
  text: string
  /** An identifier's folded parts, which may match it too; null for a plain word. */
  parts: string[] | null
  /** The last word of a query still being typed: it may match the beginning of a longer word. */
  prefix: boolean
  /** Written right after a slash (`/shipments`): a segment of an API path, not a word of prose. */
  path?: boolean
  /**
   * Written right after a hyphen that follows the query's previous word (`After` in `Retry-After`): the two
   * are one term, a header's or a compound's, found as written where they stand side by side.
   */
  joined?: boolean
  /** Written right after the query's previous word, with no stop word between (`hook` in "web hook"). */
  adjacent?: boolean
}

/** Algolia answers at most this many words of a query; the rest are ignored. */
export const MAX_QUERY_WORDS = 10

/**
 * A query's words as typed, stop words included, as search splits them: "GET /carrier_setups/file" is GET,
 * carrier_setups, file; `_id_` is id. Each says whether it follows a slash (a path segment) or a hyphen right
 * after a word (`After` in `Retry-After`). Hosted search gets these as its optional words (algolia-client.ts).
 */
export function typedWords(query: string): { word: string; path: boolean; hyphen: boolean }[] {
  return [...query.matchAll(WORD)]
    .map((match) => ({ word: match[0].replace(/^_+|_+$/g, ''), path: query[match.index - 1] === '/', hyphen: query[match.index - 1] === '-' && /[\p{L}\p{N}_]/u.test(query[match.index - 2] ?? '') }))
    .filter(({ word }) => word)
}

/**
 * A query's words, without stop words (unless it has only those) and repeats. The last word is a prefix
 * unless the query ends with a space or punctuation (the reader has finished typing it).
 */
export function parseQuery(query: string): QueryWord[] {
  const raw = typedWords(query)
  const meaningful = raw.filter(({ word }) => !isStopWord(word))
  const chosen = meaningful.length > 0 ? meaningful : raw
  const words: QueryWord[] = []
  let previous = -1
  for (const entry of chosen) {
    const { word, path } = entry
    const text = fold(word)
    const at = raw.indexOf(entry)
    // Next to the word before it, if that word is the query's previous one (not a stop word left out);
    // joined to it by a hyphen.
    const adjacent = previous === at - 1 && words.length > 0
    const joined = entry.hyphen && adjacent
    previous = at
    if (words.some((existing) => existing.text === text)) continue
    words.push({ text, parts: identifierParts(word), prefix: false, ...(path && { path }), ...(joined && { joined }), ...(adjacent && { adjacent }) })
  }
  const kept = words.slice(0, MAX_QUERY_WORDS)
  const last = kept[kept.length - 1]
  const finished = /[^\p{L}\p{N}_]$/u.test(query)
  if (last && !finished && chosen[chosen.length - 1] && fold(chosen[chosen.length - 1].word) === last.text) last.prefix = true
  return kept
}

/** A word of prose: not an identifier and not a path segment (synonyms, concatenations and splits are for those). */
export const isPlainWord = (word: QueryWord) => !word.parts && !word.path

/** Whether the query's words are one hyphenated term (`Kolli-Event-Id`): a name, as an identifier is. */
export const isOneHyphenatedTerm = (words: QueryWord[]) => words.length > 1 && words.every((word, index) => index === 0 || word.joined)

/** How many positions a query word covers in the index: an identifier one per part. */
export const wordWidth = (word: QueryWord) => word.parts?.length ?? 1

/** How many positions a whole query covers in the index (see wordWidth). */
export function queryWidth(words: QueryWord[]): number {
  let width = 0
  for (const word of words) width += wordWidth(word)
  return width
}
