/**
 * Text for search results: highlighting and snippets. DocSearch injects hit titles and snippets as HTML,
 * so every piece of record text is escaped before it is shown, and matches are wrapped in <mark>
 * afterwards, on the escaped text's word boundaries. A word is marked when it is one the query matched:
 * exactly, as a singular or plural, as a completed prefix, through a typo, or as part of an identifier.
 */
import { escapeHtml } from '../escape-html'
import type { TokenMatch } from './analysis'
import { fold, identifierParts } from './tokens'

// Its own module, so what needs only escaping (the /search page's hits) does not carry the rest of this file.
export { escapeHtml }

/** The query words (by index) a word of a text matches; empty when it matches none. */
export type WordMatcher = (word: string) => number[]

/** A matcher from a query's analysis: a word matches through its folded form or any of its identifier parts. */
export function wordMatcher(matches: Map<string, TokenMatch[]>): WordMatcher {
  // A result's texts repeat their words (a page's headings in each of its hits): each is folded and split once.
  const known = new Map<string, number[]>()
  return (word) => {
    let words = known.get(word)
    if (words) return words
    const stripped = word.replace(/^_+|_+$/g, '')
    const found = new Set<number>()
    for (const token of stripped ? [fold(stripped), ...(identifierParts(stripped) ?? [])] : []) {
      for (const match of matches.get(token) ?? []) found.add(match.word)
    }
    known.set(word, (words = [...found]))
    return words
  }
}

/** Words and the text between them, so highlighting keeps the original spacing and punctuation. */
const TOKEN = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu
const isWord = (token: string) => /^[\p{L}\p{N}_]/u.test(token)

export interface Highlighted {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  /** The query words matched, as the reader typed them. */
  matchedWords: string[]
}

/** Escaped text with every matching word in <mark>…</mark>, and how well it matched (as Algolia reports it). */
export function highlight(text: string, matcher: WordMatcher, queryWords: string[]): Highlighted {
  const matched = new Set<number>()
  const value = (text.match(TOKEN) ?? [])
    .map((token) => {
      const words = isWord(token) ? matcher(token) : []
      if (words.length === 0) return escapeHtml(token)
      words.forEach((word) => matched.add(word))
      return `<mark>${escapeHtml(token)}</mark>`
    })
    .join('')
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= queryWords.length ? 'full' : 'partial'
  return { value, matchLevel, matchedWords: [...matched].sort((a, b) => a - b).map((word) => queryWords[word]) }
}

/**
 * At most `words` words of the text around its first match, highlighted, with "…" where text was cut:
 * Algolia's `attributesToSnippet: ['content:10']`.
 */
export function snippet(text: string, matcher: WordMatcher, queryWords: string[], words: number, ellipsis = '…'): Highlighted {
  const tokens = text.match(TOKEN) ?? []
  const wordIndexes = tokens.flatMap((token, index) => (isWord(token) ? [index] : []))
  if (wordIndexes.length <= words) return highlight(text, matcher, queryWords)
  const firstMatch = wordIndexes.findIndex((index) => matcher(tokens[index]).length > 0)
  // Start a little before the first match so it reads in context; never run past the end.
  const start = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - Math.floor(words / 3), wordIndexes.length - words))
  const from = start === 0 ? 0 : wordIndexes[start]
  const to = wordIndexes[start + words - 1] + 1
  const result = highlight(tokens.slice(from, to).join(''), matcher, queryWords)
  const prefix = from > 0 ? ellipsis : ''
  const suffix = to < tokens.length ? ellipsis : ''
  return { ...result, value: `${prefix}${result.value}${suffix}` }
}
