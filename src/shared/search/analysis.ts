/**
 * A query against a vocabulary: its words, the index words each may match, and the occurrences of those
 * in an attribute's text. Shared by the browser's engine (whose vocabulary arrives in shards) and the
 * hosted stand-in (whose vocabulary is its records').
 */
import { exactAlternatives, indexHas, pluralForms, wordAlternatives, type Lexicon, type TypoSettings } from './matching'
import { DEFAULT_ALTERNATIVES_AS_EXACT, synonymChains, withSynonyms, type AlternativeAsExact, type SynonymTable, type WordSynonym } from './synonyms'
import { ELEMENT_GAP, type Occurrence } from './ranking'
import { indexTokens, isPlainWord, parseQuery, type QueryWord } from './tokens'

/** What an index word means to the query: which word (or part of one) it matches, and how well. */
export interface TokenMatch {
  word: number
  /** -1: the word itself; k: word k of the identifier's parts, or of a synonym of several words. */
  part: number
  /** Which synonym of several words (1, 2…) the part belongs to; none for an identifier's parts. */
  chain?: number
  typos: number
  exact: boolean
  literal: boolean
}

export interface AnalyzedQuery {
  words: QueryWord[]
  /** Index word → the query words it matches. */
  matches: Map<string, TokenMatch[]>
}

/**
 * Two words written one after the other also match the index word that is both together, as Algolia
 * concatenates a query's words: "web hook" finds "webhooks", "pick up" "pickup", "check out" "checkout". As a
 * synonym of a run of words does (synonyms.ts), both words match it, with no typo and not exactly.
 */
export function withConcatenations(words: QueryWord[], has: (text: string) => boolean): QueryWord[] {
  const found: WordSynonym[][] = words.map(() => [])
  for (let at = 1; at < words.length; at += 1) {
    const [first, second] = [words[at - 1], words[at]]
    if (!second.adjacent || !isPlainWord(first) || !isPlainWord(second)) continue
    const together = first.text + second.text
    if (!has(together)) continue
    found[at - 1].push({ tokens: [together], exact: false })
    found[at].push({ tokens: [together], exact: false })
  }
  return words.map((word, at) => (found[at].length > 0 ? { ...word, synonyms: [...(word.synonyms ?? []), ...found[at]] } : word))
}

/**
 * A word the index does not have also as two words it has, written together ("servicepoint": "service point"),
 * as Algolia splits a query word: found where the two follow one another, like a synonym of several words.
 */
export function withSplits(words: QueryWord[], has: (text: string) => boolean): QueryWord[] {
  return words.map((word) => {
    if (!isPlainWord(word) || word.text.length < 5 || has(word.text)) return word
    const splits: WordSynonym[] = []
    for (let at = 2; at <= word.text.length - 2; at += 1) {
      const [first, second] = [word.text.slice(0, at), word.text.slice(at)]
      if (has(first) && has(second)) splits.push({ tokens: [first, second], exact: false })
    }
    return splits.length > 0 ? { ...word, synonyms: [...(word.synonyms ?? []), ...splits] } : word
  })
}

export function analyzeQuery(
  query: string,
  lexicon: Lexicon,
  settings: TypoSettings & { queryType?: string; alternativesAsExact?: readonly AlternativeAsExact[] },
  synonyms: SynonymTable = new Map(),
): AnalyzedQuery {
  const parsed = parseQuery(query).map((word) => ({ ...word, prefix: word.prefix && settings.queryType !== 'prefixNone' }))
  const has = indexHas(lexicon)
  const asExact = settings.alternativesAsExact ?? DEFAULT_ALTERNATIVES_AS_EXACT
  const words = withSplits(withConcatenations(withSynonyms(parsed, synonyms, asExact), has), has)
  // Without ignorePlurals among alternativesAsExact, a word's singular or plural matches, but not exactly.
  const pluralExact = asExact.includes('ignorePlurals')
  const matches = new Map<string, TokenMatch[]>()
  const add = (token: string, match: TokenMatch) => matches.set(token, [...(matches.get(token) ?? []), match])
  words.forEach((word, index) => {
    const { whole, parts } = wordAlternatives(word, lexicon, settings)
    const plurals = pluralExact ? [] : pluralForms(word.text)
    for (const alternative of whole) {
      const exact = alternative.exact && !plurals.includes(alternative.token)
      add(alternative.token, { word: index, part: -1, typos: alternative.typos, exact, literal: alternative.literal })
    }
    parts?.forEach((alternatives, part) => {
      for (const alternative of alternatives) add(alternative.token, { word: index, part, typos: alternative.typos, exact: alternative.exact, literal: alternative.literal })
    })
    // A synonym of several words: each of its words, found where they follow one another (ranking.ts).
    synonymChains(word).forEach(({ tokens }, at) => {
      tokens.forEach((token, part) => {
        for (const alternative of exactAlternatives(token, lexicon)) add(alternative.token, { word: index, part, chain: at + 1, typos: 0, exact: true, literal: false })
      })
    })
  })
  return { words, matches }
}

export interface AttributeToken {
  token: string
  position: number
  /** Part of an identifier ("shipment" of createShipment): a query word matching it matches inexactly. */
  part: boolean
  /** Positions in the value (or array element) the token is in. */
  length: number
}

/** An attribute's tokens: a string, or an array whose elements start ELEMENT_GAP positions apart. */
export function attributeTokens(value: unknown): AttributeToken[] {
  const elements = Array.isArray(value) ? value : [value]
  return elements.flatMap((element, index) => {
    if (typeof element !== 'string') return []
    const { tokens, next } = indexTokens(element, index * ELEMENT_GAP)
    return tokens.map(({ token, position, part }) => ({ token, position, part, length: next - index * ELEMENT_GAP }))
  })
}

/** The query's occurrences among an attribute's tokens. */
export function occurrencesIn(tokens: AttributeToken[], attribute: number, matches: Map<string, TokenMatch[]>): Occurrence[] {
  return tokens.flatMap(({ token, position, length, part }) =>
    (matches.get(token) ?? []).map((match) => ({ ...match, exact: match.exact && !part, literal: match.literal && !part, attribute, position, length })),
  )
}
