/**
 * How a record answers a query, and which of two records comes first: Algolia's tie-breaking ranking,
 * criterion by criterion, in the order the index settings give (`ranking`):
 *
 * 1. words: more of the query's words matched;
 * 2. typo: fewer typos (an identifier matched by its separate parts counts one, unless they are a heading);
 * 3. exact: an attribute that is exactly the query, or the words its typos were corrected to (a page or
 *    operation title, a field's table cell, a heading that spells out the field, a heading on a page whose
 *    title has one of the query's words), then more words matched exactly (not as a prefix or through a typo);
 * 4. attribute: where each word was found, in `searchableAttributes` order (page title, headings, an
 *    operation's keywords, aliases, section name, text, section, related identifiers, kind of page), summed;
 * 5. proximity: matched words closer together (per pair of consecutive words, within one attribute, up to 8);
 * 6. custom: first, and not one of Algolia's, the record whose own text (content, section) has the query's
 *    identifiers, as typed, more often (mentionsWord); then `customRanking` on the record's weights (docs
 *    before API operations before changelog posts, higher levels first, the section more of the site's links
 *    lead to first, earlier in the page first).
 *
 * The same code ranks for the browser's engine and for the hosted stand-in the tests run.
 */
import { synonymChains } from './synonyms'
import { isOneHyphenatedTerm, queryWidth, wordWidth, type QueryWord } from './tokens'

/** A matched word in a record: which query word (or which part of an identifier query word), where, how well. */
export interface Occurrence {
  word: number
  /** -1: the query word itself; k: part k of an identifier query word, or of a synonym of several words. */
  part: number
  /** Which synonym of several words (1, 2…) the part is of (synonyms.ts); none for an identifier's parts. */
  chain?: number
  /** Positions covered, where not the query word's (a synonym of several words). */
  width?: number
  typos: number
  exact: boolean
  /** The word as typed, not its singular or plural (see matching.ts). */
  literal: boolean
  /** Which searchable attribute (index in the flattened `searchableAttributes`). */
  attribute: number
  /** Position in the attribute; an array attribute's elements start ELEMENT_GAP apart. */
  position: number
  /** How many positions the attribute's value (or array element) has; 0 where equality is not checked. */
  length: number
  /** A heading that spells out the snake_case field queried (see partChains): it equals the query. */
  section?: boolean
  /** The heading spells out only the thing an ID field points to ("Service points" for `service_point_id`): AttributeModel.thingRank. */
  thing?: boolean
  /** An identifier found as its separate parts (see partChains): its typo is the split, not the reader's. */
  split?: boolean
}

/** Positions between an array attribute's elements, so words of two elements are never "next to each other". */
export const ELEMENT_GAP = 1000
/** Algolia's cap on the distance between two words: farther, or in different attributes, counts as this. */
export const MAX_PROXIMITY = 8

export interface Criteria {
  /** The query words (by index) the record matches. */
  matched: number[]
  words: number
  typos: number
  proximity: number
  /** Per matched word, the rank of the best attribute it is in, summed. */
  attribute: number
  /** 1 when an attribute (a title, a heading, a keyword) is exactly the query. */
  equality: number
  exactWords: number
  /** Hyphenated terms of the query (`Retry-After`) found as written: their words side by side, in order. */
  compounds: number
  /** How often the query's identifiers, as typed, are in the record's own text (see mentionsWord). */
  mentions: number
}

const elementOf = (occurrence: Occurrence) => Math.floor(occurrence.position / ELEMENT_GAP)

/** A query word found as several words of a record, next to each other: an identifier's parts, or a synonym's words. */
function partChains(word: QueryWord, index: number, occurrences: Occurrence[], headings: ReadonlySet<number>): Occurrence[] {
  return [...identifierChains(word, index, occurrences, headings), ...synonymChainsIn(word, index, occurrences)]
}

const place = (attribute: number, position: number) => `${attribute}:${position}`

/**
 * A synonym of several words found where its words follow one another, in order: one occurrence of the query
 * word, with no typo, exact as the index's alternativesAsExact says (synonyms.ts: WordSynonym.exact).
 */
