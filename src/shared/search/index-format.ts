/**
 * The embedded search index's files, written by the build (src/build/search/index-writer.ts) and read by
 * the browser (src/browser/search/engine.ts). Everything but the manifest sits in a folder named by its
 * content's hash, so it can be cached for good, and a tab that loaded an earlier manifest keeps working.
 *
 *   search-index.json                  the manifest: what the index holds and where each word's shard is
 *   search-index/{version}/d{n}.bin    vocabulary shards: "word<TAB>pages" lines, in word order
 *   search-index/{version}/p{n}.bin    postings shards: where each word occurs, in word order
 *   search-index/{version}/r{n}.bin    records shards: the records of consecutive pages (packed, see
 *                                      packed-records.ts), for the hits a query shows: a line with the
 *                                      length of each page's JSON, then the pages' JSON one after another
 *   search-index/{version}/pages.bin   every page's records as the records shards pack them, each page a gzip
 *                                      stream of its own, one after another: the hits' pages are read from
 *                                      it with one request of several byte ranges (the manifest's
 *                                      `pageBytes`); the records shards serve a host that cannot do that
 *   search-index/{version}/t.bin       every page's first record (its title), packed as the records
 *                                      shards are, with the types of all its records: a hit that is a
 *                                      page's title needs no records shard, nor does typing the records
 *                                      that match through a heading above them
 *
 * Shards cover consecutive ranges of words. The vocabulary is small (about 30 KB gzip at 2,000 docs): the
 * first query loads all of it, so every query knows at once which words it matches (its own, typo candidates,
 * completions), and loads the few postings shards that hold them together. The .bin files are gzip streams
 * (the browser decompresses them), so they stay small on a host that compresses nothing.
 *
 * A page is a group of records (Algolia's `attributeForDistinct`). A heading's words are stored once, at
 * the record that introduces it, with the last record it covers: every record in between inherits them,
 * as each record of a DocSearch index repeats its whole hierarchy.
 */
import { canEqualQuery, isHeading } from './settings'
import type { Synonym } from './synonyms'

export interface IndexManifest {
  /** Hash of the index's files: the folder they are in. */
  version: string
  pages: number
  /** The first word of each vocabulary shard. */
  dictionary: string[]
  /** The first word of each postings shard. */
  postings: string[]
  /** The first page of each records shard. */
  records: number[]
  /** Each page's length in bytes in PAGES_FILE, in page order (absent from an index built before it). */
  pageBytes?: number[]
  /** [first page, its weight.pageRank]: pages are ordered by rank, so each run of ranks is one entry. */
  ranks: [page: number, rank: number][]
  /** By page, its records' weight.links in runs (packed-records.ts, linkRuns); pages no link leads to are left out. */
  links?: Record<number, number[]>
  /** The searchable attributes the postings number, in order: an engine built for others cannot read them. */
  attributes: string[]
  /** The synonyms queries are read with (synonyms.ts), as Algolia's synonym records. */
  synonyms?: Synonym[]
}

export const dictionaryFile = (shard: number) => `d${shard}.bin`
export const postingsFile = (shard: number) => `p${shard}.bin`
export const recordsFile = (shard: number) => `r${shard}.bin`
export const TITLES_FILE = 't.bin'
export const PAGES_FILE = 'pages.bin'

/** Where each page starts in PAGES_FILE, and where the last one ends: `pageBytes` summed. */
export function pageOffsets(pageBytes: number[]): number[] {
  const offsets = [0]
  for (const length of pageBytes) offsets.push(offsets[offsets.length - 1] + length)
  return offsets
}



/** Record types as stored: content 0, lvl1…lvl6 as 1…6. */
export const TYPE_CODES = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/** A page in the titles file: its first record, and the type code of each of its records as one digit. */
export type TitleEntry<Packed> = Packed & { types: string }

