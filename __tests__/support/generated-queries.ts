/**
 * Queries generated from the build's own records, with the answer each one names: every page title (as
 * written, and lower case with a typo), every operation's operationId (also with a typo), `METHOD /path`
 * (also with an ID in the path, with `{id}` for each parameter, with the version the path has after the host,
 * as a request line with its protocol (`HTTP/1.1`), and with the API's full URL as pasted from a request log, for a GET with a query string too), every path alone (also with an ID), and every heading that only one page has (its
 * section, or the operation it is the title of).
 * Nobody chose them, so they check that the ranking rules hold across the content, not for a hand-picked
 * set (`npm run bench:relevance` prints them).
 */
import { siteConfig } from '../../src/config/site'
import { decodeEntities } from '../../src/shared/headings'
import type { SearchRecord } from '../../src/shared/search/record'
import { siteRelativeUrl } from '../../src/shared/search/urls'

export interface GeneratedCase {
  kind: string
  query: string
  /** Any of these is a right first result (see matchesExpected). */
  expected: string[]
}

/** A typo of the kind readers make: two letters in the middle of the word swapped. */
export function withTypo(word: string): string {
  const at = Math.floor(word.length / 2) - 1
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
}

/** The longest word of a text, where a typo is allowed (5 letters or more), or null. */
const longestWord = (text: string) => {
  const [longest] = (text.match(/[a-z]+/gi) ?? []).sort((a, b) => b.length - a.length)
  return longest && longest.length >= 5 && new Set(longest.slice(1)).size > 1 ? longest : null
}

const METHOD_PATH = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/

export function generatedQueries(records: SearchRecord[]): GeneratedCase[] {
  const cases: GeneratedCase[] = []
  // A page's first record has its title: a guide's as its lvl1, a changelog post's as its lvl2 (records.ts,
  // titledAsHeading).
  const titleOf = (record: SearchRecord) => decodeEntities((record.hierarchy.lvl1 ?? record.hierarchy.lvl2)!)
  const pageTitles = records.filter((record) => record.weight.position === 0 && (record.type === 'lvl1' ? record.hierarchy.lvl1 : record.type === 'lvl2' && record.kind === 'changelog'))
  for (const record of pageTitles) {
    const url = siteRelativeUrl(record.url_without_anchor)
    if (url === '/') continue
    const title = titleOf(record)
    cases.push({ kind: 'page title', query: title, expected: [url] })
    const longest = longestWord(title)
    if (longest) cases.push({ kind: 'page title, lower case, a typo', query: title.toLowerCase().replace(longest.toLowerCase(), withTypo(longest.toLowerCase())), expected: [url] })
  }

  const operations = records.flatMap((record) => {
    const [operationId, endpoint] = record.keywords ?? []
    const match = endpoint ? METHOD_PATH.exec(endpoint) : null
    return match ? [{ url: siteRelativeUrl(record.url), operationId, method: match[1], path: match[2], summary: record.hierarchy.lvl2 ?? '' }] : []
  })
  for (const { url, operationId, method, path } of operations) {
    const withId = path.replace(/\{[^}]+\}/g, 'abc123')
    cases.push({ kind: 'operationId', query: operationId, expected: [url] })
    cases.push({ kind: 'operationId with a typo', query: withTypo(operationId.toLowerCase()), expected: [url] })
    cases.push({ kind: 'METHOD /path', query: `${method} ${path}`, expected: [url] })
    cases.push({ kind: 'METHOD /path with an ID', query: `${method} ${withId}`, expected: [url] })
    if (path.includes('{')) cases.push({ kind: 'METHOD /path with {id} for each parameter', query: `${method} ${path.replace(/\{[^}]+\}/g, '{id}')}`, expected: [url] })
    cases.push({ kind: 'METHOD /v1/path, as a request log shows it', query: `${method} /v1${withId}`, expected: [url] })
    cases.push({ kind: 'a request line with its protocol', query: `${method} /v1${withId} HTTP/1.1`, expected: [url] })
    cases.push({ kind: 'METHOD and the full URL', query: `${method} ${siteConfig.api.baseUrl}${withId}`, expected: [url] })
    if (method === 'GET') cases.push({ kind: 'GET and the full URL with a query string', query: `GET ${siteConfig.api.baseUrl}${withId}?limit=25`, expected: [url] })
  }
  for (const path of new Set(operations.map((operation) => operation.path))) {
    const expected = operations.filter((operation) => operation.path === path).map((operation) => operation.url)
    cases.push({ kind: 'path alone', query: path, expected })
    if (path.includes('{')) cases.push({ kind: 'path alone with an ID', query: path.replace(/\{[^}]+\}/g, 'abc123'), expected })
  }

  // Headings of two words or more that only one page has, and no page has as its title: their section.
  // (Not the home page's, which name other pages, nor the API reference's, which are its operations.)
  const titles = new Set(pageTitles.map((record) => titleOf(record).toLowerCase()))
  const headings = new Map<string, Set<string>>()
  const sectionOf = new Map<string, string>()
  for (const record of records) {
    if (record.type !== 'lvl2' && record.type !== 'lvl3') continue
    const page = siteRelativeUrl(record.url_without_anchor)
    if (page === '/' || page.startsWith('/api-reference')) continue
    const text = decodeEntities(record.hierarchy[record.type]!)
    if (text.split(/\s+/).length < 2 || titles.has(text.toLowerCase())) continue
    const pages = headings.get(text) ?? new Set<string>()
    pages.add(record.url_without_anchor)
    headings.set(text, pages)
    sectionOf.set(text, siteRelativeUrl(record.url))
  }
  // A heading that is also an operation's title ("Cancel a shipment") may find the operation first: a query
  // that equals an operation's title puts it first.
  const operationTitled = (text: string) => operations.filter((operation) => decodeEntities(operation.summary).toLowerCase() === text.toLowerCase()).map((operation) => operation.url)
  for (const [text, pages] of headings) if (pages.size === 1) cases.push({ kind: 'heading', query: text, expected: [sectionOf.get(text)!, ...operationTitled(text)] })
  return cases
}
