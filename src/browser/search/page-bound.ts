/**
 * The best a page's records could rank, criterion by criterion, from its postings alone, so the engine
 * ranks record by record only the pages that can reach the hits asked for (engine.ts).
 *
 * For each record with words of its own: every query word it has, or a heading on the page could pass down
 * to it, counted with its fewest typos, in its best attribute, next to the others, exactly where that is
 * possible; its custom ranking values are its own. No record does better on any criterion once it has as
 * many words (and one with fewer words ranks lower anyway, words being the first criterion), so a page
 * whose bound ranks below the last hit needed has no record among the hits.
 *
 * A page's ceiling is cheaper and never below its bound: the page as if all its postings were one record's,
 * with the best custom ranking values any of its records has. It runs for every page a query's words are on
 * (thousands for a common word); the bound, only for the pages whose ceilings could reach the hits
 * (bound-order.ts). Both keep their tallies in typed arrays they reuse rather than in objects per record.
 */
import type { TokenMatch } from '../../shared/search/analysis'
import type { PostingList } from '../../shared/search/index-format'
import { equalityAttributesFor, mentionsWord, namesRecord, type AttributeModel, type Criteria, type Ranked } from '../../shared/search/ranking'
import { queryWidth, type QueryWord } from '../../shared/search/tokens'

/** One page's postings of one index word: those at `start` to `end - 1` of its list. */
export interface Span {
  matches: TokenMatch[]
  postings: PostingList
  start: number
  end: number
}

const NONE = 0x7fff

/** How many bits are set: query words kept as a bit each (a query has at most MAX_QUERY_WORDS). */
export function countBits(bits: number): number {
  let count = 0
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1
  return count
}

/** Per record of a page (a slot), per query word: fewest typos, best attribute rank, exact; and the record's own. */
class Tallies {
  words = 0
  slots = 0
  /** Slots the arrays have room for. */
  capacity = 0
  typos = new Int16Array(0)
  ranks = new Int16Array(0)
  exact = new Uint8Array(0)
  equality = new Uint8Array(0)
  type = new Uint8Array(0)
  record = new Int32Array(0)
  /** Per slot: mentions of the query's identifiers in the record's own text (Criteria.mentions). */
  mentions = new Int32Array(0)
  /** Per slot: the query words it has, a bit each (a query has at most MAX_QUERY_WORDS). */
  found = new Int32Array(0)
  /** Slot of each record number, valid where `stamp` is the current page's. */
  slotOf = new Int32Array(0)
  stamp = new Int32Array(0)
  page = 0
  /** The query's hyphenated terms (QueryWord.joined). */
  compounds = 0
  /** For a page's ceiling (one slot for all its records): its records' types, a bit each, and first and last record. */
  types = 0
  firstRecord = 0
  lastRecord = 0

  start(words: number, compounds: number) {
    this.words = words
    this.compounds = compounds
    this.slots = 0
    this.page += 1
    // A query of more words than the last needs more room a slot; nothing kept is worth copying.
    if (this.capacity * words > this.typos.length) {
      this.typos = new Int16Array(this.capacity * words)
      this.ranks = new Int16Array(this.capacity * words)
      this.exact = new Uint8Array(this.capacity * words)
    }
    // Slot 0 is what headings pass down (a record's own words count with them).
    this.slot(-1, 0)
  }

  /** The slot of a record (-1: the inherited tallies), made on first use. */
  slot(record: number, type: number): number {
    if (record >= this.stamp.length) {
      // A record number past any seen: room for it, keeping this page's stamps.
      const stamp = new Int32Array((record + 1) * 2)
      stamp.set(this.stamp)
      const slotOf = new Int32Array((record + 1) * 2)
      slotOf.set(this.slotOf)
      this.stamp = stamp
      this.slotOf = slotOf
    }
    if (record >= 0 && this.stamp[record] === this.page) return this.slotOf[record]
    const slot = this.slots
    this.slots += 1
    if (slot >= this.capacity) this.grow(Math.max(16, this.capacity * 2))
    this.typos.fill(NONE, slot * this.words, (slot + 1) * this.words)
    this.ranks.fill(NONE, slot * this.words, (slot + 1) * this.words)
    this.exact.fill(0, slot * this.words, (slot + 1) * this.words)
    this.equality[slot] = 0
    this.mentions[slot] = 0
    this.found[slot] = 0
    this.type[slot] = type
    this.record[slot] = record
    if (record >= 0) {
      this.stamp[record] = this.page
      this.slotOf[record] = slot
    }
    return slot
  }

  /** After `start`, for a page's ceiling: makes slot 1, the one slot of all its records (`merged`). */
  startMerged() {
    this.slot(-1, 0)
    this.types = 0
    this.firstRecord = Infinity
    this.lastRecord = -Infinity
  }

  /** Slot 1, noting a record's type and place: the ceiling keeps its records' types and their first and last. */
  merged(record: number, type: number): number {
    this.types |= 1 << type
    if (record < this.firstRecord) this.firstRecord = record
    if (record > this.lastRecord) this.lastRecord = record
    return 1
  }

