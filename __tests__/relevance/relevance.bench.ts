/**
 * npm run bench:relevance — top-1, top-3 and MRR of the relevance set (__tests__/support/search-relevance-set.ts)
 * for the embedded engine and for hosted mode (the Algolia stand-in with the uploaded settings), every miss
 * listed. Needs a build (public/ and .cache/search/docsearch-records.json).
 */
import path from 'path'
import { RECORDS_FILE } from '../../src/shared/files'
import { embeddedSearch, formatReport, hostedSearch, measureRelevance } from '../support/relevance'
import { RELEVANCE_SET } from '../support/search-relevance-set'

const root = path.join(__dirname, '../..')

it('measures relevance for both engines', async () => {
  const embedded = await measureRelevance(RELEVANCE_SET, embeddedSearch(path.join(root, 'public')))
  const hosted = await measureRelevance(RELEVANCE_SET, hostedSearch(path.join(root, RECORDS_FILE)))
  // Per kind of query: how many of its cases the embedded engine puts first, and in the top 3.
  const kinds = [...new Set(RELEVANCE_SET.map((entry) => entry.kind))]
  const byKind = kinds.map((kind) => {
    const cases = RELEVANCE_SET.filter((entry) => entry.kind === kind)
    const missed = embedded.misses.filter((miss) => cases.some((entry) => entry.query === miss.query))
    const top1 = (cases.length - missed.length) / cases.length
    const top3 = (cases.length - missed.filter((miss) => miss.rank === null || miss.rank > 3).length) / cases.length
    return `  ${kind}: top-1 ${(top1 * 100).toFixed(0)}%, top-3 ${(top3 * 100).toFixed(0)}% (${cases.length})`
  })
  console.log(
    `${formatReport('Embedded engine', embedded, RELEVANCE_SET.length)}\n\nBy kind (embedded):\n${byKind.join('\n')}\n\n` +
      formatReport('Hosted (Algolia stand-in)', hosted, RELEVANCE_SET.length),
  )
  // Every case was answered by both: a missing index would score zero, not crash silently.
  expect(embedded.top3 + hosted.top3).toBeGreaterThan(0)
}, 120_000)
