/**
 * The embedded search index's files, written by the build (src/build/search/index-writer.ts) and read by
 * the browser (src/browser/search/engine.ts). Everything but the manifest sits in a folder named by its
 * content's hash, so it can be cached for good, and a tab that loaded an earlier manifest keeps working.
 *
 *   search-index.json                  the manifest: what the index holds and where each word's shard is
 *   search-index/{version}/d{n}.bin    vocabulary shards: "word<TAB>pages" lines, in word order
 *   search-index/{version}/p{n}.bin    postings shards: where each word occurs, in word order
 *   search-index/{version}/r{n}.bin    records shards: the records of consecutive pages (packed, see
 *                                      packed-records.ts), for the hits a query shows
 *
 * Shards cover consecutive ranges of words, so a query loads the few that hold its words, its typo
 * candidates (words with the same first letter) and its completions. The .bin files are gzip streams
 * (the browser decompresses them), so they stay small on a host that compresses nothing.
 *
 * A page is a group of records (Algolia's `attributeForDistinct`). A heading's words are stored once, at
 * the record that introduces it, with the last record it covers: every record in between inherits them,
 * as each record of a DocSearch index repeats its whole hierarchy.
 */
import { canEqualQuery, isHeading } from './settings'

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
  /** [first page, its weight.pageRank]: pages are ordered by rank, so each run of ranks is one entry. */
  ranks: [page: number, rank: number][]
  /** The searchable attributes the postings number, in order: an engine built for others cannot read them. */
  attributes: string[]
}

export const dictionaryFile = (shard: number) => `d${shard}.bin`
export const postingsFile = (shard: number) => `p${shard}.bin`
export const recordsFile = (shard: number) => `r${shard}.bin`



/** Record types as stored: content 0, lvl1…lvl6 as 1…6. */
export const TYPE_CODES = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

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

export function decodePostings(bytes: Uint8Array, kinds: AttributeKinds): Posting[] {
  const reader = new VarintReader(bytes)
  const attributes = kinds.measured.length
  const postings: Posting[] = []
  let page = 0
  while (!reader.done) {
    page += reader.next()
    const count = reader.next()
    let record = 0
    for (let index = 0; index < count; index += 1) {
      record += reader.next()
      const code = reader.next()
      const attribute = code % attributes
      const position = reader.next()
      const length = kinds.measured[attribute] ? reader.next() : 0
      const until = kinds.inherited[attribute] ? record + reader.next() : record
      const kind = Math.floor(code / attributes)
      postings.push({ page, record, type: kind >> 1, part: (kind & 1) === 1, attribute, position, length, until })
    }
  }
  return postings
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

/** The shards that hold words starting with `prefix`. */
export function shardsWithPrefix(firstWords: string[], prefix: string): number[] {
  const first = shardOf(firstWords, prefix)
  const shards = [first]
  for (let shard = first + 1; shard < firstWords.length && firstWords[shard].startsWith(prefix); shard += 1) shards.push(shard)
  return shards
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