function synonymChainsIn(word: QueryWord, index: number, occurrences: Occurrence[]): Occurrence[] {
  const chains: Occurrence[] = []
  synonymChains(word).forEach(({ tokens, exact }, at) => {
    const chain = at + 1
    const parts = tokens.map(() => new Map<string, Occurrence>())
    for (const occurrence of occurrences) {
      if (occurrence.word === index && occurrence.chain === chain) parts[occurrence.part].set(place(occurrence.attribute, occurrence.position), occurrence)
    }
    for (const first of parts[0].values()) {
      if (tokens.every((_, part) => parts[part].has(place(first.attribute, first.position + part)))) {
        chains.push({ ...first, part: -1, chain: undefined, typos: 0, exact, literal: false, width: tokens.length })
      }
    }
  })
  return chains
}

/**
 * Whether a field's last part says it is the ID or the number of what its other parts name, so that those
 * name its subject: `label_overlay_id` (the page "Label overlays"), `ioss_number` (the section "IOSS"). An ID
 * field of one other word (`shipment_id`) is left out: a heading "Shipment" is as often a part of a page on
 * something else (the webhook events of a shipment) as the field's subject.
 */
const namesAThing = (parts: string[]) => {
  const last = parts[parts.length - 1]
  return (last === 'id' && parts.length > 2) || (last === 'number' && parts.length > 1)
}

/**
 * An identifier query word found as its parts next to each other, in order: one occurrence, counted as one
 * typo. Except where a snake_case field is spelled out as a heading: a title or heading that is nothing but
 * the field's words ("Opening hours" for `opening_hours`), or, for an ID or number field, the words of what
 * it identifies ("Label overlays" for `label_overlay_id`, "IOSS" for `ioss_number`: see namesAThing). That
 * heading is the field's own section, so it matches as exactly as the field itself, and equals the query
 * (`Occurrence.section`).
 */
function identifierChains(word: QueryWord, index: number, occurrences: Occurrence[], headings: ReadonlySet<number>): Occurrence[] {
  const parts = word.parts
  if (!parts) return []
  const at = parts.map(() => new Map<string, Occurrence>())
  for (const occurrence of occurrences) {
    if (occurrence.word === index && occurrence.part >= 0 && !occurrence.chain) at[occurrence.part].set(place(occurrence.attribute, occurrence.position), occurrence)
  }
  // A path segment (`/sales_orders`) names a resource, not a field a heading could spell out.
  const field = word.text.includes('_') && !word.path
  const named = field && namesAThing(parts) ? parts.length - 1 : parts.length
  const chains: Occurrence[] = []
  for (const first of at[0].values()) {
    // How many of the parts follow one another from here, in order.
    let typos = first.typos
    let found = 1
    while (found < parts.length) {
      const next = at[found].get(place(first.attribute, first.position + found))
      if (!next) break
      typos += next.typos
      found += 1
    }
    const wholeValue = first.position % ELEMENT_GAP === 0 && first.length === found
    if (field && wholeValue && (found === parts.length || found === named) && headings.has(first.attribute)) {
      chains.push({ ...first, part: -1, typos, exact: true, literal: true, section: true, ...(found < parts.length && { thing: true }) })
    } else if (found === parts.length) chains.push({ ...first, part: -1, typos: typos + 1, exact: false, literal: false, split: true })
  }
  return chains
}

/** Two occurrences' distance for proximity: at least `nearest` (Algolia's minProximity), at most MAX_PROXIMITY. */
function distance(a: Occurrence, aWidth: number, b: Occurrence, nearest: number): number {
  if (a.attribute !== b.attribute || elementOf(a) !== elementOf(b)) return MAX_PROXIMITY
  const aEnd = a.position + (a.width ?? aWidth) - 1
  // A pair in the query's order is closer than the same pair reversed.
  const gap = b.position > aEnd ? b.position - aEnd : a.position - b.position + 1
  return Math.min(Math.max(gap, nearest), MAX_PROXIMITY)
}

