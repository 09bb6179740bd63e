/**
 * The embedded search index (format: src/shared/search/index-format.ts), built from the same DocSearch
 * records that hosted search uploads, so both answer from the same words with the same ranking.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import path from 'path'
import { gzipSync } from 'zlib'
import { SEARCH_INDEX_FOLDER, SEARCH_INDEX_MANIFEST } from '../../shared/files'
import { attributeTokens } from '../../shared/search/analysis'
import {
  attributeKinds,
  dictionaryFile,
  encodeDictionaryShard,
  encodePostings,
  encodePostingsShard,
  encodeRecordsShard,
  encodeRecordTypes,
  PAGES_FILE,
  postingsFile,
  recordsFile,
  TITLES_FILE,
  typeCode,
  type TitleEntry,
  type IndexManifest,
  type Posting,
} from '../../shared/search/index-format'
import { linksAt, type PackedRecords } from '../../shared/search/packed-records'
import { levelWeight, shownFields, type SearchRecord } from '../../shared/search/record'
import { INDEX_SETTINGS, searchablePaths, valueAt, type IndexSettings } from '../../shared/search/settings'
import type { Synonym } from '../../shared/search/synonyms'
import { packRecords } from './pack-records'

/**
 * Shard sizes before compression: a vocabulary shard ~5 KB gzip, a postings shard ~20–30 KB, a records
 * shard ~12 KB (about 20 pages, neighbours in the sidebar together). A request costs the browser about 1.5 ms
 * whatever its size, and a query's hits are spread over the index: at 2,000 docs, records shards of 12 KB
 * (5 pages) took 15–19 requests for a two-word query's hits, 48 KB take 6–15, and the pages a hit does not
 * need are never parsed (decodeRecordsShard). 96 KB would take the first query over its 300 KB budget.
 * Records shards now serve only a host that cannot answer several byte ranges at once: elsewhere a query
 * reads its hits' pages from PAGES_FILE with one request.
 */
export const SHARD_BYTES = { dictionary: 16 * 1024, postings: 48 * 1024, records: 48 * 1024 }

/** Records grouped by page (the distinct attribute), pages in rank order (highest weight.pageRank first). */
export function groupPages(records: SearchRecord[], settings: Pick<IndexSettings, 'attributeForDistinct'> = INDEX_SETTINGS): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>()
  for (const record of records) {
    const key = String(valueAt(record, settings.attributeForDistinct))
    pages.set(key, [...(pages.get(key) ?? []), record])
  }
  const grouped = [...pages.values()]
  for (const page of grouped) {
    page.forEach((record, index) => {
      // The engine takes a record's position and level from its place and type, and its rank from its page.
      if (record.weight.position !== index || record.weight.level !== levelWeight(record.type) || record.weight.pageRank !== page[0].weight.pageRank) {
        throw new Error(`Search record ${record.objectID} (${record.url}) has weights the embedded index cannot keep: ${JSON.stringify(record.weight)}`)
      }
    })
  }
  return grouped.map((page, order) => ({ page, order })).sort((a, b) => b.page[0].weight.pageRank - a.page[0].weight.pageRank || a.order - b.order).map(({ page }) => page)
}

const headingLevel = (record: SearchRecord) => (record.type === 'content' ? Infinity : Number(record.type.slice(3)))

/** Where each word of one page occurs: a heading's words once, at its record, with the records it covers. */
export function pagePostings(records: SearchRecord[], page: number, paths: string[]): [word: string, posting: Posting][] {
  const found: [string, Posting][] = []
  const add = (value: unknown, record: number, attribute: number, until: number) => {
    for (const { token, position, length, part } of attributeTokens(value)) {
      found.push([token, { page, record, type: typeCode(records[record].type), attribute, position, part, length, until }])
    }
  }
  records.forEach((record, index) => {
    paths.forEach((attributePath, attribute) => {
      const level = /^hierarchy\.lvl(\d)$/.exec(attributePath)
      if (!level) return add(valueAt(record, attributePath), index, attribute, index)
      const value = valueAt(record, attributePath)
      const previous = index > 0 ? valueAt(records[index - 1], attributePath) : undefined
      // A value starts here when it differs from the previous record's, or a heading at its level or above restarts it.
      const starts = value !== null && value !== undefined && (index === 0 || value !== previous || headingLevel(record) <= Number(level[1]))
      if (!starts) return
      let until = index
      while (until + 1 < records.length && valueAt(records[until + 1], attributePath) === value && headingLevel(records[until + 1]) > Number(level[1])) until += 1
      add(value, index, attribute, until)
    })
  })
  return found
}

const gzip = (data: Uint8Array | string) => gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 })

/** Consecutive runs of items, each up to `limit` bytes (an item larger than that alone). */
function shards<T>(items: T[], size: (item: T) => number, limit: number): T[][] {
  const result: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const item of items) {
    const itemBytes = size(item)
    if (current.length > 0 && bytes + itemBytes > limit) {
      result.push(current)
      current = []
      bytes = 0
    }
    current.push(item)
    bytes += itemBytes
  }
  if (current.length > 0) result.push(current)
  return result
}

