/**
 * Search relevance, measured the same way for both engines: for each case of the relevance set, the rank
 * of the expected page among the first results (one per page, as the /search page lists them). A result
 * counts when its path is the expected one and, if the case names an anchor, its anchor too.
 */
import fs from 'fs'
import path from 'path'
import { gunzipSync } from 'zlib'
import { toHostedRequest } from '../../src/browser/search/algolia-client'
import { searchedQuery } from '../../src/shared/search/change-intent'
import { createEngine } from '../../src/browser/search/engine'
import { SEARCH_INDEX_FOLDER, SEARCH_INDEX_MANIFEST, SYNONYMS_FILE } from '../../src/shared/files'
import { INDEX_SETTINGS } from '../../src/shared/search/settings'
import { siteRelativeUrl } from '../../src/shared/search/urls'
import { searchIndex } from './fake-algolia'
import type { RelevanceCase } from './search-relevance-set'

/** How many results are looked at: a miss is a case whose page is not among them. */
export const RESULTS_LOOKED_AT = 10

export type Search = (query: string) => Promise<string[]>

export interface RelevanceReport {
  top1: number
  top3: number
  mrr: number
  misses: { query: string; expected: string | string[]; rank: number | null; got: string[] }[]
}

/** A result is right when it is one of the case's answers: that path, and that anchor if the answer names one. */
export const matchesExpected = (result: string, expected: string | string[]) =>
  (Array.isArray(expected) ? expected : [expected]).some((answer) => (answer.includes('#') ? result === answer : result.split('#')[0] === answer))

export async function measureRelevance(cases: RelevanceCase[], search: Search): Promise<RelevanceReport> {
  let top1 = 0
  let top3 = 0
  let reciprocal = 0
  const misses: RelevanceReport['misses'] = []
  for (const { query, expected } of cases) {
    const results = await search(query)
    const index = results.findIndex((result) => matchesExpected(result, expected))
    const rank = index < 0 ? null : index + 1
    if (rank === 1) top1 += 1
    if (rank !== null && rank <= 3) top3 += 1
    if (rank !== null) reciprocal += 1 / rank
    if (rank !== 1) misses.push({ query, expected, rank, got: results.slice(0, 3) })
  }
  return { top1: top1 / cases.length, top3: top3 / cases.length, mrr: reciprocal / cases.length, misses }
}

/** The embedded engine over a build's index in public/, read from disk. */
export function embeddedSearch(publicDir: string, { distinct = 1, hitsPerPage = RESULTS_LOOKED_AT } = {}): Search {
  const engine = createEngine({
    manifest: async () => JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_MANIFEST), 'utf8')),
    file: async (version, name) => gunzipSync(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_FOLDER, version, name))),
  })
  return async (query) => {
    // As the embedded client asks it (embedded-client.ts).
    const searched = searchedQuery(query)
    const { records } = await engine.search(searched.query, { hitsPerPage, distinct, optionalFilters: searched.optionalFilters })
    return records.map((record) => siteRelativeUrl(record.url))
  }
}

/**
 * Hosted mode: the Algolia stand-in with the index settings and the synonyms `npm run search:upload` sets,
 * over the build's records (the synonyms file the build wrote beside them).
 */
export function hostedSearch(recordsFile: string, { distinct = 1, hitsPerPage = RESULTS_LOOKED_AT } = {}): Search {
  const synonymsFile = path.join(path.dirname(recordsFile), path.basename(SYNONYMS_FILE))
  const index = {
    records: JSON.parse(fs.readFileSync(recordsFile, 'utf8')),
    settings: { ...INDEX_SETTINGS },
    synonyms: JSON.parse(fs.readFileSync(synonymsFile, 'utf8')),
  }
  return async (query) => {
    const { hits } = searchIndex(index, toHostedRequest({ query, hitsPerPage, distinct }))
    return hits.map((hit) => siteRelativeUrl(hit.url))
  }
}

/**
 * The cases with each answer's anchor left out (an operation keeps its own): whether the right page comes
 * first, at whichever of its sections. The difference from the cases as written is the right page shown at
 * another section than the one its reader meant.
 */
export const atPageLevel = (cases: RelevanceCase[]): RelevanceCase[] =>
  cases.map((entry) => ({ ...entry, expected: [entry.expected].flat().map((answer) => (answer.startsWith('/api-reference') ? answer : answer.split('#')[0])) }))

export function formatReport(name: string, report: RelevanceReport, cases: number): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`
  return [
    `${name}: top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}, MRR ${report.mrr.toFixed(3)} (${cases} queries)`,
    ...report.misses.map(
      ({ query, expected, rank, got }) =>
        `  "${query}": expected ${[expected].flat().join(' or ')} ${rank === null ? 'not in the first 10' : `at ${rank}`}; first: ${got.join(', ') || 'nothing'}`,
    ),
  ].join('\n')
}
