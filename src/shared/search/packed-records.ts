/**
 * A page's search records as the embedded index stores them (one file per page, loaded for the hits it
 * shows). Full records repeat the page URL, tag and the whole heading
 * hierarchy in every record; packed, a page stores those once and each record keeps only what changes:
 * its type, its anchor unless it is the previous record's, the heading levels that changed, its text,
 * and its position only when that is not its place in the list. Record ids are `<page id>-<position>`.
 * Unpacking gives back exactly the records that were packed (`packRecords`, at build time, checks it).
 */
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
}

export const EMPTY_HIERARCHY = Object.fromEntries(LEVELS.map((level) => [level, null])) as Hierarchy

export function unpackRecords(packed: PackedRecords): SearchRecord[] {
  let hierarchy = EMPTY_HIERARCHY
  let anchor: string | null = null
  return packed.rows.map((row, index) => {
    const [type, anchorOrSame, changes, content, position = index] = row
    hierarchy = { ...hierarchy, ...changes }
    if (anchorOrSame !== SAME_ANCHOR) anchor = anchorOrSame
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
      weight: { level: levelWeight(type), position, pageRank: packed.pageRank },
    }
  })
}
