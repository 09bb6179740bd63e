/**
 * The records of a page that match a query only through the headings above them. A DocSearch record repeats
 * its whole hierarchy, so Algolia finds every record under a heading with the query's words; the index
 * stores a heading's words once, at the heading's record, with the last record it covers (`until`). The
 * records under it that have no words of their own in the query are found here, grouped by the headings that
 * cover them: a group's records have the same occurrences, so they rank alike but for their custom ranking.
 */
export interface InheritedGroup {
  /** The heading records whose words the group's records inherit. */
  headings: number[]
  records: number[]
}

/** From a page's postings (or entries) for the query: where each occurs and the last record it covers. */
export function inheritedGroups(occurrences: Iterable<{ record: number; until: number }>): InheritedGroup[] {
  const owners = new Set<number>()
  const covers = new Map<number, number>()
  for (const { record, until } of occurrences) {
    owners.add(record)
    if (until > record) covers.set(record, until)
  }
  if (covers.size === 0) return []
  const headings = [...covers].sort((a, b) => a[0] - b[0])
  let last = 0
  for (const [, until] of headings) last = Math.max(last, until)
  const groups = new Map<string, InheritedGroup>()
  for (let record = headings[0][0] + 1; record <= last; record += 1) {
    if (owners.has(record)) continue
    const covering: number[] = []
    for (const [heading, until] of headings) if (heading < record && record <= until) covering.push(heading)
    if (covering.length === 0) continue
    const key = covering.join()
    const group = groups.get(key)
    if (group) group.records.push(record)
    else groups.set(key, { headings: covering, records: [record] })
  }
  return [...groups.values()]
}
