/**
 * npm run bench:relevance — top-1, top-3 and MRR of the relevance set (__tests__/support/search-relevance-set.ts)
 * and of the sets other readers wrote, every one that __tests__/support/relevance-sets.ts lists,
 * for the embedded engine and for hosted mode (the Algolia stand-in with the uploaded settings and synonyms),
 * every miss listed. Needs a build (public/ and .cache/search/).
 */
import path from 'path'
import { RECORDS_FILE } from '../../src/shared/files'
import { RELEVANCE_SETS } from '../support/relevance-sets'
import { atPageLevel, embeddedSearch, formatReport, hostedSearch, measureRelevance, type Search } from '../support/relevance'
import type { RelevanceCase } from '../support/search-relevance-set'

const root = path.join(__dirname, '../..')

/** Per kind of query: how many of its cases the engine puts first, and in the top 3. */
function byKind(cases: RelevanceCase[], misses: { query: string; rank: number | null }[]): string {
  const kinds = [...new Set(cases.map((entry) => entry.kind))]
  return kinds
    .map((kind) => {
      const ofKind = cases.filter((entry) => entry.kind === kind)
      const missed = misses.filter((miss) => ofKind.some((entry) => entry.query === miss.query))
      const top1 = (ofKind.length - missed.length) / ofKind.length
      const top3 = (ofKind.length - missed.filter((miss) => miss.rank === null || miss.rank > 3).length) / ofKind.length
      return `  ${kind}: top-1 ${(top1 * 100).toFixed(0)}%, top-3 ${(top3 * 100).toFixed(0)}% (${ofKind.length})`
    })
    .join('\n')
}

async function report(name: string, cases: RelevanceCase[], embedded: Search, hosted: Search) {
  const inEmbedded = await measureRelevance(cases, embedded)
  const inHosted = await measureRelevance(cases, hosted)
  const pages = await measureRelevance(atPageLevel(cases), embedded)
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`
  console.log(
    `${name}\n\n${formatReport('Embedded engine', inEmbedded, cases.length)}\n\nBy kind (embedded):\n${byKind(cases, inEmbedded.misses)}\n` +
      `The right page at any of its sections (embedded): top-1 ${percent(pages.top1)}, top-3 ${percent(pages.top3)}, MRR ${pages.mrr.toFixed(3)}\n\n` +
      formatReport('Hosted (Algolia stand-in)', inHosted, cases.length),
  )
  return inEmbedded.top3 + inHosted.top3
}

it('measures relevance for both engines, on every set', async () => {
  const embedded = embeddedSearch(path.join(root, 'public'))
  const hosted = hostedSearch(path.join(root, RECORDS_FILE))
  const found: number[] = []
  for (const { description, cases } of RELEVANCE_SETS) found.push(await report(description, cases, embedded, hosted))
  // Every case was answered by both: a missing index would score zero, not crash silently.
  for (const top3 of found) expect(top3).toBeGreaterThan(0)
}, 120_000)
