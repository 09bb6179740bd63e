import { CHANGELOG_FILTER, changeIntent, REFERENCE_FILTERS, searchedQuery } from '../../../../src/shared/search/change-intent'

describe('a query that asks what changed', () => {
  it('is searched without its change words and prefers changelog posts', () => {
    expect(changeIntent('requires_service_point added to carrier setup file')).toEqual({ query: 'requires_service_point to carrier setup file', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('customer_number NOW returned on shipments')).toEqual({ query: 'customer_number returned on shipments', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('when was test_mode deprecated').optionalFilters).toEqual([CHANGELOG_FILTER])
  })

  it('includes a question about when something happened, searched without its auxiliary and a change verb after it', () => {
    expect(changeIntent('when did Kolli add IOSS support')).toEqual({ query: 'when Kolli IOSS ', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('When did sales orders get tags')).toEqual({ query: 'When sales orders tags', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('when did DSV XPress get pickup')).toEqual({ query: 'when DSV XPress pickup', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('when did GET /carrier_setups become available')).toEqual({ query: 'when GET /carrier_setups become available', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('when were tags on sales orders announced')).toEqual({ query: 'when were tags on sales orders announced', optionalFilters: [CHANGELOG_FILTER] })
  })

  it('leaves a question about how or when something works alone, and a change verb outside a question about the past', () => {
    for (const query of ['when does a webhook fire', 'when is a service point required', 'add a parcel', 'did the booking fail', 'remove a tag', 'get the labels of a shipment']) {
      expect(changeIntent(query)).toEqual({ query, optionalFilters: [] })
    }
  })

  it('leaves out how it says that something became possible ("support added", "now supports"), only in a question about a change', () => {
    expect(changeIntent('IOSS support added for FedEx')).toEqual({ query: 'IOSS for FedEx', optionalFilters: [CHANGELOG_FILTER] })
    expect(changeIntent('now supports dsv pickup').query).toBe('dsv pickup')
    for (const query of ['contact support about a carrier', 'which carriers support cash on delivery']) expect(changeIntent(query)).toEqual({ query, optionalFilters: [] })
  })

  it('ends in a space where it ended in a change word, so the word before it is not taken as still being typed', () => {
    expect(changeIntent('dsv xpress pickup since').query).toBe('dsv xpress pickup ')
  })

  it('keeps a query that is nothing but change words as it is', () => {
    expect(changeIntent('deprecated')).toEqual({ query: 'deprecated', optionalFilters: [CHANGELOG_FILTER] })
  })

  it('leaves every other query alone: tasks that add or create something new, identifiers that contain a change word', () => {
    for (const query of ['add a parcel', 'create a new webhook subscription', 'shipment.status_changed', 'added_at', 'POST /shipments', 'GET /changes/since']) {
      expect(changeIntent(query)).toEqual({ query, optionalFilters: [] })
    }
  })

  it('is applied after a URL is made its path, as both clients search', () => {
    expect(searchedQuery('added GET https://api.kolli.example/v1/carrier_setups/file')).toEqual({ query: 'GET /carrier_setups/file', optionalFilters: [CHANGELOG_FILTER] })
  })
})

describe('a query that is one identifier', () => {
  it('prefers the guides and the API reference to changelog posts: a field, an operationId, a header', () => {
    expect(REFERENCE_FILTERS).toEqual(['kind:docs', 'kind:api'])
    for (const query of ['requires_service_point', 'createShipment', 'Retry-After', 'Kolli-Event-Id']) {
      expect(searchedQuery(query)).toEqual({ query, optionalFilters: REFERENCE_FILTERS })
    }
  })

  it('counts a field’s path as one identifier: names joined by dots, an array’s with [] or an index', () => {
    for (const query of ['parcels[].internal_reference', 'customs.ioss_number', 'services[0].code', 'shipment.created', 'api.createFulfillmentShipment']) {
      expect(searchedQuery(query)).toEqual({ query, optionalFilters: REFERENCE_FILTERS })
    }
    // Not a path: a number, words with spaces, a sentence's full stop, a path's segments.
    for (const query of ['parcels[].internal_reference required', 'version 1.2', 'Book a pickup. Then print', '/shipments/{id}.json', 'parcels.', 'parcels..weight']) {
      expect(searchedQuery(query).optionalFilters).toEqual([])
    }
  })

  it('asks for changelog posts instead when it asks what changed', () => {
    expect(searchedQuery('requires_service_point added')).toEqual({ query: 'requires_service_point ', optionalFilters: [CHANGELOG_FILTER] })
  })

  it('leaves a query of other words alone, and an identifier among them', () => {
    for (const query of ['labels', 'cancel shipment', 'service_point_id required', 'POST /shipments', '/carrier_setups/file', 'retry - after']) {
      expect(searchedQuery(query)).toEqual({ query, optionalFilters: [] })
    }
  })
})
