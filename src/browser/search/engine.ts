/**
 * The embedded search engine: answers a query from the index the build wrote (format:
 * src/shared/search/index-format.ts), ranking as Algolia does with the site's index settings
 * (src/shared/search/ranking.ts). It loads only what a query needs: the manifest, the vocabulary shards
 * of its words' first letters, the postings shards of the words they match, and the records of the pages
 * it shows. Everything loaded is kept for the next query.
 */
import { analyzeQuery, type AnalyzedQuery } from '../../shared/search/analysis'
import {
  attributeKinds,
  decodeDictionaryShard,
  decodePostings,
  decodePostingsShard,
  dictionaryFile,
  postingsFile,
  rankOf,
  recordsFile,
  shardOf,
  shardsWithPrefix,
  TYPE_CODES,
  type IndexManifest,
  type Posting,
} from '../../shared/search/index-format'
import { lexiconKeys } from '../../shared/search/matching'
import { unpackRecords, type PackedRecords } from '../../shared/search/packed-records'
import { compareRanked, evaluate, parseCustomRanking, type Occurrence, type Ranked } from '../../shared/search/ranking'
import { levelWeight, type SearchRecord } from '../../shared/search/record'
import { attributeModel, INDEX_SETTINGS, searchablePaths, valueAt, type IndexSettings } from '../../shared/search/settings'
import { parseQuery } from '../../shared/search/tokens'

/** Reads the index's files: the manifest, and a version's files as their decompressed bytes. */
export interface IndexSource {
  manifest: () => Promise<IndexManifest>
  file: (version: string, name: string) => Promise<Uint8Array>
}

export interface EngineQuery {
  page?: number
  hitsPerPage?: number
  /** Records per page at most (Algolia's `distinct`): 1 on /search, more in the modal. */
  distinct?: number
}

export interface EngineResult {
  records: SearchRecord[]
  /** Pages found (each page is one result, whatever its number of records). */
  nbHits: number
  nbPages: number
  analysis: AnalyzedQuery
}

interface Candidate extends Ranked {
  page: number
  record: number
}

/** An occurrence of a query word, with where its record is: one object per posting and match (many per query). */
interface Entry extends Occurrence {
  record: number
  until: number
  type: number
}

const decoder = new TextDecoder()

