import { PATH_PARAMETER, searchableQuery } from '../../../../src/shared/search/query'

describe('a URL in a query', () => {
  it('stands for its path: no scheme, host or API version segment', () => {
    expect(searchableQuery('POST https://api.kolli.example/v1/shipments')).toBe('POST /shipments')
    expect(searchableQuery('GET https://sandbox.kolli.example/v2.1/shipments/sh_123/labels?format=zpl')).toBe(`GET /shipments/${PATH_PARAMETER}/labels`)
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

describe('a status code in a query', () => {
  it('is the query when the other words only say it is one', () => {
    for (const query of ['HTTP 429', '429 HTTP', 'status code 409', 'got a 404', 'http status 503 returned']) {
      expect(searchableQuery(query)).toBe(query.match(/\d+/)![0])
    }
  })

  it('leaves a query with other words, or two numbers, as it is', () => {
    // "error" says more than that it is a code: the pages on errors, where a code the docs lack finds nothing.
    for (const query of ['429 too many requests', 'fix 401 unauthorized error', 'error 500', 'GET /shipments 404', 'HTTP 401 or 403', 'HTTP 4040', 'label 4x6']) {
      expect(searchableQuery(query)).toBe(query)
    }
  })
})

describe('a contraction in a query', () => {
  it('is searched as the index has it: "what\'s" as "what", "won\'t" as nothing, unless nothing else is left', () => {
    expect(searchableQuery("what's the rate limit")).toBe('what the rate limit')
    expect(searchableQuery('label won’t print')).toBe('label print')
    expect(searchableQuery("the receiver's address")).toBe('the receiver address')
    expect(searchableQuery("won't")).toBe("won't")
  })
})

describe('an ID in a queried path', () => {
  it('stands for the path parameter, wherever the path comes from', () => {
    expect(searchableQuery('POST /shipments/shp_8Jd2kQ1x/cancel')).toBe(`POST /shipments/${PATH_PARAMETER}/cancel`)
    expect(searchableQuery('GET https://api.kolli.example/v1/fulfillments/1042')).toBe(`GET /fulfillments/${PATH_PARAMETER}`)
    expect(searchableQuery('/sales_orders/so_4Hn2pL9c/fulfillments 404')).toBe(`/sales_orders/${PATH_PARAMETER}/fulfillments 404`)
  })

  it('drops the query string of a path, keeps its fragment and a question after it', () => {
    expect(searchableQuery('GET https://api.kolli.example/v1/shipments/shp_1?limit=25&cursor=c2hw')).toBe(`GET /shipments/${PATH_PARAMETER}`)
    expect(searchableQuery('GET /carrier_setups?limit=25 404')).toBe('GET /carrier_setups 404')
    expect(searchableQuery('/docs/sandbox?tab=1#moving-to-production')).toBe('/docs/sandbox#moving-to-production')
    expect(searchableQuery('how do I cancel a shipment?')).toBe('how do I cancel a shipment?')
  })

  it('stands for a parameter written as other docs and routers write it, and drops an API version that starts the path', () => {
    for (const template of ['{id}', '{shipmentId}', ':id', ':shipment_id', '<id>']) {
      expect(searchableQuery(`POST /shipments/${template}/cancel`)).toBe(`POST /shipments/${PATH_PARAMETER}/cancel`)
    }
    // The path after the host, as a request log shows it.
    expect(searchableQuery('GET /v1/shipments/shp_8Jd2kQ1x')).toBe(`GET /shipments/${PATH_PARAMETER}`)
    expect(searchableQuery('/v2/shipments')).toBe('/shipments')
  })

  it('leaves out the protocol of a request line, as an HTTP request starts', () => {
    expect(searchableQuery('POST /v1/shipments HTTP/1.1')).toBe('POST /shipments')
    expect(searchableQuery('GET /shipments/shp_8Jd2kQ1x http/2')).toBe(`GET /shipments/${PATH_PARAMETER}`)
    expect(searchableQuery('POST https://api.kolli.example/v1/shipments HTTP/2.0')).toBe('POST /shipments')
    // Not without a path before it: the words are the query.
    expect(searchableQuery('HTTP/1.1 keep-alive')).toBe('HTTP/1.1 keep-alive')
  })

  it('leaves a resource, a word, the reference\'s template, a version and text outside paths as they are', () => {
    expect(searchableQuery('GET /carrier_setups/file')).toBe('GET /carrier_setups/file')
    expect(searchableQuery('/v2')).toBe('/v2')
    expect(searchableQuery('/shipments/v1')).toBe('/shipments/v1')
    expect(searchableQuery('POST /shipments/{shipment_id}/cancel')).toBe('POST /shipments/{shipment_id}/cancel')
    // A template's first segment is a resource, as an ID's is.
    expect(searchableQuery('/:resource/list')).toBe('/:resource/list')
    expect(searchableQuery('label 4x6 inches')).toBe('label 4x6 inches')
    expect(searchableQuery('retry after 30 seconds')).toBe('retry after 30 seconds')
  })
})