/** The searchable attributes as ranking sees them: each one's rank, and which may equal the query as a whole. */
export interface AttributeModel {
  ranks: number[]
  /**
   * Algolia's minProximity: words this many positions apart or closer count as next to each other for the
   * proximity criterion (1: only words side by side do).
   */
  minProximity: number
  /**
   * Whether the attribute criterion adds up each matched word's best attribute (Algolia's
   * `attributeCriteriaComputedBy: "sum"`, which the index settings choose: "all in the title" above "one in the
   * title") or takes the best attribute of any word (Algolia's default, "best"; its "minProximity" counts as
   * "best" here).
   */
  sumsAttributes: boolean
  /**
   * Where a heading that spells out only the thing an ID field points to ("Service points" for `service_point_id`)
   * counts: just above the text, so below a keyword or alias that is the field as typed (the section a field's
   * row points to), and above the text and table cells that name it. Every section of the heading's page inherits it.
   */
  thingRank: number
  equality: ReadonlySet<number>
  /**
   * For a one-word query (Algolia's exactOnSingleWordQuery): a page title that is the word counts. For an
   * identifier, so do an operation's keyword (its operationId) and a text that is the identifier alone (a
   * field's row in a table); the operation then wins on the attribute's rank. So for a number: a status code's
   * row in the error table. A plain word is never exactly an operation's keyword ("fulfillment" is a webhook
   * event's name, and not what a reader asking for fulfillments wants first).
   */
  singleWordEquality: ReadonlySet<number>
  singleIdentifierEquality: ReadonlySet<number>
  /** For one path segment (`/shipments`): an operation's path alone, or a text that is the path; not a title. */
  singlePathEquality: ReadonlySet<number>
  /** For a query of SENTENCE_WORDS words or more (a pasted error message): also a text that is the query. */
  sentenceEquality: ReadonlySet<number>
  /** The page title. */
  title: ReadonlySet<number>
  /** The page title and the headings: where a field spelled out is the field's own section. */
  headings: ReadonlySet<number>
  /** The text attributes (a paragraph's, a section's). */
  texts: ReadonlySet<number>
  /**
   * Where a typo correction does not count (Algolia's disableTypoToleranceOnAttributes): a heading's section, the
   * text of every paragraph under it. Each paragraph is a record of its own that a typo still finds; on the
   * heading, a long section's many words would otherwise lend it one more word, through some near-spelling.
   */
  withoutTypos: ReadonlySet<number>
}

/** Whether a match with this many typos counts in this attribute (see AttributeModel.withoutTypos). */
export const countsIn = (attributes: AttributeModel, attribute: number, typos: number) => typos === 0 || !attributes.withoutTypos.has(attribute)

/**
 * A query of this many words or more is a sentence, such as an error message pasted from a response: a text
 * that is the query word for word (the message's cell in a table of errors) is exactly it. A shorter text
 * that reads like the query is a label (a table's row label, a link), which would come before the section it
 * names.
 */
export const SENTENCE_WORDS = 4

/** An identifier (parts: snake_case, camelCase) or a number: what a table cell names a field or a code by. */
const isCodeWord = (word: QueryWord) => word.parts !== null || /^\d+$/.test(word.text)

/** Where a query can be "exactly" an attribute's value (see AttributeModel). */
export function equalityAttributesFor(words: QueryWord[], attributes: AttributeModel): ReadonlySet<number> {
  // One hyphenated term (`Kolli-Event-Id`) is a name, as an identifier is: a table cell that is nothing but it.
  if (isOneHyphenatedTerm(words)) return attributes.singleIdentifierEquality
  if (words.length > 1) {
    // A request line is not a sentence: its operation's keyword is the query, before a table that lists it.
    if (queryWidth(words) >= SENTENCE_WORDS && !words.some((word) => word.path)) return attributes.sentenceEquality
    // Identifiers and numbers only ("504 carrier_timeout", a status and its code): a text that is nothing but
    // them is their row in a table, as a text that is one identifier is; words that read like a label are not.
    return words.every(isCodeWord) ? attributes.singleIdentifierEquality : attributes.equality
  }
  if (words[0].path) return attributes.singlePathEquality
  return isCodeWord(words[0]) ? attributes.singleIdentifierEquality : attributes.singleWordEquality
}

/**
 * Whether an identifier query word (not a path segment) is, whole, the value of a title or keyword at this
 * place, as an operationId is its operation's keyword: with the query's other words, the record equals the
 * query (evaluate; the embedded engine's page bound allows for it).
 */
export const namesRecord = (word: QueryWord, attributes: AttributeModel, attribute: number, position: number, length: number) =>
  word.parts !== null && !word.path && attributes.equality.has(attribute) && position % ELEMENT_GAP === 0 && length === wordWidth(word)

