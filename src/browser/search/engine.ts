/**
 * The embedded search engine: answers a query from the index the build wrote (format:
 * src/shared/search/index-format.ts), ranking as Algolia does with the site's index settings
 * (src/shared/search/ranking.ts). It loads what a query needs: the manifest and the vocabulary (all of it,
 * with the first query), the postings shards of the words a query matches, and what its hits show: a page's
 * title from the titles file, any other record from its page's records shard. Everything loaded is kept for
 * the next query.
 *
 * Only the pages that can reach the hits asked for are ranked record by record: a bound from each page's
 * postings puts the pages in order, and a page whose bound falls below the last hit needed is counted but
 * not ranked (page-bound.ts). The hits are the ones ranking every page would give.
 */
import { analyzeQuery, type AnalyzedQuery } from '../../shared/search/analysis'
import {
  attributeKinds,
  decodeDictionaryShard,
  decodePostings,
  decodePostingsShard,
  decodeRecordsShard,
  dictionaryFile,
  pageOffsets,
  PAGES_FILE,
  postingsFile,
  rankOf,
  recordsFile,
  recordTypeAt,
  TITLES_FILE,
  shardOf,
  type IndexManifest,
  type PostingList,
  type TitleEntry,
} from '../../shared/search/index-format'
import { firstCharacter, typedTexts } from '../../shared/search/matching'
import { unpackRecord, type PackedRecords } from '../../shared/search/packed-records'
import { countsIn, evaluate, parseCustomRanking, rankingComparator, type Occurrence, type Ranked } from '../../shared/search/ranking'
import { kindOfRank, PAGE_RANK } from '../../shared/search/page-kind'
import type { SearchRecord } from '../../shared/search/record'
import { attributeModel, INDEX_SETTINGS, searchablePaths, type IndexSettings } from '../../shared/search/settings'
import { synonymChains, synonymTable, type SynonymTable } from '../../shared/search/synonyms'
import { MAX_QUERY_WORDS, parseQuery } from '../../shared/search/tokens'
import { boundOrder, type TierKey } from './bound-order'
import type { ByteRange } from './byte-ranges'
import { customWeight } from './custom-weights'
import { inheritedGroups, type InheritedGroup } from './inherited-records'
import { countBits, pageBound, pageCeiling, type Span } from './page-bound'

/** Reads the index's files: the manifest, and a version's files as their decompressed bytes. */
export interface IndexSource {
  manifest: () => Promise<IndexManifest>
  file: (version: string, name: string) => Promise<Uint8Array>
  /**
   * Byte ranges of a version's file with one request, each decompressed; null when the host does not serve
   * them. Without it, or once it answers null, the engine reads records shards.
   */
  ranges?: (version: string, name: string, ranges: ByteRange[]) => Promise<Uint8Array[] | null>
}

export interface EngineQuery {
  page?: number
  hitsPerPage?: number
  /** Records per page at most (Algolia's `distinct`): 1 on /search, more in the modal. */
  distinct?: number
  /**
   * Algolia's `optionalFilters`, on the one facet the index keeps per page, its kind (`kind:changelog`): a page
   * scores one for each it matches, ranked by the `filters` criterion.
   */
  optionalFilters?: string[]
}

/** A page's score for the query's optional filters (FilterScore). */
type FilterScore = (rank: number) => number

/**
 * A page's `filters` score, by its rank (each kind of page has its own: page-kind.ts), worked out once per
 * query for each rank: it is read for every page the query's words are on.
 */
export function filterScore(optionalFilters: string[]): FilterScore {
  const kinds = optionalFilters.flatMap((filter) => (filter.startsWith('kind:') ? [filter.slice('kind:'.length)] : []))
  const byRank = new Map(Object.values(PAGE_RANK).map((rank) => [rank as number, kinds.filter((kind) => kind === kindOfRank(rank)).length]))
  return (rank) => byRank.get(rank) ?? 0
}

/** For counting records, where the order does not matter. */
const NO_FILTERS: FilterScore = () => 0

export interface EngineResult {
  records: SearchRecord[]
  /** Pages found (each page is one result, whatever its number of records); records found with distinct 0. */
  nbHits: number
  nbPages: number
  /** Pages whose records were ranked one by one; the others could not reach the hits asked for. */
  ranked: number
  /** Pages whose bound was computed; the others were left out on their ceiling (page-bound.ts). */
  bounded: number
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
  const weights = custom.map(({ attribute }) => customWeight(attribute))
  /** A record's custom ranking values, written into `out`. */
  const writeCustom = (rank: number, type: number, record: number, links: readonly number[] | undefined, out: number[]) => {
    for (let at = 0; at < weights.length; at += 1) out[at] = weights[at].value(rank, type, record, links)
    return out
  }
  const customValues = (rank: number, type: number, record: number, links: readonly number[] | undefined) => writeCustom(rank, type, record, links, [])
  let manifest: Promise<IndexManifest> | undefined
  const files = new Map<string, Promise<Uint8Array>>()
  const shards = new Map<number, Promise<Map<string, Uint8Array>>>()
  const postings = new Map<string, Promise<PostingList>>()
  const recordsShards = new Map<number, Promise<(page: number) => PackedRecords>>()

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

