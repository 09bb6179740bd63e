/** Build side of src/shared/search/packed-records.ts: a page's records, packed for the embedded index. */
import { isDeepStrictEqual } from 'util'
import { EMPTY_HIERARCHY, SAME_ANCHOR, linkRuns, unpackRecords, type PackedRecords, type Row } from '../../shared/search/packed-records'
import { LEVELS, type SearchRecord } from '../../shared/search/record'

/** Packs one page's records (one file of the embedded index); throws if they do not survive the trip. */
export function packRecords(records: SearchRecord[]): PackedRecords {
  const [first] = records
  let previous: SearchRecord | null = null
  const rows = records.map((record, index): Row => {
    const hierarchy = previous?.hierarchy ?? EMPTY_HIERARCHY
    const changes = Object.fromEntries(LEVELS.filter((level) => record.hierarchy[level] !== hierarchy[level]).map((level) => [level, record.hierarchy[level]]))
    const anchor = previous && record.anchor === previous.anchor ? SAME_ANCHOR : record.anchor
    previous = record
    const position = record.weight.position === index ? [] : [record.weight.position]
    return [record.type, anchor, changes, record.content, ...position] as Row
  })
  const links = linkRuns(records.map((record) => record.weight.links))
  const packed = {
    url: first.url_without_anchor,
    id: first.objectID.slice(0, first.objectID.lastIndexOf('-')),
    docusaurus_tag: first.docusaurus_tag,
    pageRank: first.weight.pageRank,
    rows,
    ...(links.length > 0 && { links }),
  }
  // Build-time guard: records that differ in what a page shares (URL, tag, language, rank, id) cannot be packed.
  if (!isDeepStrictEqual(unpackRecords(packed), records)) {
    throw new Error(`The search records of ${first.url_without_anchor} cannot be packed without loss`)
  }
  return packed
}