/**
 * Whether a query word's mentions in a record's text count (Criteria.mentions): an identifier (a field, an
 * operationId), not a path segment. The records of a page all repeat its title, so a field that the title
 * spells out ("Label overlay" for `label_overlay_id`) ties every section of the page; the one whose text
 * uses the field most ("Set `label_overlay_id` in POST /shipments…") explains it. A plain word is not
 * counted: a heading the query names would lose to a subsection that repeats its words.
 */
export const mentionsWord = (word: QueryWord) => word.parts !== null && !word.path

/** Whether two occurrences are in the same attribute value (the same element of an array attribute). */
const samePlace = (a: Occurrence, b: Occurrence) => a.attribute === b.attribute && elementOf(a) === elementOf(b)

/** The record's criteria for the query, from the occurrences of the query's words in it; null when it matches none. */
export function evaluate(words: QueryWord[], occurrences: Occurrence[], attributes: AttributeModel): Criteria | null {
  // Per word, its occurrences with the fewest typos: the ones the other criteria look at. (Loops rather than
  // array helpers: this runs for every candidate record of every query.)
  const best: Occurrence[][] = []
  let mentions = 0
  for (let index = 0; index < words.length; index += 1) {
    const mentioned = mentionsWord(words[index])
    let fewest = Infinity
    let list: Occurrence[] = []
    const consider = (candidate: Occurrence) => {
      if (candidate.typos < fewest) {
        fewest = candidate.typos
        list = [candidate]
      } else if (candidate.typos === fewest) list.push(candidate)
    }
    for (const occurrence of occurrences) {
      if (occurrence.word !== index || occurrence.part >= 0) continue
      if (!countsIn(attributes, occurrence.attribute, occurrence.typos)) continue
      consider(occurrence)
      if (mentioned && occurrence.literal && attributes.texts.has(occurrence.attribute)) mentions += 1
    }
    if (words[index].parts || words[index].synonyms) for (const chain of partChains(words[index], index, occurrences, attributes.headings)) consider(chain)
    best.push(list)
  }
  const matched: number[] = []
  for (let index = 0; index < best.length; index += 1) if (best[index].length > 0) matched.push(index)
  if (matched.length === 0) return null

  let proximity = 0
  for (let pair = 1; pair < matched.length; pair += 1) {
    const width = wordWidth(words[matched[pair - 1]])
    let closest = MAX_PROXIMITY
    for (const a of best[matched[pair - 1]]) for (const b of best[matched[pair]]) closest = Math.min(closest, distance(a, width, b, attributes.minProximity))
    proximity += closest
  }

  let equality = 0
  // A heading that is the query, on a page whose title has one of its words: the reader named that section
  // of a page on the subject ("Parcel fields" on "Advanced parcels", "limited quantity" on "Dangerous goods
  // and limited quantity", "fulfillments" on "Sales orders and fulfillments"), so it comes before a title that
  // only has the words among others. On a page about something else, a heading such as "Sales order" (on
  // "Resources and actions") is a part of that page, not what a reader asking for sales orders wants first.
  // A path segment (`/fulfillments`) names the operations' path, not a section.
  const sectionOfTitle = (place: Occurrence) =>
    (words.length > 1 || !words[0].path) &&
    attributes.headings.has(place.attribute) &&
    !attributes.title.has(place.attribute) &&
    best.some((list) => list.some((occurrence) => attributes.title.has(occurrence.attribute)))
  if (matched.length === words.length) {
    const equalityAttributes = equalityAttributesFor(words, attributes)
    const total = queryWidth(words)
    for (const place of best[0]) {
      if (place.section && words.length === 1) {
        equality = 1
        break
      }
      if (place.length !== total) continue
      // A title or keyword equals the query word for word, or with the typos the query has (typo ranks those
      // first, so this only orders records with as many typos); a section of the title's page may be in the
      // other number. Never a prefix: a word still being typed says no more than its beginning.
      const section = !equalityAttributes.has(place.attribute) && sectionOfTitle(place)
      const counts = (occurrence: Occurrence) => occurrence.literal || (occurrence.typos > 0 && !occurrence.split) || (section && occurrence.exact)
      if (!counts(place) || !(section || equalityAttributes.has(place.attribute))) continue
      if (best.every((list) => list.some((occurrence) => counts(occurrence) && samePlace(occurrence, place)))) {
        equality = 1
        break
      }
    }
  }

  // An identifier typed as a title or keyword is, whole (an operationId), names that record; the query's other
  // words ask for a part of it ("createSalesOrder example", "shipmentEvent payload"). Where the record has them
  // all, it is what the query names, before a section that mentions the identifier and has the words.
  if (equality === 0 && matched.length === words.length && words.length > 1) {
    const names = (word: QueryWord, place: Occurrence) => place.literal && !place.section && namesRecord(word, attributes, place.attribute, place.position, place.length)
    if (words.some((word, index) => best[index].some((place) => names(word, place)))) equality = 1
  }

  // A hyphenated term found as written: the word before the hyphen right before the word after it.
  let compounds = 0
  for (let index = 1; index < words.length; index += 1) {
    if (!words[index].joined || best[index].length === 0 || best[index - 1].length === 0) continue
    const width = wordWidth(words[index - 1])
    if (best[index - 1].some((a) => best[index].some((b) => b.position === a.position + (a.width ?? width) && samePlace(a, b)))) compounds += 1
  }

  let typos = 0
  let attribute = attributes.sumsAttributes ? 0 : Infinity
  let exactWords = 0
  for (const index of matched) {
    const list = best[index]
    typos += list[0].typos
    // Each word counts where it was found best; the sum ranks "all in the title" above "one in the title".
    let rank = Infinity
    for (const occurrence of list) rank = Math.min(rank, occurrence.thing ? attributes.thingRank : attributes.ranks[occurrence.attribute])
    attribute = attributes.sumsAttributes ? attribute + rank : Math.min(attribute, rank)
    if (list.some((occurrence) => occurrence.exact)) exactWords += 1
  }
  return { matched, words: matched.length, typos, proximity, attribute, equality, exactWords, compounds, mentions }
}

