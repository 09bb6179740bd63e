/**
 * @jest-environment node
 */
// Node: the engine reads gzip and text with Node's own TextDecoder, as the browser does with its own.
import { capQuery, createEmbeddedClient, distinctCount, MAX_QUERY_LENGTH, RetryError, snippetLengths } from '../../../../src/browser/search/embedded-client'
import { doc, embeddedEngine, operations, post } from '../../../support/search-fixture'

const records = [
  ...doc('/docs/labels', 'Shipping labels', '<p>Download the shipment labels as PDF, ZPL or PNG from the labels endpoint of the API today.</p><h2 id="zpl">ZPL</h2><p>ZPL labels are for thermal printers.</p>', {
    section: 'Shipments & labels',
  }),
  ...doc('/docs/<b>', 'A <b> page', '<p>Labels are printed.</p>'),
  ...operations([{ operationId: 'getShipmentLabels', summary: 'Download the labels of a shipment', method: 'GET', path: '/shipments/{shipment_id}/labels' }]),
  ...Array.from({ length: 30 }, (_, n) => doc(`/docs/page-${n}`, `Page ${n}`, '<p>Every page mentions labels once.</p>')).flat(),
]

const clientOver = () => {
  // Small records shards, so a page's records are in a shard with few others.
  const index = embeddedEngine(records, undefined, { dictionary: 16 * 1024, postings: 48 * 1024, records: 600 })
  return { client: createEmbeddedClient(async () => index.engine), loaded: index.loaded }
}