export function createEngine(source: IndexSource, settings: IndexSettings = INDEX_SETTINGS) {
  const kinds = attributeKinds(searchablePaths(settings))
  const attributes = attributeModel(settings)
  const custom = parseCustomRanking(settings.customRanking)
  let manifest: Promise<IndexManifest> | undefined
  const files = new Map<string, Promise<Uint8Array>>()
  const lexicons = new Map<string, [string, number][]>()
  const shards = new Map<number, Promise<Map<string, Uint8Array>>>()
  const postings = new Map<string, Promise<Posting[]>>()
  const recordsShards = new Map<number, Promise<PackedRecords[]>>()

  const expected = searchablePaths(settings).join()
  const getManifest = () =>
    (manifest ??= source
      .manifest()
      .then((index) => {
        // Postings number attributes by position: another list would be read as garbage.
        if (index.attributes?.join() !== expected) throw new Error(`The search index was built for other attributes (${index.attributes}); rebuild the site`)
        return index
      })
      .catch((error: unknown) => {
        manifest = undefined
        throw error
      }))

  /** A file of the index, fetched once; a failed fetch is forgotten so the next query tries again. */
  function file(version: string, name: string): Promise<Uint8Array> {
    const key = `${version}/${name}`
    let loaded = files.get(key)
    if (!loaded) {
      loaded = source.file(version, name).catch((error: unknown) => {
        files.delete(key)
        throw error
      })
      files.set(key, loaded)
    }
    return loaded
  }

  async function loadLexicon(index: IndexManifest, key: string): Promise<void> {
    if (lexicons.has(key)) return
    const texts = await Promise.all(shardsWithPrefix(index.dictionary, key).map((shard) => file(index.version, dictionaryFile(shard))))
    lexicons.set(key, texts.flatMap((bytes) => decodeDictionaryShard(decoder.decode(bytes))).filter(([word]) => word.startsWith(key)))
  }

  function postingsOf(index: IndexManifest, word: string): Promise<Posting[]> {
    let found = postings.get(word)
    if (!found) {
      const shard = shardOf(index.postings, word)
      let words = shards.get(shard)
      if (!words) shards.set(shard, (words = file(index.version, postingsFile(shard)).then(decodePostingsShard)))
      found = words.then((all) => {
        const bytes = all.get(word)
        return bytes ? decodePostings(bytes, kinds) : []
      })
      found.catch(() => {
        postings.delete(word)
        shards.delete(shard)
      })
      postings.set(word, found)
    }
    return found
  }

  async function recordsOf(index: IndexManifest, page: number): Promise<SearchRecord[]> {
    const shard = shardOf(index.records, page)
    let found = recordsShards.get(shard)
    if (!found) {
      found = file(index.version, recordsFile(shard)).then((bytes) => JSON.parse(decoder.decode(bytes)) as PackedRecords[])
      found.catch(() => recordsShards.delete(shard))
      recordsShards.set(shard, found)
    }
    return unpackRecords((await found)[page - index.records[shard]])
  }

  /**
   * A page's candidates, best first: each record with words of its own, with the words of the headings
   * above it (and the page title and section) that it inherits, as a DocSearch record repeats its hierarchy.
   */
  function rankPage(index: IndexManifest, page: number, entries: Entry[], analysis: AnalyzedQuery): Candidate[] {
    const own = new Map<number, Entry[]>()
    const inherited: Entry[] = []
    for (const entry of entries) {
      const list = own.get(entry.record)
      if (list) list.push(entry)
      else own.set(entry.record, [entry])
      if (entry.until > entry.record) inherited.push(entry)
    }
    const rank = rankOf(index.ranks, page)
    const candidates: Candidate[] = []
    for (const [record, list] of own) {
      const occurrences: Occurrence[] = list.slice()
      for (const entry of inherited) {
        if (entry.record < record && record <= entry.until) occurrences.push(entry)
      }
      const criteria = evaluate(analysis.words, occurrences, attributes)
      if (!criteria) continue
      const weights = { weight: { pageRank: rank, level: levelWeight(TYPE_CODES[list[0].type]), position: record } }
      candidates.push({ page, record, criteria, custom: custom.map(({ attribute }) => Number(valueAt(weights, attribute)) || 0) })
    }
    return candidates.sort((a, b) => compare(a, b))
  }

  const compare = (a: Candidate, b: Candidate) => compareRanked(a, b, settings.ranking, custom) || a.page - b.page || a.record - b.record

  async function search(query: string, { page = 0, hitsPerPage = 20, distinct = settings.distinct }: EngineQuery = {}): Promise<EngineResult> {
    const index = await getManifest()
    const words = parseQuery(query)
    const empty = { records: [], nbHits: 0, nbPages: 0 }
    if (words.length === 0) return { ...empty, analysis: { words, matches: new Map() } }
    await Promise.all(lexiconKeys(words).map((key) => loadLexicon(index, key)))
    const analysis = analyzeQuery(query, (key) => lexicons.get(key) ?? [], settings)
    const tokens = [...analysis.matches.keys()]
    const found = await Promise.all(tokens.map((token) => postingsOf(index, token)))

    const byPage = new Map<number, Entry[]>()
    tokens.forEach((token, tokenIndex) => {
      const matches = analysis.matches.get(token)!
      for (const posting of found[tokenIndex]) {
        let entries = byPage.get(posting.page)
        if (!entries) byPage.set(posting.page, (entries = []))
        for (const match of matches) {
          entries.push({
            word: match.word,
            part: match.part,
            typos: match.typos,
            exact: match.exact && !posting.part,
            literal: match.literal && !posting.part,
            attribute: posting.attribute,
            position: posting.position,
            length: posting.length,
            record: posting.record,
            until: posting.until,
            type: posting.type,
          })
        }
      }
    })
    const ranked = [...byPage].map(([pageIndex, entries]) => rankPage(index, pageIndex, entries, analysis)).filter((list) => list.length > 0)
    ranked.sort((a, b) => compare(a[0], b[0]))

    // Algolia's distinct 0 (or false) keeps every record.
    const perPage = distinct > 0 ? distinct : Infinity
    // Each page's best records, in rank order among all (as Algolia's distinct leaves them).
    const hits = ranked.flatMap((list) => list.slice(0, perPage)).sort(compare)
    const window = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    const loaded = await Promise.all([...new Set(window.map((hit) => hit.page))].map(async (pageIndex) => [pageIndex, await recordsOf(index, pageIndex)] as const))
    const records = new Map(loaded)
    return {
      records: window.map((hit) => records.get(hit.page)![hit.record]),
      nbHits: ranked.length,
      nbPages: Math.ceil(hits.length / hitsPerPage),
      analysis,
    }
  }

  return { search }
}

export type Engine = ReturnType<typeof createEngine>