export type RankingCriterion = 'words' | 'typo' | 'geo' | 'filters' | 'proximity' | 'attribute' | 'exact' | 'custom'

/** A record's `customRanking` values, e.g. `desc(weight.pageRank)` → the record's weight.pageRank. */
export interface CustomRanking {
  attribute: string
  descending: boolean
}

export function parseCustomRanking(spec: string[]): CustomRanking[] {
  return spec.map((entry) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(entry)
    if (!match) throw new Error(`Unsupported customRanking entry: ${entry}`)
    return { attribute: match[2], descending: match[1] === 'desc' }
  })
}

export interface Ranked {
  criteria: Criteria
  /** How many of the query's optional filters the record matches (Algolia's `filters` criterion). */
  filters: number
  /** Values of the custom ranking attributes, in `customRanking` order. */
  custom: number[]
}

const CRITERION_CODES: Partial<Record<RankingCriterion, number>> = { words: 1, typo: 2, proximity: 3, attribute: 4, exact: 5, custom: 6, filters: 7 }

/**
 * Which of two records comes first, by the ranking's criteria in order: negative when `a` does. The ranking is
 * read once, into numbers (geo, which the records do not use, drops out): the engine compares
 * thousands of page bounds and records a query.
 */
export function rankingComparator(ranking: RankingCriterion[], custom: CustomRanking[]): (a: Ranked, b: Ranked) => number {
  const codes = ranking.flatMap((criterion) => (CRITERION_CODES[criterion] ? [CRITERION_CODES[criterion]] : []))
  const descending = custom.map((entry) => entry.descending)
  return (a, b) => {
    const x = a.criteria
    const y = b.criteria
    for (let at = 0; at < codes.length; at += 1) {
      let difference = 0
      switch (codes[at]) {
        case 1:
          difference = y.words - x.words
          break
        case 2:
          difference = x.typos - y.typos
          break
        case 3:
          difference = x.proximity - y.proximity
          break
        case 4:
          difference = x.attribute - y.attribute
          break
        case 5:
          difference = y.equality - x.equality || y.compounds - x.compounds || y.exactWords - x.exactWords
          break
        case 7:
          difference = b.filters - a.filters
          break
        default:
          // Not one of Algolia's: before the custom ranking, the record that mentions the query's identifiers
          // more often in its text (see mentionsWord).
          difference = y.mentions - x.mentions
          for (let index = 0; index < descending.length && difference === 0; index += 1) {
            const order = a.custom[index] - b.custom[index]
            difference = descending[index] ? -order : order
          }
      }
      if (difference !== 0) return difference
    }
    return 0
  }
}