export interface BuiltIndex {
  manifest: IndexManifest
  /** File name (in the version folder) → gzip bytes. */
  files: Map<string, Uint8Array>
}

export function buildIndex(records: SearchRecord[], settings: IndexSettings = INDEX_SETTINGS, sizes = SHARD_BYTES, synonyms: Synonym[] = []): BuiltIndex {
  const paths = searchablePaths(settings)
  const kinds = attributeKinds(paths)
  const pages = groupPages(records, settings)
  const postings = new Map<string, Posting[]>()
  pages.forEach((page, index) => {
    for (const [word, posting] of pagePostings(page, index, paths)) {
      let list = postings.get(word)
      if (!list) postings.set(word, (list = []))
      list.push(posting)
    }
  })
  // Default string order (UTF-16 code units): the order the browser's binary search assumes.
  const words = [...postings.keys()].sort()
  const files = new Map<string, Uint8Array>()

  const vocabulary = words.map((word): [string, number] => [word, new Set(postings.get(word)!.map((posting) => posting.page)).size])
  const dictionaryShards = shards(vocabulary, ([word]) => word.length + 6, sizes.dictionary)
  dictionaryShards.forEach((shard, index) => files.set(dictionaryFile(index), gzip(encodeDictionaryShard(shard))))

  const encoded = words.map((word): [string, number[]] => [word, encodePostings(postings.get(word)!, kinds)])
  const postingsShards = shards(encoded, ([word, bytes]) => word.length + bytes.length + 4, sizes.postings)
  postingsShards.forEach((shard, index) => files.set(postingsFile(index), gzip(encodePostingsShard(shard))))

  // Hits need none of the attributes that are searched but never shown, so the pages' records leave them out.
  const packedPages = pages.map((page) => packRecords(page.map(shownFields)))
  const packed = packedPages.map((page) => JSON.stringify(page))
  // Most hits of a one-word query are page titles, spread over the index: one file serves them all. With the
  // types of a page's records, the modal types the records a heading's words reach without the page's shard.
  const titles = packedPages.map(({ links, ...page }, at): TitleEntry<PackedRecords> => {
    const titleLinks = linksAt(links, 0)
    return {
      ...page,
      rows: page.rows.slice(0, 1),
      ...(titleLinks > 0 && { links: [0, 0, titleLinks] }),
      types: encodeRecordTypes(pages[at].map((record) => record.type)),
    }
  })
  files.set(TITLES_FILE, gzip(JSON.stringify(titles)))
  const recordsShards = shards(
    packed.map((json, page) => ({ json, page })),
    ({ json }) => json.length,
    sizes.records,
  )
  recordsShards.forEach((shard, index) => files.set(recordsFile(index), gzip(encodeRecordsShard(shard.map(({ json }) => json)))))
  // The same pages one by one, for reading a query's hits with one request of byte ranges (PAGES_FILE).
  const pageFiles = packed.map((json) => gzip(json))
  files.set(PAGES_FILE, Buffer.concat(pageFiles))

  const ranks: IndexManifest['ranks'] = []
  pages.forEach((page, index) => {
    const rank = page[0].weight.pageRank
    if (ranks.length === 0 || ranks[ranks.length - 1][1] !== rank) ranks.push([index, rank])
  })
  // The custom ranking's weight.links, for ranking before any records shard is loaded.
  const links = Object.fromEntries(packedPages.flatMap((page, at) => (page.links ? [[at, page.links]] : [])))
  const hash = createHash('sha256')
  for (const [name, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update(bytes)
  hash.update(JSON.stringify(synonyms))
  return {
    manifest: {
      version: hash.digest('hex').slice(0, 16),
      pages: pages.length,
      dictionary: dictionaryShards.map((shard) => shard[0][0]),
      postings: postingsShards.map((shard) => shard[0][0]),
      records: recordsShards.map((shard) => shard[0].page),
      pageBytes: pageFiles.map((bytes) => bytes.length),
      ranks,
      ...(Object.keys(links).length > 0 && { links }),
      attributes: paths,
      ...(synonyms.length > 0 && { synonyms }),
    },
    files,
  }
}

/**
 * Writes the index into public/: its version's folder, then the manifest that names it. With `replace`,
 * earlier versions are removed; otherwise they stay (an open tab of the development server may still read them).
 */
export function writeSearchIndex(records: SearchRecord[], publicDir: string, { replace = true, synonyms = [] as Synonym[] } = {}): BuiltIndex {
  const built = buildIndex(records, INDEX_SETTINGS, SHARD_BYTES, synonyms)
  const folder = path.join(publicDir, SEARCH_INDEX_FOLDER)
  if (replace) fs.rmSync(folder, { recursive: true, force: true })
  const versionFolder = path.join(folder, built.manifest.version)
  fs.mkdirSync(versionFolder, { recursive: true })
  for (const [name, bytes] of built.files) fs.writeFileSync(path.join(versionFolder, name), bytes)
  fs.writeFileSync(path.join(publicDir, SEARCH_INDEX_MANIFEST), JSON.stringify(built.manifest))
  return built
}
