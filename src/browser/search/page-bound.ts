/**
 * The best a page's records could rank, criterion by criterion, from its postings alone, so the engine
 * ranks record by record only the pages that can reach the hits asked for (engine.ts).
 *
 * For each record with words of its own: every query word it has, or a heading on the page could pass down
 * to it, counted with its fewest typos, in its best attribute, next to the others, exactly where that is
 * possible; its custom ranking values are its own. No record does better on any criterion once it has as
 * many words (and one with fewer words ranks lower anyway, words being the first criterion), so a page
 * whose bound ranks below the last hit needed has no record among the hits.
 */
import type { TokenMatch } from '../../shared/search/analysis'
import type { Posting } from '../../shared/search/index-format'
import { equalityAttributesFor, type AttributeModel, type Criteria, type Ranked } from '../../shared/search/ranking'
import { wordWidth, type QueryWord } from '../../shared/search/tokens'

/** One page's postings of one index word: `postings[start]` to `postings[end - 1]`. */
export interface Span {
  matches: TokenMatch[]
  postings: Posting[]
  start: number
  end: number
}

/** Per query word, the best of the occurrences seen: fewest typos, best attribute, exact or not (see pageBound). */
class WordBounds {
  typos: number[]
  ranks: number[]
  exact: boolean[]
  equality = false
  constructor(
    count: number,
    readonly type = 0,
  ) {
    this.typos = new Array<number>(count).fill(Infinity)
    this.ranks = new Array<number>(count).fill(Infinity)
    this.exact = new Array<boolean>(count).fill(false)
  }

  note(word: number, typos: number, rank: number, exact: boolean, equal: boolean) {
    if (typos < this.typos[word]) this.typos[word] = typos
    if (rank < this.ranks[word]) this.ranks[word] = rank
    if (exact) this.exact[word] = true
    if (equal) this.equality = true
  }

  /** The criteria of these occurrences together with `other`'s, each word at its best in either. */
  criteria(other: WordBounds): Criteria {
    let words = 0
    let typos = 0
    let attribute = 0
    let exactWords = 0
    for (let word = 0; word < this.typos.length; word += 1) {
      const fewest = Math.min(this.typos[word], other.typos[word])
      if (fewest === Infinity) continue
      words += 1
      typos += fewest
      attribute += Math.min(this.ranks[word], other.ranks[word])
      if (this.exact[word] || other.exact[word]) exactWords += 1
    }
    const equality = words === this.typos.length && (this.equality || other.equality) ? 1 : 0
    return { matched: [], words, typos, proximity: Math.max(0, words - 1), attribute, equality, exactWords }
  }
}

/** The best any record of the page could rank (see above); `customOf` gives a record's custom ranking values. */
export function pageBound(
  spans: Span[],
  words: QueryWord[],
  attributes: AttributeModel,
  customOf: (type: number, record: number) => number[],
  compare: (a: Ranked, b: Ranked) => number,
): Ranked {
  const count = words.length
  let width = 0
  for (const word of words) width += wordWidth(word)
  const equalityAttributes = equalityAttributesFor(words, attributes)
  const inherited = new WordBounds(count)
  const own = new Map<number, WordBounds>()
  // Plain loops: this runs over every posting of every page the query's words are on.
  for (const { matches, postings: list, start, end } of spans) {
    for (let at = start; at < end; at += 1) {
      const posting = list[at]
      let mine = own.get(posting.record)
      if (!mine) own.set(posting.record, (mine = new WordBounds(count, posting.type)))
      const inheritable = posting.until > posting.record
      const attributeRank = attributes.ranks[posting.attribute]
      // Where a value as long as the query could equal it (see evaluate: for several words, a heading may if
      // the page title has one of them), or a heading spells out a field.
      const titleOrKeyword = equalityAttributes.has(posting.attribute)
      const sectionHeading = count > 1 && attributes.headings.has(posting.attribute) && !titleOrKeyword
      const whole = posting.length === width && (titleOrKeyword || sectionHeading)
      const section = count === 1 && posting.length >= 1 && posting.length <= width && attributes.headings.has(posting.attribute)
      for (let which = 0; which < matches.length; which += 1) {
        const match = matches[which]
        // A part may start a heading that spells the field out, which matches exactly (ranking.ts).
        const exact = match.part >= 0 || (match.exact && !posting.part)
        const equal = match.word === 0 && ((whole && match.part < 0 && (match.literal || match.typos > 0 || (sectionHeading && match.exact)) && !posting.part) || (section && match.part >= 0))
        mine.note(match.word, match.typos, attributeRank, exact, equal)
        if (inheritable) inherited.note(match.word, match.typos, attributeRank, exact, equal)
      }
    }
  }
  let bound: Ranked | undefined
  for (const [record, mine] of own) {
    const candidate = { criteria: mine.criteria(inherited), custom: customOf(mine.type, record) }
    if (!bound || compare(candidate, bound) < 0) bound = candidate
  }
  // A page has postings, so at least one record of its own.
  return bound!
}
