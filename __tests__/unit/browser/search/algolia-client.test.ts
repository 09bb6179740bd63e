import { ALGOLIA_TIMEOUTS, createAlgoliaClient, toHostedRequest } from '../../../../src/browser/search/algolia-client'

describe('the hosted-mode client', () => {
  it('uses the spec’s timeouts: 1 s connect, 2 s read, 30 s write', () => {
    const client = createAlgoliaClient({ engine: 'algolia', appId: 'APP1', apiKey: 'search', indexName: 'kolli', host: null })
    expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 })
    expect(client.transporter.timeouts).toEqual(ALGOLIA_TIMEOUTS)
    expect(client.transporter.hosts.map((host) => host.url)).toContain('APP1-dsn.algolia.net')
  })

  it('sends every word as optional, and a URL in the query as its path', () => {
    expect(toHostedRequest({ query: 'POST https://api.kolli.example/v1/shipments', hitsPerPage: 20 })).toEqual({ query: 'POST /shipments', hitsPerPage: 20, optionalWords: ['POST', 'shipments'] })
    expect(toHostedRequest({ query: 'labels' })).toEqual({ query: 'labels' })
    // A status code with words that only say it is one is the code (query.ts).
    expect(toHostedRequest({ query: 'HTTP 429' })).toEqual({ query: '429' })
    // A contraction as the index has it (tokens.ts): Algolia would otherwise search for an "s".
    expect(toHostedRequest({ query: "what's the rate limit" })).toEqual({ query: 'what the rate limit', optionalWords: ['what', 'the', 'rate', 'limit'] })
  })

  it('sends a query that asks what changed without its change words, preferring changelog posts', () => {
    expect(toHostedRequest({ query: 'png labels added', optionalFilters: ['language:en'] })).toEqual({
      query: 'png labels ',
      optionalWords: ['png', 'labels'],
      optionalFilters: ['language:en', 'kind:changelog'],
    })
  })

  it('sends a query that is one identifier preferring the guides and the API reference', () => {
    expect(toHostedRequest({ query: 'requires_service_point', optionalFilters: ['language:en'] })).toEqual({
      query: 'requires_service_point',
      optionalFilters: ['language:en', 'kind:docs', 'kind:api'],
    })
  })

  it('sends queries to a configured Algolia-compatible host instead', () => {
    const client = createAlgoliaClient({ engine: 'algolia', appId: 'APP1', apiKey: 'search', indexName: 'kolli', host: 'http://127.0.0.1:4010' })
    expect(client.transporter.hosts).toEqual([{ url: '127.0.0.1:4010', protocol: 'http', accept: 'readWrite' }])
  })
})
