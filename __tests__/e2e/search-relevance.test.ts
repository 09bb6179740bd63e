/**
 * Relevance of the build's search, for both engines: the embedded index in public/ and hosted mode (the
 * Algolia stand-in with the settings `npm run search:upload` sets, over the records the build wrote). The
 * sets, and the floor held on each, are those __tests__/support/relevance-sets.ts lists; `npm run bench:relevance`
 * prints the same figures with every miss.
 */
import fs from 'fs'
import path from 'path'
import { MODAL_RECORDS_PER_PAGE } from '../../src/browser/search/client'
import { RECORDS_FILE, SYNONYMS_FILE } from '../../src/shared/files'
import type { Synonym } from '../../src/shared/search/synonyms'
import { indexTokens } from '../../src/shared/search/tokens'
import { embeddedSearch, formatReport, hostedSearch, matchesExpected, measureRelevance, RESULTS_LOOKED_AT } from '../support/relevance'
import { RELEVANCE_SET } from '../support/search-relevance-set'
import { generatedQueries } from '../support/generated-queries'
import { RELEVANCE_SETS } from '../support/relevance-sets'

const root = path.join(__dirname, '../..')
/** Generated headings (most are sections of a page on their subject; a few say little out of their page). */
const HEADING_FLOOR = 0.85
/** Kinds of generated query (generated-queries.ts) whose answer must come first. */
const FIRST = [
  'page title',
  'page title, lower case, a typo',
  'operationId',
  'operationId with a typo',
  'METHOD /path',
  'METHOD /path with an ID',
  'METHOD /path with {id} for each parameter',
  'METHOD /v1/path, as a request log shows it',
  'a request line with its protocol',
  'METHOD and the full URL',
  'GET and the full URL with a query string',
  'path alone',
  'path alone with an ID',
]
/** The hits the DocSearch modal asks for. */
const MODAL_HITS = 20

it('leads every synonym to words the docs have, where search sees them (not a code block or a reader’s other word)', () => {
  const records = JSON.parse(fs.readFileSync(path.join(root, RECORDS_FILE), 'utf8')) as Record<string, unknown>[]
  const synonyms = JSON.parse(fs.readFileSync(path.join(root, SYNONYMS_FILE), 'utf8')) as Synonym[]
  const indexed = new Set<string>()
  const addWords = (value: unknown): void => {
    if (typeof value === 'string') for (const { token } of indexTokens(value).tokens) indexed.add(token)
    else if (value && typeof value === 'object') Object.values(value).forEach(addWords)
  }
  for (const record of records) addWords([record.hierarchy, record.content, record.section, record.keywords, record.aliases, record.related])
  const inDocs = (phrase: string) => indexTokens(phrase).tokens.every(({ token }) => indexed.has(token))
  // A one-way entry leads to each of its phrases; a group of words that mean the same, to one of them at least.
  const dead = synonyms.flatMap((synonym) =>
    synonym.type === 'oneWaySynonym' ? synonym.synonyms.filter((phrase) => !inDocs(phrase)).map((phrase) => `${synonym.input} → ${phrase}`) : synonym.synonyms.some(inDocs) ? [] : [synonym.synonyms.join(', ')],
  )
  expect(synonyms.length).toBeGreaterThan(0)
  expect(dead).toEqual([])
})

it('has a relevance set of at least 80 realistic queries of every kind', () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80)
  expect(new Set(RELEVANCE_SET.map((entry) => entry.kind))).toEqual(new Set(['task', 'title', 'operationId', 'endpoint', 'field', 'typo', 'plural', 'changelog']))
})

describe.each([
  ['the embedded engine', () => embeddedSearch(path.join(root, 'public'))],
  ['hosted mode', () => hostedSearch(path.join(root, RECORDS_FILE))],
])('%s', (name, engine) => {
  it('puts the page or operation first for every page title (also lower case with a typo), operationId (also with a typo), METHOD /path (also with an ID, {id}, /v1 before it, the protocol after it or the full URL) and path (also with an ID) of the content', async () => {
    const search = engine()
    const wrong: string[] = []
    for (const { kind, query, expected } of generatedQueries(JSON.parse(fs.readFileSync(path.join(root, RECORDS_FILE), 'utf8')))) {
      if (!FIRST.includes(kind)) continue
      const [first] = await search(query)
      if (!first || !matchesExpected(first, expected)) wrong.push(`${kind}: "${query}" → ${first}`)
    }
    expect(wrong).toEqual([])
  })

  it(`puts the section first for ${HEADING_FLOOR * 100}% of the headings only one page has`, async () => {
    const search = engine()
    const headings = generatedQueries(JSON.parse(fs.readFileSync(path.join(root, RECORDS_FILE), 'utf8'))).filter(({ kind }) => kind === 'heading')
    let first = 0
    for (const { query, expected } of headings) if (matchesExpected((await search(query))[0] ?? '', expected)) first += 1
    expect(first / headings.length).toBeGreaterThanOrEqual(HEADING_FLOOR)
  })

  it('finds the changelog’s own page first for "changelog", not only its posts', async () => {
    expect((await engine()('changelog'))[0]).toBe('/changelog')
  })

  it.each(RELEVANCE_SETS)('puts the expected page first for a share of $floor.top1 of $name, and in the top 3 for $floor.top3', async ({ name: set, cases, floor }) => {
    const report = await measureRelevance(cases, engine())
    if (report.misses.length > 0) console.log(formatReport(`${name}, ${set}`, report, cases.length))
    expect(report.top1).toBeGreaterThanOrEqual(floor.top1)
    expect(report.top3).toBeGreaterThanOrEqual(floor.top3)
  })
})

it.each([
  [`/search: the same first ${RESULTS_LOOKED_AT} results`, { distinct: 1, hitsPerPage: RESULTS_LOOKED_AT }],
  [`the modal: the same ${MODAL_HITS} records, up to ${MODAL_RECORDS_PER_PAGE} a page`, { distinct: MODAL_RECORDS_PER_PAGE, hitsPerPage: MODAL_HITS }],
])('ranks alike in both engines for every query of the set (%s)', async (_name, options) => {
  const embedded = embeddedSearch(path.join(root, 'public'), options)
  const hosted = hostedSearch(path.join(root, RECORDS_FILE), options)
  const different: string[] = []
  for (const { query } of RELEVANCE_SET) {
    const [a, b] = await Promise.all([embedded(query), hosted(query)])
    if (JSON.stringify(a) !== JSON.stringify(b)) different.push(`"${query}": ${a.slice(0, 3).join(', ')} / ${b.slice(0, 3).join(', ')}`)
  }
  expect(different).toEqual([])
})