  let synonyms: { index: IndexManifest; table: SynonymTable } | undefined
  /** The synonyms the index was built with (synonyms.ts), as a table made once. */
  const synonymsOf = (index: IndexManifest) => (synonyms?.index === index ? synonyms : (synonyms = { index, table: synonymTable(index.synonyms ?? []) })).table

  let vocabulary: Promise<Map<string, [string, number][]>> | undefined
  /**
   * The whole vocabulary, by first character, loaded with the first query (a failed load is forgotten): it is
   * small (about 30 KB gzip at 2,000 docs), and with it every later query knows at once which words it
   * matches, so all its postings shards load together instead of after the vocabulary.
   */
  function vocabularyOf(index: IndexManifest): Promise<Map<string, [string, number][]>> {
    if (!vocabulary) {
      vocabulary = Promise.all(index.dictionary.map((_, shard) => file(index.version, dictionaryFile(shard)))).then((texts) => {
        const byCharacter = new Map<string, [string, number][]>()
        for (const bytes of texts) {
          for (const entry of decodeDictionaryShard(decoder.decode(bytes))) {
            const key = firstCharacter(entry[0])
            const list = byCharacter.get(key)
            if (list) list.push(entry)
            else byCharacter.set(key, [entry])
          }
        }
        return byCharacter
      })
      vocabulary.catch(() => (vocabulary = undefined))
    }
    return vocabulary
  }

  /** A postings shard, loaded once (a failed load is forgotten). */
  function postingsShard(index: IndexManifest, shard: number): Promise<Map<string, Uint8Array>> {
    let words = shards.get(shard)
    if (!words) {
      words = file(index.version, postingsFile(shard)).then(decodePostingsShard)
      words.catch(() => shards.delete(shard))
      shards.set(shard, words)
    }
    return words
  }

  function postingsOf(index: IndexManifest, word: string): Promise<PostingList> {
    let found = postings.get(word)
    if (!found) {
      found = postingsShard(index, shardOf(index.postings, word)).then((all) => {
        const bytes = all.get(word)
        return decodePostings(bytes ?? new Uint8Array(0), kinds)
      })
      found.catch(() => postings.delete(word))
      postings.set(word, found)
    }
    return found
  }

  let titles: Promise<TitleEntry<PackedRecords>[]> | undefined
  /** Every page's first record and its records' types (TITLES_FILE), loaded once (a failed load is forgotten). */
  function titlesOf(index: IndexManifest): Promise<TitleEntry<PackedRecords>[]> {
    if (!titles) {
      titles = file(index.version, TITLES_FILE).then((bytes) => JSON.parse(decoder.decode(bytes)) as TitleEntry<PackedRecords>[])
      titles.catch(() => (titles = undefined))
    }
    return titles
  }

  /** A page's records, packed (unpacked one by one for the hits: see unpackRecord). */
  async function recordsOf(index: IndexManifest, page: number): Promise<PackedRecords> {
    const shard = shardOf(index.records, page)
    let found = recordsShards.get(shard)
    if (!found) {
      found = file(index.version, recordsFile(shard)).then((bytes) => decodeRecordsShard<PackedRecords>(decoder.decode(bytes)))
      found.catch(() => recordsShards.delete(shard))
      recordsShards.set(shard, found)
    }
    return (await found)(page - index.records[shard])
  }

  /** Pages read from PAGES_FILE, by page. */
  const pageRecords = new Map<number, PackedRecords>()
  // Until the host shows it does not serve byte ranges (see IndexSource.ranges).
  let rangesServed = source.ranges !== undefined