  /** Room for `capacity` slots, keeping the current page's tallies. */
  grow(capacity: number) {
    const widen = <T extends Int16Array | Uint8Array | Int32Array>(old: T, make: (size: number) => T, size: number) => {
      const next = make(size)
      next.set(old.subarray(0, Math.min(old.length, size)))
      return next
    }
    this.typos = widen(this.typos, (size) => new Int16Array(size), capacity * this.words)
    this.ranks = widen(this.ranks, (size) => new Int16Array(size), capacity * this.words)
    this.exact = widen(this.exact, (size) => new Uint8Array(size), capacity * this.words)
    this.equality = widen(this.equality, (size) => new Uint8Array(size), capacity)
    this.type = widen(this.type, (size) => new Uint8Array(size), capacity)
    this.record = widen(this.record, (size) => new Int32Array(size), capacity)
    this.mentions = widen(this.mentions, (size) => new Int32Array(size), capacity)
    this.found = widen(this.found, (size) => new Int32Array(size), capacity)
    this.capacity = capacity
  }

  note(slot: number, word: number, typos: number, rank: number, exact: boolean, equal: boolean) {
    const at = slot * this.words + word
    if (typos < this.typos[at]) this.typos[at] = typos
    if (rank < this.ranks[at]) this.ranks[at] = rank
    if (exact) this.exact[at] = 1
    if (equal) this.equality[slot] = 1
    this.found[slot] |= 1 << word
  }

  /** How many query words a slot has, with those the headings pass down: what criteria counts as words. */
  wordsOf(slot: number): number {
    return countBits(this.found[slot] | this.found[0])
  }

  /** A slot's criteria together with the inherited ones, each word at its best in either. */
  criteria(slot: number, out: Criteria): void {
    let words = 0
    let typos = 0
    let attribute = 0
    let exactWords = 0
    for (let word = 0; word < this.words; word += 1) {
      const own = slot * this.words + word
      const fewest = Math.min(this.typos[own], this.typos[word])
      if (fewest === NONE) continue
      words += 1
      typos += fewest
      attribute += Math.min(this.ranks[own], this.ranks[word])
      if (this.exact[own] || this.exact[word]) exactWords += 1
    }
    out.words = words
    out.typos = typos
    out.attribute = attribute
    out.exactWords = exactWords
    // Whether a hyphenated term's words stand side by side is not in the tallies: as if they all did.
    out.compounds = this.compounds
    // A record's text is its own (headings pass down only their words): the count is the record's.
    out.mentions = this.mentions[slot]
    // Each pair of words side by side: the best any record can do, whatever minProximity is.
    out.proximity = Math.max(0, words - 1)
    out.equality = words === this.words && (this.equality[slot] || this.equality[0]) ? 1 : 0
  }
}

const tallies = new Tallies()
const emptyRanked = (customs: number): Ranked => ({
  criteria: { matched: [], words: 0, typos: 0, proximity: 0, attribute: 0, equality: 0, exactWords: 0, compounds: 0, mentions: 0 },
  custom: new Array<number>(customs).fill(0),
  filters: 0,
})
let scratch: [Ranked, Ranked] = [emptyRanked(0), emptyRanked(0)]

/** What each posting of a query asks of its attribute, by attribute: worked out once a query, not once a posting. */
interface QueryShape {
  words: QueryWord[]
  attributes: AttributeModel
  width: number
  joined: number
  /** Per query word: whether its mentions in a record's text count (mentionsWord). */
  mentions: boolean[]
  /** Per attribute, 1 where a value as long as the query could equal it (see pageBound). */
  titleOrKeyword: Uint8Array
  sectionHeading: Uint8Array
  heading: Uint8Array
  text: Uint8Array
}
let shape: QueryShape | undefined

function shapeOf(words: QueryWord[], attributes: AttributeModel): QueryShape {
  if (shape?.words === words && shape.attributes === attributes) return shape
  const equalityAttributes = equalityAttributesFor(words, attributes)
  const size = attributes.ranks.length
  const flags = (test: (attribute: number) => boolean) => Uint8Array.from({ length: size }, (_, attribute) => (test(attribute) ? 1 : 0))
  const titleOrKeyword = flags((attribute) => equalityAttributes.has(attribute))
  return (shape = {
    words,
    attributes,
    width: queryWidth(words),
    joined: words.filter((word) => word.joined).length,
    mentions: words.map(mentionsWord),
    titleOrKeyword,
    // A heading may equal the query if the page title has one of its words (see evaluate), unless the query is
    // one path segment.
    sectionHeading: flags((attribute) => (words.length > 1 || !words[0].path) && attributes.headings.has(attribute) && !titleOrKeyword[attribute]),
    heading: flags((attribute) => attributes.headings.has(attribute)),
    text: flags((attribute) => attributes.texts.has(attribute)),
  })
}

