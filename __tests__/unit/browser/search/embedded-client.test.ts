import { capQuery, createEmbeddedClient, MAX_QUERY_LENGTH, pagefindFilters, pickRecords, RetryError, snippetLengths, type Engine } from '../../../../src/browser/search/embedded-client'
import { levelWeight, type SearchRecord } from '../../../../src/shared/search/record'
import { packRecords } from '../../../../src/build/search/pack-records'

const record = (n: number, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: `id-${n}`,
  url: `https://docs.kolli.example/docs/page-${n}#part`,
  url_without_anchor: `https://docs.kolli.example/docs/page-${n}`,
  anchor: 'part',
  type: 'content',
  hierarchy: { lvl0: 'Shipments & labels', lvl1: `Page <${n}>`, lvl2: 'Labels', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'Download the shipment labels as PDF, ZPL or PNG from the labels endpoint of the API today',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: { level: 0, position: n, pageRank: 0 },
  ...extra,
})

/** An engine whose results are pages, each holding the given records; counts the pages loaded. */
function fakeEngine(pages: SearchRecord[][]) {
  const calls: { query: string; filters?: Record<string, unknown> }[] = []
  let loaded = 0
  const engine: Engine = {
    search: async (query, options) => {
      calls.push({ query, filters: options.filters })
      return {
        results: pages.map((records) => ({
          data: async () => {
            loaded += 1
            return { meta: { records: JSON.stringify(packRecords(records)) } }
          },
        })),
      }
    },
  }
  return { engine, calls, loaded: () => loaded }
}

const onePerPage = (count: number) => Array.from({ length: count }, (_, n) => [record(n)])

describe('the embedded search client', () => {
  it('answers DocSearch’s request with Algolia-shaped hits, 20 per page', async () => {
    const { engine, calls } = fakeEngine(onePerPage(45))
    const client = createEmbeddedClient(async () => engine)
    const { results } = await client.search({
      requests: [{ query: 'labels', indexName: 'x', hitsPerPage: 20, attributesToSnippet: ['hierarchy.lvl1:10', 'content:5'], snippetEllipsisText: '…' }],
    })
    const [result] = results
    expect(result).toMatchObject({ nbHits: 45, nbPages: 3, page: 0, hitsPerPage: 20, query: 'labels' })
    expect(result.hits).toHaveLength(20)
    expect(calls).toEqual([{ query: 'labels', filters: {} }])
    const [hit] = result.hits
    expect(hit.objectID).toBe('id-0')
    expect(hit.hierarchy.lvl1).toBe('Page &lt;0&gt;')
    expect(hit._highlightResult).toMatchObject({
      hierarchy: { lvl0: { value: 'Shipments & labels', matchLevel: 'none' }, lvl2: { value: '<mark>Labels</mark>', matchLevel: 'full' } },
    })
    expect((hit._snippetResult as { content: { value: string } }).content.value).toBe('…shipment <mark>labels</mark> as PDF, ZPL…')
  })

  it('serves later pages and honours hitsPerPage', async () => {
    const { engine } = fakeEngine(onePerPage(45))
    const client = createEmbeddedClient(async () => engine)
    const { results } = await client.search({ requests: [{ params: { query: 'labels', page: 2, hitsPerPage: 20 } }] })
    expect(results[0].hits.map((hit) => hit.objectID)).toEqual(['id-40', 'id-41', 'id-42', 'id-43', 'id-44'])
  })

  it('sends the engine the query without stop words', async () => {
    const { engine, calls } = fakeEngine([[record(1)]])
    const client = createEmbeddedClient(async () => engine)
    await client.search({ requests: [{ query: 'How do I print the labels' }] })
    expect(calls[0].query).toBe('print labels')
  })

  it('turns contextual facet filters into engine filters', async () => {
    const { engine, calls } = fakeEngine([[record(1)]])
    const client = createEmbeddedClient(async () => engine)
    await client.search({ requests: [{ query: 'x', facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }] })
    expect(calls[0].filters).toEqual({ language: 'en', docusaurus_tag: { any: ['default', 'docs-default-current'] } })
  })

  it('caps the query at 64 characters and skips the engine for an empty one', async () => {
    const { engine, calls } = fakeEngine([])
    const client = createEmbeddedClient(async () => engine)
    await client.search({ requests: [{ query: 'a'.repeat(100) }, { query: '   ' }] })
    expect(calls.map((call) => call.query.length)).toEqual([MAX_QUERY_LENGTH])
    expect(capQuery('x'.repeat(70))).toHaveLength(64)
  })

  it('fails with a RetryError when the index cannot load, and loads again on the next query', async () => {
    const { engine } = fakeEngine([[record(1)]])
    let attempts = 0
    const client = createEmbeddedClient(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch')
      return engine
    })
    const failure = await client.search({ requests: [{ query: 'labels' }] }).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(RetryError)
    expect((failure as Error).name).toBe('RetryError')
    await expect(client.search({ requests: [{ query: 'labels' }] })).resolves.toMatchObject({ results: [{ nbHits: 1 }] })
  })
})

describe('hits from pages', () => {
  const heading = (n: number, text: string) =>
    record(n, { type: 'lvl2', content: null, hierarchy: { ...record(n).hierarchy, lvl2: text } })

  it('takes up to three matching records per page, and one with distinct', async () => {
    // Records of one page, as the index stores them: one URL, and weights that follow their type.
    const page = [record(0, { type: 'lvl1', content: null }), heading(1, 'Labels'), record(2), record(3), heading(4, 'Printing')].map((entry) => ({
      ...entry,
      url: 'https://docs.kolli.example/docs/page#part',
      url_without_anchor: 'https://docs.kolli.example/docs/page',
      weight: { ...entry.weight, level: levelWeight(entry.type) },
    }))
    const { engine, loaded } = fakeEngine([page, page, page, page, page, page, page, page, page])
    const client = createEmbeddedClient(async () => engine)
    const modal = await client.search({ requests: [{ query: 'labels', hitsPerPage: 20 }] })
    expect(modal.results[0].nbHits).toBe(9)
    expect(modal.results[0].hits).toHaveLength(20)
    // Twenty hits need seven pages; the remaining two are never loaded.
    expect(loaded()).toBe(7)
    const distinct = await client.search({ requests: [{ query: 'labels', hitsPerPage: 20, distinct: true }] })
    expect(distinct.results[0].hits).toHaveLength(9)
  })

  it('prefers the record whose own words match, covering most of the query, then the higher level', () => {
    const page = [record(0, { type: 'lvl1', content: null }), heading(1, 'Printing'), record(2, { content: 'Printing labels on a Zebra printer' }), heading(3, 'Labels')]
    expect(pickRecords(page, ['labels', 'printer'], 2).map((entry) => entry.objectID)).toEqual(['id-2', 'id-3'])
    // No record matches on its own words: the page's first record stands for it.
    expect(pickRecords(page, ['zzz'], 3).map((entry) => entry.objectID)).toEqual(['id-0'])
  })
})

describe('request helpers', () => {
  it('reads snippet lengths', () => {
    expect(snippetLengths(['content:5', 'hierarchy.lvl1:10', 'hierarchy.lvl2'])).toEqual({ content: 5, 'hierarchy.lvl1': 10, 'hierarchy.lvl2': 10 })
  })

  it('refuses an OR across different facets, which the embedded engine cannot express', () => {
    expect(() => pagefindFilters([['language:en', 'docusaurus_tag:default']])).toThrow('Unsupported facet filter')
  })
})
