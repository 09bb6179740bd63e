import { searchableQuery } from '../../../../src/shared/search/query'

describe('a URL in a query', () => {
  it('stands for its path: no scheme, host or API version segment', () => {
    expect(searchableQuery('POST https://api.kolli.example/v1/shipments')).toBe('POST /shipments')
    expect(searchableQuery('GET https://sandbox.kolli.example/v2.1/shipments/sh_123/labels?format=zpl')).toBe('GET /shipments/sh_123/labels?format=zpl')
    expect(searchableQuery('http://localhost:8080/carrier_setups/file 404')).toBe('/carrier_setups/file 404')
    expect(searchableQuery('https://docs.kolli.example/docs/sandbox#moving-to-production')).toBe('/docs/sandbox#moving-to-production')
  })

  it('keeps a version-like segment that is not right after the host, and text that only looks like a URL', () => {
    expect(searchableQuery('https://api.kolli.example/shipments/v1')).toBe('/shipments/v1')
    expect(searchableQuery('https://api.kolli.example/v1beta/shipments')).toBe('/v1beta/shipments')
    expect(searchableQuery('cancel shipment')).toBe('cancel shipment')
    expect(searchableQuery('webhook https signature')).toBe('webhook https signature')
  })

  it('is searched as it is when nothing but the URL is left to search', () => {
    expect(searchableQuery('https://api.kolli.example/v1')).toBe('https://api.kolli.example/v1')
    expect(searchableQuery('https://api.kolli.example')).toBe('https://api.kolli.example')
  })
})