/** Notes a page's postings in the tallies: each record in a slot of its own, or all in one (`merged`). */
function tally(spans: Span[], words: QueryWord[], attributes: AttributeModel, merged: boolean): void {
  const count = words.length
  const { width, joined, mentions, titleOrKeyword: titleOrKeywordAt, sectionHeading: sectionHeadingAt, heading, text: textAt } = shapeOf(words, attributes)
  tallies.start(count, joined)
  if (merged) tallies.startMerged()
  // Plain loops: this runs over every posting of every page the query's words are on.
  for (const { matches, postings: list, start, end } of spans) {
    for (let at = start; at < end; at += 1) {
      const record = list.record[at]
      const attribute = list.attribute[at]
      const length = list.length[at]
      const part = list.part[at] === 1
      const mine = merged ? tallies.merged(record, list.type[at]) : tallies.slot(record, list.type[at])
      const inheritable = list.until[at] > record
      const attributeRank = attributes.ranks[attribute]
      // Where a value as long as the query could equal it (see evaluate: a heading may if the page title has
      // one of the query's words, unless the query is one path segment), or a heading spells out a field.
      const titleOrKeyword = titleOrKeywordAt[attribute] === 1
      const sectionHeading = sectionHeadingAt[attribute] === 1
      const whole = length === width && (titleOrKeyword || sectionHeading)
      const section = count === 1 && length >= 1 && length <= width && heading[attribute] === 1
      const text = textAt[attribute] === 1
      for (let which = 0; which < matches.length; which += 1) {
        const match = matches[which]
        // A part may start a heading that spells the field out, which matches exactly (ranking.ts).
        const exact = match.part >= 0 || (match.exact && !part)
        // The query word itself, as typed (not a part of it, nor found as a part of an index word).
        const literal = match.part < 0 && match.literal && !part
        const equal =
          (match.word === 0 && ((whole && match.part < 0 && (match.literal || match.typos > 0 || (sectionHeading && match.exact)) && !part) || (section && match.part >= 0))) ||
          (count > 1 && literal && namesRecord(words[match.word], attributes, attribute, list.position[at], length))
        tallies.note(mine, match.word, match.typos, attributeRank, exact, equal)
        if (text && literal && mentions[match.word]) tallies.mentions[mine] += 1
        if (inheritable) tallies.note(0, match.word, match.typos, attributeRank, exact, equal)
      }
    }
  }
}

/**
 * The best any record of the page could rank (see above); `customOf` writes a record's custom ranking values
 * into `out`, and `filters` is how many optional filters the page's records match (a page's kind is its own).
 */
export function pageBound(
  spans: Span[],
  words: QueryWord[],
  attributes: AttributeModel,
  customOf: (type: number, record: number, out: number[]) => void,
  customs: number,
  compare: (a: Ranked, b: Ranked) => number,
  filters = 0,
): Ranked {
  tally(spans, words, attributes, false)
  // Two candidates, swapped as the better one is found, kept from page to page: no object per record.
  if (scratch[0].custom.length !== customs) scratch = [emptyRanked(customs), emptyRanked(customs)]
  let [best, candidate] = scratch
  // Words are the first criterion: only the records with the most words can be the page's best. Outside the
  // sections whose headings have the query's words, most records have fewer (one of two, in a paragraph).
  let most = 0
  for (let slot = 1; slot < tallies.slots; slot += 1) most = Math.max(most, tallies.wordsOf(slot))
  let first = true
  for (let slot = 1; slot < tallies.slots; slot += 1) {
    if (tallies.wordsOf(slot) < most) continue
    tallies.criteria(slot, candidate.criteria)
    customOf(tallies.type[slot], tallies.record[slot], candidate.custom)
    if (first || compare(candidate, best) < 0) [best, candidate] = [candidate, best]
    first = false
  }
  // A page has postings, so at least one record of its own.
  return { criteria: { ...best.criteria }, custom: [...best.custom], filters }
}

/** A page's ceiling, with what its custom ranking values follow from: its records' types (a bit each), first and last. */
export interface Ceiling extends Ranked {
  types: number
  first: number
  last: number
}

/**
 * What the page's bound cannot beat, for less work (one tally for the page, not one per record): the page as if
 * it were one record with all its postings (each word at its fewest typos and best attribute, every equality
 * and mention its records have).
 * Its `custom` is left for the caller to fill with the best values any of its records could have, in each
 * value's own direction, from `types`, `first` and `last` (custom-weights.ts). The engine orders pages by
 * ceilings and computes a bound only for those that could come next (bound-order.ts).
 */
export function pageCeiling(spans: Span[], words: QueryWord[], attributes: AttributeModel, filters = 0): Ceiling {
  tally(spans, words, attributes, true)
  const ceiling: Ceiling = {
    ...emptyRanked(0),
    filters,
    types: tallies.types,
    first: tallies.firstRecord,
    last: tallies.lastRecord,
  }
  tallies.criteria(1, ceiling.criteria)
  return ceiling
}
