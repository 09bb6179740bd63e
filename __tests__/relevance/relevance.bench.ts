/**
 * npm run bench:relevance — top-1, top-3 and MRR of the relevance set (__tests__/support/search-relevance-set.ts)
 * and of the sets a second, a third, a fourth, a fifth, a sixth, a seventh, an eighth, a ninth, a tenth, an
 * eleventh, a twelfth, a thirteenth, a fourteenth, a fifteenth, a sixteenth and a seventeenth reader wrote
 * (search-relevance-holdout.ts, search-relevance-third.ts, search-relevance-fourth.ts, search-relevance-fifth.ts,
 * search-relevance-sixth.ts, search-relevance-seventh.ts, search-relevance-eighth.ts, search-relevance-ninth.ts,
 * search-relevance-tenth.ts, search-relevance-eleventh.ts, search-relevance-twelfth.ts, search-relevance-thirteenth.ts,
 * search-relevance-fourteenth.ts, search-relevance-fifteenth.ts, search-relevance-sixteenth.ts,
 * search-relevance-seventeenth.ts),
 * for the embedded engine and for hosted mode (the Algolia stand-in with the uploaded settings and synonyms),
 * every miss listed. Needs a build (public/ and .cache/search/).
 */
import path from 'path'
import { RECORDS_FILE } from '../../src/shared/files'
import { atPageLevel, embeddedSearch, formatReport, hostedSearch, measureRelevance, type Search } from '../support/relevance'
import { RELEVANCE_HOLDOUT } from '../support/search-relevance-holdout'
import { RELEVANCE_SET, type RelevanceCase } from '../support/search-relevance-set'
import { RELEVANCE_FIFTH_SET } from '../support/search-relevance-fifth'
import { RELEVANCE_FOURTH_SET } from '../support/search-relevance-fourth'
import { RELEVANCE_SIXTH_SET } from '../support/search-relevance-sixth'
import { RELEVANCE_SEVENTH_SET } from '../support/search-relevance-seventh'
import { RELEVANCE_EIGHTH_SET } from '../support/search-relevance-eighth'
import { RELEVANCE_NINTH_SET } from '../support/search-relevance-ninth'
import { RELEVANCE_TENTH_SET } from '../support/search-relevance-tenth'
import { RELEVANCE_ELEVENTH_SET } from '../support/search-relevance-eleventh'
import { RELEVANCE_TWELFTH_SET } from '../support/search-relevance-twelfth'
import { RELEVANCE_THIRTEENTH_SET } from '../support/search-relevance-thirteenth'
import { RELEVANCE_FOURTEENTH_SET } from '../support/search-relevance-fourteenth'
import { RELEVANCE_FIFTEENTH_SET } from '../support/search-relevance-fifteenth'
import { RELEVANCE_SIXTEENTH_SET } from '../support/search-relevance-sixteenth'
import { RELEVANCE_SEVENTEENTH_SET } from '../support/search-relevance-seventeenth'
import { RELEVANCE_THIRD_SET } from '../support/search-relevance-third'

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
  const found = [
    await report('The relevance set', RELEVANCE_SET, embedded, hosted),
    await report('The second set (written from the content alone by a reader who saw neither the engine nor the first set)', RELEVANCE_HOLDOUT, embedded, hosted),
    await report('The third set (written from the content alone by a reader who saw neither the engine nor the other sets)', RELEVANCE_THIRD_SET, embedded, hosted),
    await report('The fourth set (written from the content alone by a reader who saw neither the engine, its synonyms nor the other sets)', RELEVANCE_FOURTH_SET, embedded, hosted),
    await report('The fifth set (the same; written after every change it could measure, and measured once)', RELEVANCE_FIFTH_SET, embedded, hosted),
    await report('The sixth set (the same, 80 queries in the first set\'s kinds; measured once before its misses were read)', RELEVANCE_SIXTH_SET, embedded, hosted),
    await report('The seventh set (the same, 80 queries; measured once before its misses were read)', RELEVANCE_SEVENTH_SET, embedded, hosted),
    await report('The eighth set (the same, 80 queries; measured once before its misses were read)', RELEVANCE_EIGHTH_SET, embedded, hosted),
    await report('The ninth set (the same, 80 queries by a reader integrating a furniture shop; measured once before its misses were read)', RELEVANCE_NINTH_SET, embedded, hosted),
    await report('The tenth set (the same, 80 queries by a reader integrating an online pharmacy; measured once before its misses were read)', RELEVANCE_TENTH_SET, embedded, hosted),
    await report('The eleventh set (the same, 80 queries by a reader integrating an outdoor-gear shop; measured once before its misses were read)', RELEVANCE_ELEVENTH_SET, embedded, hosted),
    await report('The twelfth set (the same, 80 queries by a reader integrating a bicycle shop; measured once before its misses were read)', RELEVANCE_TWELFTH_SET, embedded, hosted),
    await report('The thirteenth set (the same, 80 queries by a reader at a third-party-logistics warehouse; measured once before its misses were read)', RELEVANCE_THIRTEENTH_SET, embedded, hosted),
    await report('The fourteenth set (the same, 80 queries by a reader building a multi-merchant shipping plugin at an agency; measured once before its misses were read)', RELEVANCE_FOURTEENTH_SET, embedded, hosted),
    await report('The fifteenth set (the same, 80 queries by a reader at a furniture shop moving from another provider; written from the content as it was before the content changes it then measured)', RELEVANCE_FIFTEENTH_SET, embedded, hosted),
    await report('The sixteenth set (the same, 80 queries by a reader connecting a spare-parts wholesaler\'s ERP; written after the content changes the fifteenth measured, measured once before its misses were read)', RELEVANCE_SIXTEENTH_SET, embedded, hosted),
    await report('The seventeenth set (the same, 80 queries by a freelancer integrating a bookshop and a cosmetics shop; written after every content change of its stop, measured once before its misses were read)', RELEVANCE_SEVENTEENTH_SET, embedded, hosted),
  ]
  // Every case was answered by both: a missing index would score zero, not crash silently.
  for (const top3 of found) expect(top3).toBeGreaterThan(0)
}, 120_000)