  /**
   * The records of the pages a query shows. A query's hits are spread over the index: one request of byte
   * ranges of PAGES_FILE reads them all, where a records shard each would take ten or more requests. Records
   * shards serve a host without ranges, and an index without PAGES_FILE.
   */
  async function recordsOfPages(index: IndexManifest, pages: number[]): Promise<Map<number, PackedRecords>> {
    const missing = pages.filter((page) => !pageRecords.has(page))
    if (missing.length > 0 && rangesServed && index.pageBytes) {
      const offsets = pageOffsets(index.pageBytes)
      const parts = await source.ranges!(index.version, PAGES_FILE, missing.map((page): ByteRange => [offsets[page], offsets[page + 1]]))
      if (parts === null) rangesServed = false
      else missing.forEach((page, part) => pageRecords.set(page, JSON.parse(decoder.decode(parts[part])) as PackedRecords))
    }
    return new Map(await Promise.all(pages.map(async (page) => [page, pageRecords.get(page) ?? (await recordsOf(index, page))] as const)))
  }

  /**
   * A page's candidates, best first: each record with words of its own, with the words of the headings
   * above it (and the page title and section) that it inherits, as a DocSearch record repeats its hierarchy.
   * `score` gives the page's score for the query's optional filters (filterScore).
   */
  function rankPage(index: IndexManifest, page: number, entries: Entry[], analysis: AnalyzedQuery, score: FilterScore): Candidate[] {
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
      const occurrences: Occurrence[] = list
      for (const entry of inherited) {
        if (entry.record < record && record <= entry.until) occurrences.push(entry)
      }
      const criteria = evaluate(analysis.words, occurrences, attributes)
      if (!criteria) continue
      candidates.push({ page, record, criteria, custom: customValues(rank, list[0].type, record, index.links?.[page]), filters: score(rank) })
    }
    return candidates.sort((a, b) => compare(a, b))
  }

  function entriesOf(spans: Span[]): Entry[] {
    const entries: Entry[] = []
    for (const { matches, postings: list, start, end } of spans) {
      for (let at = start; at < end; at += 1) {
        const part = list.part[at] === 1
        for (const match of matches) {
          entries.push({
            word: match.word,
            part: match.part,
            chain: match.chain,
            typos: match.typos,
            exact: match.exact && !part,
            literal: match.literal && !part,
            attribute: list.attribute[at],
            position: list.position[at],
            length: list.length[at],
            record: list.record[at],
            until: list.until[at],
            type: list.type[at],
          })
        }
      }
    }
    return entries
  }

  /** A page's bound (page-bound.ts), with its records' custom ranking values. */
  function boundOf(index: IndexManifest, page: number, spans: Span[], analysis: AnalyzedQuery, score: FilterScore): Ranked {
    const rank = rankOf(index.ranks, page)
    const links = index.links?.[page]
    return pageBound(spans, analysis.words, attributes, (type, record, out) => writeCustom(rank, type, record, links, out), weights.length, compareBounds, score(rank))
  }
  const compareBounds = rankingComparator(settings.ranking, custom)

  /** What a page's bound cannot beat (page-bound.ts), for ordering the pages before their bounds are computed. */
  function ceilingOfPage(index: IndexManifest, page: number, spans: Span[], analysis: AnalyzedQuery, score: FilterScore): Ranked {
    const rank = rankOf(index.ranks, page)
    const links = index.links?.[page]
    const ceiling = pageCeiling(spans, analysis.words, attributes, score(rank))
    for (let at = 0; at < weights.length; at += 1) {
      ceiling.custom[at] = weights[at].ceiling(custom[at].descending, rank, ceiling.types, ceiling.first, ceiling.last, links)
    }
    return ceiling
  }

  /**
   * How many of the query's words a page's postings have, and the fewest typos each of them has there, summed:
   * its bound has no more words, and with as many, no fewer typos (bound-order.ts).
   */
  function tierOf(spans: Span[], words: number): TierKey {
    let bits = 0
    fewestTypos.fill(Infinity, 0, words)
    for (const { matches } of spans) {
      for (const match of matches) {
        bits |= 1 << match.word
        if (match.typos < fewestTypos[match.word]) fewestTypos[match.word] = match.typos
      }
    }
    let typos = 0
    for (let word = 0; word < words; word += 1) if (fewestTypos[word] !== Infinity) typos += fewestTypos[word]
    return { words: countBits(bits), typos: typosTiered ? typos : 0 }
  }
  const fewestTypos = new Float64Array(MAX_QUERY_WORDS)
  // Typos split a tier only where they are the criterion right after words.
  const typosTiered = settings.ranking[1] === 'typo'

  /** How many of a page's records match the query, without ranking them where that can be told. */
  function countRecords(index: IndexManifest, page: number, spans: Span[], analysis: AnalyzedQuery, inheritors: boolean): number {
    const records = new Set<number>()
    const postings: { record: number; until: number }[] = []
    for (const { matches, postings: list, start, end } of spans) {
      // A part of an identifier or of a synonym of several words matches only next to the others (ranking.ts,
      // partChains): rank to know.
      if (matches.some((match) => match.part >= 0)) {
        const entries = entriesOf(spans)
        // Counted, not ordered: the filters score does not change which records match.
        return rankPage(index, page, entries, analysis, NO_FILTERS).length + (inheritors ? inheritedCount(entries, analysis) : 0)
      }
      // A token reached only through a typo does not match where typos are off, as evaluate() has it.
      const typos = Math.min(...matches.map((match) => match.typos))
      for (let at = start; at < end; at += 1) {
        if (!countsIn(attributes, list.attribute[at], typos)) continue
        records.add(list.record[at])
        if (inheritors) postings.push({ record: list.record[at], until: list.until[at] })
      }
    }
    // Every record a heading's words reach matches them (no parts to chain).
    let inherited = 0
    if (inheritors) for (const group of inheritedGroups(postings)) inherited += group.records.length
    return records.size + inherited
  }

  const compare = (a: Candidate, b: Candidate) => compareBounds(a, b) || a.page - b.page || a.record - b.record

  /** The occurrences a group's records inherit: those of the headings that cover them. */
  const coveringEntries = (entries: Entry[], group: InheritedGroup) => entries.filter((entry) => entry.until > entry.record && group.headings.includes(entry.record))

  /** How many of a page's records match only through the headings above them (see inheritedGroups). */
  function inheritedCount(entries: Entry[], analysis: AnalyzedQuery): number {
    let count = 0
    for (const group of inheritedGroups(entries)) if (evaluate(analysis.words, coveringEntries(entries, group), attributes)) count += group.records.length
    return count
  }

  /**
   * A page's records that match only through the headings above them, ranked: their types, for the custom
   * ranking, come from the titles file (the postings do not have them). Records covered by the same
   * headings have the same criteria, evaluated once.
   */
  function inheritorsOf(index: IndexManifest, page: number, entries: Entry[], types: string, analysis: AnalyzedQuery, score: FilterScore): Candidate[] {
    const rank = rankOf(index.ranks, page)
    const candidates: Candidate[] = []
    for (const group of inheritedGroups(entries)) {
      const criteria = evaluate(analysis.words, coveringEntries(entries, group), attributes)
      if (!criteria) continue
      for (const record of group.records) {
        candidates.push({ page, record, criteria, custom: customValues(rank, recordTypeAt(types, record), record, index.links?.[page]), filters: score(rank) })
      }
    }
    return candidates
  }

  async function search(query: string, { page = 0, hitsPerPage = 20, distinct = settings.distinct, optionalFilters = [] }: EngineQuery = {}): Promise<EngineResult> {
    const index = await getManifest()
    const score = filterScore(optionalFilters)
    const words = parseQuery(query)
    const empty = { records: [], nbHits: 0, nbPages: 0, ranked: 0, bounded: 0 }
    if (words.length === 0) return { ...empty, analysis: { words, matches: new Map() } }
    // The postings shard where a word as typed sorts nearly always holds what it matches (the word, its plural,
    // its completions and most corrections sort next to it): it starts loading with the vocabulary, not after.
    for (const text of typedTexts(words)) void postingsShard(index, shardOf(index.postings, text))
    // Algolia's distinct 0 (or false) keeps every record. With several records a page, the titles file types
    // the records that match through a heading (see below): it starts loading now.
    const perPage = distinct > 0 ? distinct : Infinity
    if (perPage > 1) void titlesOf(index).catch(() => undefined)
    const lexicon = await vocabularyOf(index)
    const analysis = analyzeQuery(query, (key) => lexicon.get(key) ?? [], settings, synonymsOf(index))
    const tokens = [...analysis.matches.keys()]
    const found = await Promise.all(tokens.map((token) => postingsOf(index, token)))

    // Each page's postings, as ranges of its tokens' lists (a list is in page order).
    const spansByPage = new Map<number, Span[]>()
    found.forEach((list, token) => {
      const matches = analysis.matches.get(tokens[token])!
      for (let run = 0; run < list.pages.length; run += 1) {
        const pageIndex = list.pages[run]
        let spans = spansByPage.get(pageIndex)
        if (!spans) spansByPage.set(pageIndex, (spans = []))
        spans.push({ matches, postings: list, start: list.starts[run], end: list.starts[run + 1] })
      }
    })

    const needed = (page + 1) * hitsPerPage
    // With a number of records per page, pages go in the order of the best their records could do, and a
    // page that cannot beat the last hit needed is counted, not ranked (see page-bound.ts). (Words first is
    // what makes the bound hold.)
    const prune = perPage !== Infinity && settings.ranking[0] === 'words'
    const pageIndexes = [...spansByPage.keys()]
    let at = 0
    let bounded = 0
    const ordered = prune
      ? boundOrder(
          pageIndexes.map((pageIndex) => ({ page: pageIndex, ...tierOf(spansByPage.get(pageIndex)!, analysis.words.length) })),
          (pageIndex) => ((bounded += 1), boundOf(index, pageIndex, spansByPage.get(pageIndex)!, analysis, score)),
          compareBounds,
          (pageIndex) => ceilingOfPage(index, pageIndex, spansByPage.get(pageIndex)!, analysis, score),
        )
      : null
    const next = (): { page: number; bound: Ranked | null } | undefined => (ordered ? ordered.next() : at < pageIndexes.length ? { page: pageIndexes[at++], bound: null } : undefined)
    // How many of a page's records a page that is not ranked shows: with one a page, one, unless a query word
    // is found as several words that must be next to each other to match at all (an identifier's parts, a
    // synonym's words: see countRecords).
    const chained = analysis.words.some((word) => word.parts || synonymChains(word).length > 0)
    const unranked = (pageIndex: number) => (perPage === 1 && !chained ? 1 : countRecords(index, pageIndex, spansByPage.get(pageIndex)!, analysis, perPage > 1))
    let hits: Candidate[] = []
    let last: Candidate | undefined
    let nbHits = 0
    let shown = 0
    let ranked = 0
    for (let entry = next(); entry; entry = next()) {
      const { page: pageIndex, bound } = entry
      // Pages come in bound order and the last hit needed only gets better: once one page cannot beat it,
      // none of those left can.
      if (last && bound && compareBounds(bound, last) > 0) {
        for (const pruned of [pageIndex, ...ordered!.rest()]) {
          const count = unranked(pruned)
          if (count > 0) nbHits += 1
          shown += Math.min(perPage, count)
        }
        break
      }
      const spans = spansByPage.get(pageIndex)!
      const entries = entriesOf(spans)
      const list = rankPage(index, pageIndex, entries, analysis, score)
      ranked += 1
      if (list.length === 0) continue
      nbHits += 1
      // With one record a page, the page's best record is one with words of its own (see below).
      shown += Math.min(perPage, list.length + (perPage > 1 ? inheritedCount(entries, analysis) : 0))
      for (const hit of list.slice(0, perPage)) hits.push(hit)
      // Keep the hits needed, and the last of them: a page that cannot beat it is not ranked.
      if (prune && hits.length >= 2 * needed) {
        hits = hits.sort(compare).slice(0, needed)
        last = hits[needed - 1]
      }
    }
    // Each page's best records, in rank order among all (as Algolia's distinct leaves them).
    hits.sort(compare)
    if (perPage > 1 && hits.length > 0) {
      // A record that matches only through a heading above it ranks below that heading (it has a subset of
      // the heading's occurrences and a lower level), so it is never a page's best record, and only the pages
      // among the hits can show one: they add theirs, typed from the titles file, and the hits are chosen again.
      const heads = [...new Set(hits.slice(0, needed).map((hit) => hit.page))]
      const table = await titlesOf(index)
      const extra = heads.map((pageIndex) => inheritorsOf(index, pageIndex, entriesOf(spansByPage.get(pageIndex)!), table[pageIndex].types, analysis, score))
      if (extra.some((list) => list.length > 0)) {
        const byPage = new Map<number, Candidate[]>()
        for (const hit of [...hits, ...extra.flat()]) {
          const list = byPage.get(hit.page)
          if (list) list.push(hit)
          else byPage.set(hit.page, [hit])
        }
        hits = [...byPage.values()].flatMap((list) => list.sort(compare).slice(0, perPage)).sort(compare)
      }
    }
    const window = hits.slice(page * hitsPerPage, needed)
    // A page's title comes from the titles file, unless its page's records are loaded already (another of the
    // page's hits needs them); other records from the page's records shard.
    const pagesShown = [...new Set(window.filter((hit) => hit.record !== 0).map((hit) => hit.page))]
    const fromTitles = (hit: Candidate) => hit.record === 0 && !pagesShown.includes(hit.page)
    const [table, records] = await Promise.all([window.some(fromTitles) ? titlesOf(index) : [], recordsOfPages(index, pagesShown)])
    return {
      records: window.map((hit) => unpackRecord(records.get(hit.page) ?? table[hit.page], hit.record)),
      nbHits: perPage === Infinity ? shown : nbHits,
      nbPages: Math.ceil(shown / hitsPerPage),
      ranked,
      bounded,
      analysis,
    }
  }

  return { search }
}

export type Engine = ReturnType<typeof createEngine>
