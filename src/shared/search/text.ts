/**
 * Text for search results: escaping, highlighting and snippets. DocSearch injects hit titles and snippets
 * as HTML, so every piece of record text passes through `escapeHtml` before it is shown, and matches are
 * wrapped in <mark> afterwards, on the escaped text's word boundaries.
 */

import { escapeHtml } from '../escape-html'

// Its own module, so what needs only escaping (the /search page's hits) does not carry the rest of this file.
export { escapeHtml }

/** The input's words, lower-cased and without accents: "Göteborg IOSS" → ["goteborg", "ioss"]. */
export function queryTerms(query: string): string[] {
  const normalised = fold(query)
  return [...new Set(normalised.split(/[^\p{L}\p{N}_]+/u).filter((term) => term.length > 0))]
}

/**
 * Words too common to search for. Their index entries would span nearly every page and weigh down the
 * index chunks they share with useful words, so the embedded index leaves them out, and queries drop them
 * unless nothing else is left.
 */
const STOP_WORDS = new Set(
  (
    'a about all also an and any are as at be been but by can could do does each for from had has have how i if in into ' +
    'is it its may more most must my no not of on one only or other our should so some such than that the their them ' +
    'then there these they this those to was we were what when where which while who why will with would you your'
  ).split(' '),
)

export const isStopWord = (word: string) => STOP_WORDS.has(fold(word))

export function withoutStopWords(terms: string[]): string[] {
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term))
  return meaningful.length > 0 ? meaningful : terms
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** A word matches a term it starts with, or a slightly longer form of it ("shipment" for "shipments"). */
export function wordMatches(word: string, terms: string[]): boolean {
  const folded = fold(word)
  if (!folded) return false
  return terms.some(
    (term) => folded.startsWith(term) || (term.startsWith(folded) && folded.length >= 3 && term.length - folded.length <= 2),
  )
}

/** Does any word of the text match the term? */
export const containsTerm = (text: string, term: string) =>
  (text.match(/[\p{L}\p{N}_]+/gu) ?? []).some((word) => wordMatches(word, [term]))

/** Words and the text between them, so highlighting keeps the original spacing and punctuation. */
const TOKEN = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu
const isWord = (token: string) => /^[\p{L}\p{N}_]/u.test(token)

export interface Highlighted {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
}

/** Escaped text with every matching word in <mark>…</mark>, and how well it matched (as Algolia reports it). */
export function highlight(text: string, terms: string[]): Highlighted {
  const matched = new Set<string>()
  const value = (text.match(TOKEN) ?? [])
    .map((token) => {
      if (!isWord(token) || !wordMatches(token, terms)) return escapeHtml(token)
      terms.filter((term) => wordMatches(token, [term])).forEach((term) => matched.add(term))
      return `<mark>${escapeHtml(token)}</mark>`
    })
    .join('')
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial'
  return { value, matchLevel, matchedWords: [...matched] }
}

/**
 * At most `words` words of the text around its first match, highlighted, with "…" where text was cut:
 * Algolia's `attributesToSnippet: ['content:10']`.
 */
export function snippet(text: string, terms: string[], words: number, ellipsis = '…'): Highlighted {
  const tokens = text.match(TOKEN) ?? []
  const wordIndexes = tokens.flatMap((token, index) => (isWord(token) ? [index] : []))
  if (wordIndexes.length <= words) return highlight(text, terms)
  const firstMatch = wordIndexes.findIndex((index) => wordMatches(tokens[index], terms))
  // Start a little before the first match so it reads in context; never run past the end.
  const start = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - Math.floor(words / 3), wordIndexes.length - words))
  const from = start === 0 ? 0 : wordIndexes[start]
  const to = wordIndexes[start + words - 1] + 1
  const piece = tokens.slice(from, to).join('')
  const result = highlight(piece, terms)
  const prefix = from > 0 ? ellipsis : ''
  const suffix = to < tokens.length ? ellipsis : ''
  return { ...result, value: `${prefix}${result.value}${suffix}` }
}
