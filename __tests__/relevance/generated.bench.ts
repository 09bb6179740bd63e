/**
 * npm run bench:relevance, second part — queries generated from the build's records (page titles,
 * operationIds, `METHOD /path` in several spellings, paths, headings; __tests__/support/generated-queries.ts),
 * for both engines: per kind, how many put the named page or section first and in the top 3, and a few misses.
 */
import fs from 'fs'
import path from 'path'
import { RECORDS_FILE } from '../../src/shared/files'
import { generatedQueries } from '../support/generated-queries'
import { embeddedSearch, hostedSearch, matchesExpected, type Search } from '../support/relevance'

const root = path.join(__dirname, '../..')

async function report(name: string, search: Search, cases: ReturnType<typeof generatedQueries>): Promise<string> {
  const kinds = [...new Set(cases.map((entry) => entry.kind))]
  const lines = [`${name}:`]
  for (const kind of kinds) {
    const ofKind = cases.filter((entry) => entry.kind === kind)
    let top1 = 0
    let top3 = 0
    const misses: string[] = []
    for (const { query, expected } of ofKind) {
      const results = await search(query)
      const rank = results.findIndex((result) => matchesExpected(result, expected)) + 1
      if (rank === 1) top1 += 1
      if (rank >= 1 && rank <= 3) top3 += 1
      if (rank !== 1 && misses.length < 3) misses.push(`      "${query}": ${expected[0]} ${rank ? `at ${rank}` : 'not in the first 10'}; first ${results[0] ?? 'nothing'}`)
    }
    const percent = (count: number) => `${((100 * count) / ofKind.length).toFixed(0)}%`
    lines.push(`  ${kind} (${ofKind.length}): top-1 ${percent(top1)}, top-3 ${percent(top3)}`, ...misses)
  }
  return lines.join('\n')
}

it('measures both engines on queries generated from the content', async () => {
  const cases = generatedQueries(JSON.parse(fs.readFileSync(path.join(root, RECORDS_FILE), 'utf8')))
  const embedded = await report('Generated queries, embedded engine', embeddedSearch(path.join(root, 'public')), cases)
  const hosted = await report('Generated queries, hosted (Algolia stand-in)', hostedSearch(path.join(root, RECORDS_FILE)), cases)
  console.log(`${embedded}\n\n${hosted}`)
  expect(cases.length).toBeGreaterThan(0)
}, 120_000)