/** A record type's code, as postings and the titles file store it. */
export const typeCode = (type: string) => TYPE_CODES.indexOf(type as (typeof TYPE_CODES)[number])

/** The type codes of a page's records, one digit each ("1020" for a title, a heading, a paragraph, a heading). */
export const encodeRecordTypes = (types: string[]) => types.map(typeCode).join('')
export const recordTypeAt = (types: string, record: number) => types.charCodeAt(record) - 48

/** Where a word occurs: page, record, the record's type, attribute, position and extent. */
export interface Posting {
  page: number
  record: number
  type: number
  attribute: number
  position: number
  /** The word is a part of an identifier there (see tokens.ts). */
  part: boolean
  /** Positions in the attribute value (0 for an attribute whose length is not kept). */
  length: number
  /** The last record that inherits this occurrence (a heading's section); `record` itself otherwise. */
  until: number
}

/** Which searchable attributes keep their length (for the exact criterion) and which are inherited. */
export interface AttributeKinds {
  measured: boolean[]
  inherited: boolean[]
}

export function attributeKinds(paths: string[]): AttributeKinds {
  return {
    // A heading's length too: it may spell out a field queried (ranking.ts, partChains).
    measured: paths.map((path) => canEqualQuery(path) || isHeading(path)),
    inherited: paths.map((path) => path.startsWith('hierarchy.')),
  }
}

export function writeVarint(out: number[], value: number): void {
  let rest = value
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80)
    rest = Math.floor(rest / 128)
  }
  out.push(rest)
}

/** A reader over varints. */
export class VarintReader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  get done() {
    return this.offset >= this.bytes.length
  }
  next(): number {
    let value = 0
    let scale = 1
    for (;;) {
      const byte = this.bytes[this.offset++]
      if (byte === undefined) throw new Error('Truncated search index')
      value += (byte & 0x7f) * scale
      if (byte < 0x80) return value
      scale *= 128
    }
  }
  take(length: number): Uint8Array {
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
}

/** One word's postings, in page and record order. */
export function encodePostings(postings: Posting[], kinds: AttributeKinds): number[] {
  const out: number[] = []
  const attributes = kinds.measured.length
  // How many there are, first: the browser sizes its columns exactly (see decodePostings).
  writeVarint(out, postings.length)
  let index = 0
  let previousPage = 0
  while (index < postings.length) {
    const page = postings[index].page
    let end = index
    while (end < postings.length && postings[end].page === page) end += 1
    writeVarint(out, page - previousPage)
    writeVarint(out, end - index)
    previousPage = page
    let previousRecord = 0
    for (const posting of postings.slice(index, end)) {
      writeVarint(out, posting.record - previousRecord)
      previousRecord = posting.record
      writeVarint(out, posting.attribute + attributes * (posting.type * 2 + (posting.part ? 1 : 0)))
      writeVarint(out, posting.position)
      if (kinds.measured[posting.attribute]) writeVarint(out, posting.length)
      if (kinds.inherited[posting.attribute]) writeVarint(out, posting.until - posting.record)
    }
    index = end
  }
  return out
}

/**
 * A word's postings as the browser holds them: a column (typed array) per field, `size` long. A common word
 * has tens of thousands, which as objects cost more to make and to collect than to rank.
 */
export interface PostingList {
  size: number
  /** The pages the word is on, in order, and where each one's postings start (one more: where they end). */
  pages: number[]
  starts: number[]
  record: Int32Array
  type: Uint8Array
  attribute: Uint8Array
  position: Int32Array
  part: Uint8Array
  length: Int32Array
  until: Int32Array
}

