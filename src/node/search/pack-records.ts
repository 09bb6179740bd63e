/** Build side of src/search/packed-records.ts: a page's records, packed for the embedded index. */
import { isDeepStrictEqual } from 'util'
import { EMPTY_HIERARCHY, unpackRecords, type PackedRecords, type Row } from '../../search/packed-records'
import { LEVELS, type SearchRecord } from '../../search/record'

/** Packs one page's records (the records of one Pagefind document); throws if they do not survive the trip. */
export function packRecords(records: SearchRecord[]): PackedRecords {
  const [first] = records
  let previous = EMPTY_HIERARCHY
  const rows = records.map((record): Row => {
    const changes = Object.fromEntries(LEVELS.filter((level) => record.hierarchy[level] !== previous[level]).map((level) => [level, record.hierarchy[level]]))
    previous = record.hierarchy
    return [record.objectID, record.type, record.anchor, changes, record.content, record.weight.position]
  })
  const packed = { url: first.url_without_anchor, docusaurus_tag: first.docusaurus_tag, pageRank: first.weight.pageRank, rows }
  // Build-time guard: records that differ in what a page shares (URL, tag, language, rank) cannot be packed.
  if (!isDeepStrictEqual(unpackRecords(packed), records)) {
    throw new Error(`The search records of ${first.url_without_anchor} cannot be packed without loss`)
  }
  return packed
}