describe('the embedded search client', () => {
  it('answers DocSearch’s request with Algolia-shaped hits, 20 per page, one result per page', async () => {
    const { client } = clientOver()
    const { results } = await client.search({
      requests: [{ query: 'labels', indexName: 'x', hitsPerPage: 20, attributesToSnippet: ['hierarchy.lvl1:10', 'content:5'], snippetEllipsisText: '…' }],
    })
    const [result] = results
    expect(result).toMatchObject({ nbHits: 33, nbPages: 2, page: 0, hitsPerPage: 20, query: 'labels' })
    expect(result.hits).toHaveLength(20)
    const [hit] = result.hits
    expect(hit.url).toBe('https://docs.kolli.example/docs/labels')
    expect(hit._highlightResult).toMatchObject({
      hierarchy: { lvl0: { value: 'Shipments & labels', matchLevel: 'none' }, lvl1: { value: 'Shipping <mark>labels</mark>', matchLevel: 'full' } },
    })
    // Searched but never shown: left out of hits.
    expect(Object.keys(results[0].hits[2])).not.toContain('keywords')
  })

  it('escapes record text before highlighting it', async () => {
    const { client } = clientOver()
    const { results } = await client.search({ requests: [{ query: 'page printed', distinct: true }] })
    const hit = results[0].hits.find((entry) => entry.url.endsWith('/docs/<b>'))!
    expect(hit.hierarchy.lvl1).toBe('A &lt;b&gt; page')
    expect((hit._highlightResult as { content: { value: string } }).content.value).toBe('Labels are <mark>printed</mark>.')
  })

  it('highlights the word a typo matched, in snippets too', async () => {
    const { client } = clientOver()
    const { results } = await client.search({ requests: [{ query: 'thermel', attributesToSnippet: ['content:5'], distinct: 3 }] })
    expect((results[0].hits[0]._snippetResult as { content: { value: string } }).content.value).toBe('…labels are for <mark>thermal</mark> printers…')
  })

  it('gives the modal several records of a page and the /search page one', async () => {
    const { client } = clientOver()
    const modal = await client.search({ requests: [{ query: 'zpl labels', distinct: 3 }] })
    expect(modal.results[0].hits.filter((hit) => hit.url_without_anchor.endsWith('/docs/labels')).length).toBe(3)
    const page = await client.search({ requests: [{ query: 'zpl labels', distinct: true }] })
    expect(page.results[0].hits.filter((hit) => hit.url_without_anchor.endsWith('/docs/labels')).length).toBe(1)
  })

  it('loads the records of the pages it shows, not of every page found', async () => {
    const { client, loaded } = clientOver()
    const { results } = await client.search({ requests: [{ query: 'labels', hitsPerPage: 2 }] })
    expect(results[0].nbHits).toBe(33)
    // Two hits: at most the two records shards that hold their pages, of the several the index has.
    expect(loaded.filter((name) => name.startsWith('r')).length).toBeLessThanOrEqual(2)
  })

  it('searches a URL in the query as its path, as hosted search is asked', async () => {
    const { client } = clientOver()
    const { results } = await client.search({ requests: [{ query: 'GET https://api.kolli.example/v1/shipments/sh_1/labels' }] })
    expect(results[0].hits[0].url).toBe('https://docs.kolli.example/api-reference#operation/getShipmentLabels')
  })

  it('asks the engine for changelog posts first when the query asks what changed, as hosted search is asked', async () => {
    const withPost = [...records, ...post('/changelog/png-labels', 'Download formats', '<p>Labels can be downloaded as PNG.</p>')]
    const client = createEmbeddedClient(async () => embeddedEngine(withPost).engine)
    const first = async (query: string) => (await client.search({ requests: [{ query }] })).results[0].hits[0].url
    expect(await first('png labels')).toBe('https://docs.kolli.example/docs/labels')
    expect(await first('png labels added')).toBe('https://docs.kolli.example/changelog/png-labels')
  })

  it('asks the engine for the guides before changelog posts when the query is one identifier, as hosted search is asked', async () => {
    // The post has the field in its title and a table cell that is exactly it; the guide, in a heading and a
    // paragraph: by the exact and attribute criteria alone, the post comes first.
    const withPost = [
      ...records,
      ...post('/changelog/label-dpi', 'New label field: label_dpi', '<table><tr><td>label_dpi</td><td>Dots per inch.</td></tr></table>'),
      ...doc('/docs/label-resolution', 'Label resolution', '<h2 id="the-label_dpi-field">The label_dpi field</h2><p>Set label_dpi to 300 for small print.</p>'),
    ]
    const client = createEmbeddedClient(async () => embeddedEngine(withPost).engine)
    const first = async (query: string) => (await client.search({ requests: [{ query }] })).results[0].hits[0].url_without_anchor
    expect(await first('label_dpi')).toBe('https://docs.kolli.example/docs/label-resolution')
    expect(await first('label_dpi added')).toBe('https://docs.kolli.example/changelog/label-dpi')
  })

  it('caps the query at 64 characters and answers an empty one with nothing', async () => {
    const { client } = clientOver()
    const { results } = await client.search({ requests: [{ query: `labels ${'a'.repeat(100)}` }, { query: '   ' }] })
    // 64 is the spec's constant, written out: comparing with MAX_QUERY_LENGTH would pass whatever it became.
    expect(results[0].query).toHaveLength(64)
    expect(results[1]).toMatchObject({ hits: [], nbHits: 0 })
    expect(capQuery('x'.repeat(70))).toHaveLength(64)
    expect(MAX_QUERY_LENGTH).toBe(64)
  })

  it('fails with a RetryError when the index cannot load, and loads again on the next query', async () => {
    const { engine } = embeddedEngine(records)
    let attempts = 0
    const client = createEmbeddedClient(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch')
      return engine
    })
    const failure = await client.search({ requests: [{ query: 'labels' }] }).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(RetryError)
    expect((failure as Error).name).toBe('RetryError')
    await expect(client.search({ requests: [{ query: 'zpl' }] })).resolves.toMatchObject({ results: [{ nbHits: 1 }] })
  })
})

describe('request helpers', () => {
  it('reads snippet lengths', () => {
    expect(snippetLengths(['content:5', 'hierarchy.lvl1:10', 'hierarchy.lvl2'])).toEqual({ content: 5, 'hierarchy.lvl1': 10, 'hierarchy.lvl2': 10 })
  })

  it('reads Algolia’s distinct as a number of records per page', () => {
    expect([true, false, 3, undefined].map(distinctCount)).toEqual([1, 0, 3, undefined])
  })
})
