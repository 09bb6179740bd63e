/**
 * A page's search records as the embedded index stores them. Pagefind keeps each page's records as
 * metadata, and its memory while indexing grows with that metadata (measured: about 1 GB for 2,300 pages
 * of full records, 0.3 GB without). Full records repeat the page URL, tag and the whole heading hierarchy
 * in every record; packed, a page stores those once and each record keeps only what changes. Unpacking
 * gives back exactly the records that were packed (`packRecords`, at build time, checks it).
 */
import { LEVELS, levelWeight, type Hierarchy, type RecordType, type SearchRecord } from './record'

/** [objectID, type, anchor, hierarchy levels that differ from the previous record's, content, position] */
export type Row = [string, RecordType, string | null, Partial<Hierarchy>, string | null, number]

export interface PackedRecords {
  url: string
  docusaurus_tag: string
  pageRank: number
  rows: Row[]
}

export const EMPTY_HIERARCHY = Object.fromEntries(LEVELS.map((level) => [level, null])) as Hierarchy

export function unpackRecords(packed: PackedRecords): SearchRecord[] {
  let hierarchy = EMPTY_HIERARCHY
  return packed.rows.map(([objectID, type, anchor, changes, content, position]) => {
    hierarchy = { ...hierarchy, ...changes }
    return {
      objectID,
      url: anchor ? `${packed.url}#${anchor}` : packed.url,
      url_without_anchor: packed.url,
      anchor,
      type,
      hierarchy,
      content,
      language: 'en',
      docusaurus_tag: packed.docusaurus_tag,
      weight: { level: levelWeight(type), position, pageRank: packed.pageRank },
    }
  })
}