export function decodePostings(bytes: Uint8Array, kinds: AttributeKinds): PostingList {
  const reader = new VarintReader(bytes)
  const attributes = kinds.measured.length
  // Sized exactly: a common word's columns take megabytes, which the browser would otherwise collect soon after.
  const most = reader.done ? 0 : reader.next()
  const list: PostingList = {
    size: 0,
    pages: [],
    starts: [],
    record: new Int32Array(most),
    type: new Uint8Array(most),
    attribute: new Uint8Array(most),
    position: new Int32Array(most),
    part: new Uint8Array(most),
    length: new Int32Array(most),
    until: new Int32Array(most),
  }
  let page = 0
  let at = 0
  while (!reader.done) {
    page += reader.next()
    const count = reader.next()
    list.pages.push(page)
    list.starts.push(at)
    let record = 0
    for (let index = 0; index < count; index += 1) {
      record += reader.next()
      const code = reader.next()
      const attribute = code % attributes
      const kind = Math.floor(code / attributes)
      list.record[at] = record
      list.type[at] = kind >> 1
      list.part[at] = kind & 1
      list.attribute[at] = attribute
      list.position[at] = reader.next()
      list.length[at] = kinds.measured[attribute] ? reader.next() : 0
      list.until[at] = kinds.inherited[attribute] ? record + reader.next() : record
      at += 1
    }
  }
  list.size = at
  list.starts.push(at)
  return list
}

/** A records shard's text: the length of each page's JSON on the first line, then the pages' JSON. */
export const encodeRecordsShard = (pages: string[]) => `${JSON.stringify(pages.map((json) => json.length))}\n${pages.join('')}`

/**
 * The pages of a records shard, each parsed when first asked for: a hit needs one or two pages of a shard,
 * and parsing the others would cost more than fetching it.
 */
export function decodeRecordsShard<T>(text: string): (page: number) => T {
  const newline = text.indexOf('\n')
  const lengths = JSON.parse(text.slice(0, newline)) as number[]
  const starts: number[] = []
  let start = newline + 1
  for (const length of lengths) {
    starts.push(start)
    start += length
  }
  const parsed = new Map<number, T>()
  return (page) => {
    let found = parsed.get(page)
    if (found === undefined) {
      if (page < 0 || page >= lengths.length) throw new RangeError(`No page ${page} in a records shard of ${lengths.length}`)
      parsed.set(page, (found = JSON.parse(text.slice(starts[page], starts[page] + lengths[page])) as T))
    }
    return found
  }
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** A postings shard: for each word, its length-prefixed UTF-8 and its length-prefixed postings. */
export function encodePostingsShard(words: [word: string, postings: number[]][]): Uint8Array {
  const out: number[] = []
  writeVarint(out, words.length)
  for (const [word, postings] of words) {
    const text = encoder.encode(word)
    writeVarint(out, text.length)
    out.push(...text)
    writeVarint(out, postings.length)
    for (const byte of postings) out.push(byte)
  }
  return Uint8Array.from(out)
}

export function decodePostingsShard(bytes: Uint8Array): Map<string, Uint8Array> {
  const reader = new VarintReader(bytes)
  const words = new Map<string, Uint8Array>()
  const count = reader.next()
  for (let index = 0; index < count; index += 1) {
    const word = decoder.decode(reader.take(reader.next()))
    words.set(word, reader.take(reader.next()))
  }
  return words
}

export const encodeDictionaryShard = (entries: [word: string, pages: number][]) => entries.map(([word, pages]) => `${word}\t${pages}`).join('\n')

export function decodeDictionaryShard(text: string): [string, number][] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.lastIndexOf('\t')
      return [line.slice(0, tab), Number(line.slice(tab + 1))]
    })
}

/** The shard whose range holds a word (or a page): the last one starting at or before it. */
export function shardOf<T extends string | number>(firsts: T[], key: T): number {
  let low = 0
  let high = firsts.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (firsts[middle] <= key) low = middle
    else high = middle - 1
  }
  return low
}

/** A page's rank (weight.pageRank) from the manifest's runs. */
export function rankOf(ranks: IndexManifest['ranks'], page: number): number {
  let rank = 0
  for (const [start, value] of ranks) {
    if (start > page) break
    rank = value
  }
  return rank
}
