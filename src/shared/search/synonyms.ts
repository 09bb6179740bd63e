/**
 * Synonyms: the words readers type for what the docs call otherwise ("unsubscribe" for "delete a
 * subscription", "parcel shop" for "service point"). Editors keep them in content/search/synonyms.yml; the
 * build turns them into Algolia's synonym records, which `npm run search:upload` saves to the hosted index
 * and the embedded index carries in its manifest, so both engines apply the same ones, as Algolia does:
 *
 * - a query word (or a run of query words) that is one side of a synonym also matches the other side;
 * - a match through a synonym has no typo; it is exact (for the exact criterion) as Algolia's
 *   `alternativesAsExact` says: a synonym of one word for one word with `singleWordSynonym`, any other with
 *   `multiWordsSynonym` (Algolia's default has only the first); it never makes a title "exactly the query";
 * - a synonym of several words matches where its words follow one another, in order;
 * - a synonym of a run of query words ("parcel shop") stands for all of them: each of the run's words
 *   matches it.
 */
import { indexTokens, isPlainWord, type QueryWord } from './tokens'
import { pluralForms } from './matching'

/** Algolia's synonym records (the two kinds editors write). */
export type Synonym =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] }

/** What a phrase (its folded words, space-separated) may also be found as: token lists. */
export type SynonymTable = Map<string, string[][]>

/** A synonym as a query word may match it: its words, and whether a match through it is exact. */
export interface WordSynonym {
  tokens: string[]
  /** Whether the exact criterion counts it (see AlternativeAsExact). */
  exact: boolean
}

/** Algolia's `alternativesAsExact` values: which alternatives of a query word the exact criterion counts. */
export type AlternativeAsExact = 'ignorePlurals' | 'singleWordSynonym' | 'multiWordsSynonym'

/** Algolia's default, for an index whose settings do not say. */
export const DEFAULT_ALTERNATIVES_AS_EXACT: readonly AlternativeAsExact[] = ['ignorePlurals', 'singleWordSynonym']

/** A phrase's words as search sees them: folded, without stop words. */
const wordsOf = (phrase: string) =>
  indexTokens(phrase)
    .tokens.filter((token) => !token.part)
    .map((token) => token.token)

/** A phrase as search keys it (folded, without stop words): two entries with the same key say the same. */
export const phraseKey = (phrase: string) => wordsOf(phrase).join(' ')

/** The table of a list of synonym records: each side of a two-way synonym finds the others; a one-way input finds its synonyms. */
export function synonymTable(synonyms: readonly Synonym[]): SynonymTable {
  const table: SynonymTable = new Map()
  const add = (from: string, to: string) => {
    const key = phraseKey(from)
    const tokens = wordsOf(to)
    if (!key || tokens.length === 0 || tokens.join(' ') === key) return
    const list = table.get(key) ?? []
    if (!list.some((existing) => existing.join(' ') === tokens.join(' '))) list.push(tokens)
    table.set(key, list)
  }
  for (const synonym of synonyms) {
    if (synonym.type === 'synonym') {
      for (const from of synonym.synonyms) for (const to of synonym.synonyms) if (from !== to) add(from, to)
    } else {
      for (const to of synonym.synonyms) add(synonym.input, to)
    }
  }
  return table
}

/** The longest run of query words a synonym may stand for. */
const LONGEST_PHRASE = 4

/** Whether a query word is a key's word, or its singular or plural. */
const sameWord = (word: QueryWord, key: string) => word.text === key || pluralForms(word.text).includes(key)

/**
 * The query's words, each with the synonyms it matches: its own, and those of every run of query words it is
 * in ("parcel shop" gives both words the synonym "service point"). Identifiers and path segments have none.
 */
export function withSynonyms(words: QueryWord[], table: SynonymTable, asExact: readonly AlternativeAsExact[] = DEFAULT_ALTERNATIVES_AS_EXACT): QueryWord[] {
  if (table.size === 0) return words
  const found: WordSynonym[][] = words.map(() => [])
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + LONGEST_PHRASE); end += 1) {
      const run = words.slice(start, end)
      if (!run.every(isPlainWord)) break
      for (const [key, alternatives] of table) {
        const keyWords = key.split(' ')
        if (keyWords.length !== run.length || !run.every((word, at) => sameWord(word, keyWords[at]))) continue
        for (const tokens of alternatives) {
          const exact = asExact.includes(run.length === 1 && tokens.length === 1 ? 'singleWordSynonym' : 'multiWordsSynonym')
          for (let at = start; at < end; at += 1) found[at].push({ tokens, exact })
        }
      }
    }
  }
  return words.map((word, at) => (found[at].length > 0 ? { ...word, synonyms: found[at] } : word))
}

/** A query word's synonyms of several words, in order: its matches' chain k + 1 is the k-th (TokenMatch.chain). */
export const synonymChains = (word: QueryWord) => (word.synonyms ?? []).filter((synonym) => synonym.tokens.length > 1)
