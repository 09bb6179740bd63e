/**
 * A page's search records as the embedded index stores them (one file per page, loaded for the hits it
 * shows). Full records repeat the page URL, tag and the whole heading
 * hierarchy in every record; packed, a page stores those once and each record keeps only what changes:
 * its type, its anchor unless it is the previous record's, the heading levels that changed, its text,
 * and its position only when that is not its place in the list; the links that lead to its records, in runs. Record ids are `<page id>-<position>`.
 * Unpacking gives back exactly the records that were packed (`packRecords`, at build time, checks it).
 */
import { kindOfRank } from './page-kind'
import { LEVELS, levelWeight, type Hierarchy, type RecordType, type SearchRecord } from './record'

/** Stands for "the same anchor as the previous record". */
export const SAME_ANCHOR = 0

/** [type, anchor or SAME_ANCHOR, hierarchy levels that differ from the previous record's, content, position?] */
export type Row = [RecordType, string | null | typeof SAME_ANCHOR, Partial<Hierarchy>, string | null, number?]

export interface PackedRecords {
  url: string
  /** The records' ids without their `-<position>`. */
  id: string
  docusaurus_tag: string
  pageRank: number
  rows: Row[]
  /** The records that links lead to (weight.links), as linkRuns writes them; none on most pages. */
  links?: number[]
}

/**
 * A page's records' weight.links, in runs of consecutive records with the same count (a section's heading
 * and its paragraphs share their anchor, so their links): flat [first record, last record, links, …], none for 0.
 */
export function linkRuns(counts: number[]): number[] {
  const runs: number[] = []
  counts.forEach((count, record) => {
    const last = runs.length - 3
    if (count === 0) return
    if (last >= 0 && runs[last + 1] === record - 1 && runs[last + 2] === count) runs[last + 1] = record
    else runs.push(record, record, count)
  })
  return runs
}

/** A record's weight.links from its page's runs (linkRuns). */
export function linksAt(runs: readonly number[] | undefined, record: number): number {
  if (runs) for (let at = 0; at < runs.length; at += 3) if (runs[at] <= record && record <= runs[at + 1]) return runs[at + 2]
  return 0
}

export const EMPTY_HIERARCHY = Object.fromEntries(LEVELS.map((level) => [level, null])) as Hierarchy

/** The record at `index`, given the hierarchy and anchor in force there. */
function recordAt(packed: PackedRecords, index: number, hierarchy: Hierarchy, anchor: string | null): SearchRecord {
  const [type, , , content, position = index] = packed.rows[index]
  return {
    objectID: `${packed.id}-${position}`,
    url: anchor ? `${packed.url}#${anchor}` : packed.url,
    url_without_anchor: packed.url,
    anchor,
    type,
    hierarchy,
    content,
    language: 'en',
    docusaurus_tag: packed.docusaurus_tag,
    kind: kindOfRank(packed.pageRank),
    weight: { level: levelWeight(type), position, pageRank: packed.pageRank, links: linksAt(packed.links, index) },
  }
}

/** Calls `visit` with each record's hierarchy and anchor, up to the record at `last`. */
function walk(packed: PackedRecords, last: number, visit: (index: number, hierarchy: Hierarchy, anchor: string | null) => void): void {
  let hierarchy = EMPTY_HIERARCHY
  let anchor: string | null = null
  for (let index = 0; index <= last; index += 1) {
    const [, anchorOrSame, changes] = packed.rows[index]
    hierarchy = { ...hierarchy, ...changes }
    if (anchorOrSame !== SAME_ANCHOR) anchor = anchorOrSame
    visit(index, hierarchy, anchor)
  }
}

/** One record of a page, without making the others (a hit needs one or a few of its page's records). */
export function unpackRecord(packed: PackedRecords, index: number): SearchRecord {
  let record: SearchRecord | undefined
  walk(packed, index, (at, hierarchy, anchor) => {
    if (at === index) record = recordAt(packed, at, hierarchy, anchor)
  })
  return record!
}

export function unpackRecords(packed: PackedRecords): SearchRecord[] {
  const records: SearchRecord[] = []
  walk(packed, packed.rows.length - 1, (index, hierarchy, anchor) => records.push(recordAt(packed, index, hierarchy, anchor)))
  return records
}
