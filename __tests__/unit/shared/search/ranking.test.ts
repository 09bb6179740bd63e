/**
 * The ranking rules (README, "Search ranking"), each on a small index, in both engines: the embedded one
 * and the hosted stand-in must agree, and put the page the rule says first.
 */
import { agreedRanking, doc, operations, post, SITE } from '../../../support/search-fixture'
import { siteLinks, withInboundLinks, withLinkTexts } from '../../../../src/build/search/records'
import type { SearchRecord } from '../../../../src/shared/search/record'
import { INDEX_SETTINGS } from '../../../../src/shared/search/settings'

const ranked = (records: SearchRecord[], query: string, options?: { distinct?: number }) => agreedRanking(records, query, { options })

describe('ranking rules', () => {
  it('more query words matched beats fewer', async () => {
    const records = [
      ...doc('/docs/a', 'Pallets', '<p>Pallets are booked as freight.</p>'),
      ...doc('/docs/b', 'Freight', '<p>Book a pallet with the freight product and a pickup.</p>'),
    ]
    expect(await ranked(records, 'pallet freight pickup')).toEqual(['/docs/b', '/docs/a'])
  })

  it('an exact match beats a typo-corrected one, wherever each is', async () => {
    // The typo is the content's: "waybil" in a title is one typo from the query; "waybill" in body text is exact.
    const records = [...doc('/docs/typo', 'Waybil', '<p>Freight papers.</p>'), ...doc('/docs/exact', 'Freight', '<p>Print the waybill.</p>')]
    expect(await ranked(records, 'waybill')).toEqual(['/docs/exact', '/docs/typo'])
  })

  it('an exact match beats a prefix match', async () => {
    const records = [...doc('/docs/a', 'Shipping module', '<p>Checkout.</p>'), ...doc('/docs/b', 'Ship', '<p>Checkout.</p>')]
    expect(await ranked(records, 'ship')).toEqual(['/docs/b', '/docs/a'])
  })

  it('a match in the page title beats one in a heading, which beats one in body text', async () => {
    const records = [
      ...doc('/docs/text', 'Carriers', '<p>Every carrier supports a waybill.</p>'),
      ...doc('/docs/heading', 'Documents', '<h2 id="waybill">Waybill</h2><p>Printed for freight.</p>'),
      ...doc('/docs/title', 'Waybill', '<p>Printed for freight.</p>'),
    ]
    expect(await ranked(records, 'waybill')).toEqual(['/docs/title', '/docs/heading#waybill', '/docs/text'])
  })

  it('words next to each other beat words far apart', async () => {
    const records = [
      ...doc('/docs/far', 'Notes', '<p>The label is printed by the client, and a code is added to the overlay.</p>'),
      ...doc('/docs/near', 'More notes', '<p>The client adds a label overlay to each label.</p>'),
    ]
    expect(await ranked(records, 'label overlay')).toEqual(['/docs/near', '/docs/far'])
  })

  it('counts words up to minProximity positions apart as next to each other, as Algolia does', async () => {
    const records = [
      ...doc('/docs/apart', 'Notes', '<p>Each label carries an overlay.</p>'),
      ...doc('/docs/together', 'More notes', '<h2 id="print">Printing</h2><p>Each label overlay is printed.</p>'),
    ]
    const withMinProximity = (minProximity: number) => agreedRanking(records, 'label overlay', { settings: { ...INDEX_SETTINGS, minProximity } })
    // Side by side beats one word apart; within minProximity they tie, and the earlier record of its page wins.
    expect(await withMinProximity(1)).toEqual(['/docs/together#print', '/docs/apart'])
    expect(await withMinProximity(2)).toEqual(['/docs/apart', '/docs/together#print'])
  })

  it('adds up where each word is found, as attributeCriteriaComputedBy "sum" does; Algolia\'s default "best" takes the best word only', async () => {
    // Both have one word in their title; only /docs/both has the other in a heading too, not in body text.
    const records = [
      ...doc('/docs/text', 'Pallets', '<p>Pallets go as freight.</p>'),
      ...doc('/docs/both', 'Pallets', '<h2 id="freight">Freight</h2><p>Booked with a pickup.</p>'),
    ]
    const computedBy = (attributeCriteriaComputedBy: 'sum' | 'best') => agreedRanking(records, 'pallets freight', { settings: { ...INDEX_SETTINGS, attributeCriteriaComputedBy } })
    expect(INDEX_SETTINGS.attributeCriteriaComputedBy).toBe('sum')
    expect((await computedBy('sum'))[0]).toBe('/docs/both#freight')
    // With "best" both rank by the title, and proximity (side by side in /docs/text) decides.
    expect((await computedBy('best'))[0]).toBe('/docs/text')
  })

  it('the section a page is in (its sidebar category) counts more than a word in another page’s text', async () => {
    const records = [
      ...doc('/docs/requirements', 'Requirements and structure', '<h2 id="retries">Retries and disabling</h2><p>After five failed attempts the subscription is disabled.</p>', { section: 'Webhooks' }),
      ...doc('/docs/webhooks', 'Introduction to webhooks', '<h2 id="next">Next steps</h2><p>Read about retries and signatures.</p>', { section: 'Webhooks' }),
    ]
    expect((await ranked(records, 'webhook retries'))[0]).toBe('/docs/requirements#retries')
  })

  it('when all else is equal, a guide comes before an API operation, and an operation before a changelog post', async () => {
    // The word is in each one's text, and nowhere else.
    const records = [
      ...post('/changelog/news', 'News', '<p>Printers are listed.</p>'),
      ...operations([{ operationId: 'listThings', summary: 'List things', method: 'GET', path: '/things', descriptionHtml: '<p>Printers are listed.</p>' }]),
      ...doc('/docs/guide', 'Guide', '<p>Printers are listed.</p>'),
    ]
    expect(await ranked(records, 'printers')).toEqual(['/docs/guide', '/api-reference#operation/listThings', '/changelog/news'])
  })

  it('when all else is equal, the section more of the site links to comes first, before the one earlier in its page', async () => {
    // The same field in two tables, alike but for their place; other pages link to the pagination section.
    const pages = [
      ...doc('/docs/points', 'Points', '<h2 id="response">Response</h2><table><tr><td>next_cursor</td><td>Where the next page starts</td></tr></table>'),
      ...doc('/docs/intro', 'Intro', '<h2 id="auth">Auth</h2><p>Keys.</p><h2 id="pagination">Pagination</h2><table><tr><td>next_cursor</td><td>Where the next page starts</td></tr></table>'),
    ]
    const links = siteLinks('<p>Read <a href="/docs/intro#pagination">Pagination</a>; every list has <a href="/docs/intro#pagination">cursors</a>.</p>')
    expect(await ranked(pages, 'next_cursor')).toEqual(['/docs/points#response', '/docs/intro#pagination'])
    expect(await ranked(withInboundLinks(pages, links, (path) => `${SITE}${path}`), 'next_cursor')).toEqual(['/docs/intro#pagination', '/docs/points#response'])
  })

  it('a query that asks what changed puts a changelog post before a guide with as many of its words, not before one with more', async () => {
    const records = [
      ...doc('/docs/setup-file', 'Carrier setup file', '<p>The file lists products. Each product has requires_service_point, added when the product needs one.</p>'),
      ...post('/changelog/new-field', 'New field in the carrier setup file', '<p>Products now say whether they need a service point.</p>'),
    ]
    // Without a change word, the guide (as many words, a guide) comes first.
    expect(await ranked(records, 'carrier setup file')).toEqual(['/docs/setup-file', '/changelog/new-field'])
    // "added" is the guide's word too, but not what the reader searches for: the post comes first.
    expect(await ranked(records, 'carrier setup file added')).toEqual(['/changelog/new-field', '/docs/setup-file'])
    // The guide matches a word more (requires_service_point): more words still come first.
    expect(await ranked(records, 'requires_service_point added to the carrier setup file')).toEqual(['/docs/setup-file', '/changelog/new-field'])
  })

  it('a one-word query that equals a page title puts that page first', async () => {
    // Same attribute, same position, same weights: only the title's being the query tells them apart.
    const pages = [...doc('/docs/a', 'Labels in bulk', '<p>Many.</p>'), ...doc('/docs/b', 'Labels', '<p>One.</p>')]
    expect(await ranked(pages, 'labels')).toEqual(['/docs/b', '/docs/a'])
  })

  it('a query that equals a page title puts that page first, even when another title has the words closer to the top', async () => {
    const records = [
      ...doc('/docs/long', 'Cancel a shipment or a sales order', '<p>Cancelling.</p>'),
      ...doc('/docs/exact', 'Cancel a shipment', '<p>Cancelling.</p>'),
    ]
    expect((await ranked(records, 'cancel a shipment'))[0]).toBe('/docs/exact')
    expect((await ranked(records, 'shipment cancel'))[0]).toBe('/docs/exact')
  })

  it('a table row or a list item that reads like the query does not come before the page or section it names', async () => {
    const records = [
      ...doc('/docs/sandbox', 'Sandbox', '<table><tbody><tr><td>Carrier setups</td><td>The same as in production</td></tr></tbody></table><ul><li><a href="/docs/carriers">The carrier setup file</a></li></ul>'),
      ...doc('/docs/carriers', 'Retrieve the carrier setup file', '<p>Download it once a day.</p><h2 id="carrier-setups">Carrier setups</h2><p>One per carrier account.</p>'),
    ]
    expect((await ranked(records, 'carrier setups', { distinct: 0 }))[0]).toMatch(/^\/docs\/carriers/)
    expect((await ranked(records, 'the carrier setup file', { distinct: 0 }))[0]).toMatch(/^\/docs\/carriers/)
  })

  it('a pasted error message finds the table cell that is the message before a text that has its words sooner', async () => {
    const records = [
      ...doc(
        '/docs/dangerous-goods',
        'Dangerous goods',
        '<h2 id="fields">Fields</h2><table><tbody><tr><td><code>un_number</code></td><td>UN followed by four digits, for example UN3481</td></tr></tbody></table>' +
          '<h2 id="validation-errors">Validation errors</h2><table><tbody><tr><td><code>un_number</code></td><td>must be UN followed by four digits</td></tr></tbody></table>',
      ),
    ]
    expect((await ranked(records, 'must be UN followed by four digits', { distinct: 0 }))[0]).toBe('/docs/dangerous-goods#validation-errors')
  })

  it('a status code and its error code find the table row that is both, before a row that has them among other words', async () => {
    const records = [
      ...doc(
        '/docs/create-shipment',
        'Create a shipment',
        '<h2 id="failed-bookings">Failed bookings</h2><table><tbody><tr><td>The carrier could not be reached</td><td><code>503</code> <code>carrier_unavailable</code> or <code>504</code> <code>carrier_timeout</code></td></tr></tbody></table>' +
          '<h3 id="unreachable">The carrier could not be reached</h3><table><tbody><tr><td><code>504</code> <code>carrier_timeout</code></td><td>The carrier did not answer</td></tr></tbody></table>',
      ),
    ]
    expect((await ranked(records, '504 carrier_timeout', { distinct: 0 }))[0]).toBe('/docs/create-shipment#unreachable')
    expect((await ranked(records, 'carrier_timeout 504', { distinct: 0 }))[0]).toBe('/docs/create-shipment#unreachable')
  })

  it('a request line as long as a sentence still finds its operation before a table cell that is the line and links to it', async () => {
    const records = [
      ...doc('/docs/sales-orders', 'Sales orders and fulfillments', '<h2 id="list">List, get and update sales orders</h2><table><tbody><tr><td><a href="/api-reference#operation/listSalesOrderFulfillments"><code>GET /sales_orders/{sales_order_id}/fulfillments</code></a></td></tr></tbody></table>'),
      ...operations([{ operationId: 'listSalesOrderFulfillments', summary: 'List the fulfillments of a sales order', method: 'GET', path: '/sales_orders/{sales_order_id}/fulfillments' }]),
    ]
    expect((await ranked(records, 'GET /sales_orders/{sales_order_id}/fulfillments'))[0]).toBe('/api-reference#operation/listSalesOrderFulfillments')
  })

  it('a heading that is the query is a section of a page on the subject when the page title has one of its words; elsewhere it is a part of its page', async () => {
    const records = [
      ...doc('/docs/dangerous-goods', 'Dangerous goods and limited quantity', '<h2 id="carriers">Carriers and products</h2><p>Limited quantity needs a carrier that takes it.</p><h2 id="limited-quantity">Limited quantity</h2><p>Up to five litres an inner package.</p>'),
      ...doc('/docs/webhooks', 'Resources and actions', '<h2 id="sales-order">Sales order</h2><p>Sent when an order changes.</p>'),
      ...doc('/docs/sales-orders', 'Sales orders and fulfillments', '<p>Orders from your shop.</p>'),
      ...doc('/docs/advanced-parcels', 'Advanced parcels', '<h2 id="parcel-fields">Parcel fields</h2><p>Type and stacking.</p>'),
      ...post('/changelog/internal-reference', 'New parcel field: internal_reference', '<p>A reference of your own on each parcel.</p>'),
    ]
    expect((await ranked(records, 'limited quantity'))[0]).toBe('/docs/dangerous-goods#limited-quantity')
    expect((await ranked(records, 'parcel fields'))[0]).toBe('/docs/advanced-parcels#parcel-fields')
    expect((await ranked(records, 'sales order'))[0]).toBe('/docs/sales-orders')
  })

  it('a one-word query that is a heading of a page on the subject finds that section; a path segment still finds its operation', async () => {
    const records = [
      ...doc('/docs/sales-orders', 'Sales orders and fulfillments', '<p>Orders from your shop.</p><h2 id="fulfillments">Fulfillments</h2><p>Ship part of an order.</p>'),
      ...doc('/docs/webhooks', 'Resources and actions', '<h2 id="fulfillment">Fulfillment</h2><p>Sent when a fulfillment changes.</p>'),
      ...operations([{ operationId: 'createFulfillment', summary: 'Create a fulfillment', method: 'POST', path: '/fulfillments' }]),
    ]
    expect((await ranked(records, 'fulfillments', { distinct: 0 }))[0]).toBe('/docs/sales-orders#fulfillments')
    expect((await ranked(records, 'fullfilments', { distinct: 0 }))[0]).toBe('/docs/sales-orders#fulfillments')
    expect((await ranked(records, '/fulfillments', { distinct: 0 }))[0]).toBe('/api-reference#operation/createFulfillment')
  })

  it('a heading in the other number stands for its page’s section; a title or an operation’s keyword must be the words typed', async () => {
    const records = [
      ...doc('/docs/setup-file', 'Retrieve and use the carrier setup file', '<p>The file lists every carrier setup.</p><h2 id="carrier-setups">Carrier setups</h2><p>One per agreement.</p>'),
      ...operations([
        { operationId: 'getShipment', summary: 'Get a shipment', method: 'GET', path: '/shipments/{shipment_id}' },
        { operationId: 'listShipments', summary: 'List shipments', method: 'GET', path: '/shipments' },
      ]),
    ]
    expect((await ranked(records, 'carrier setup'))[0]).toBe('/docs/setup-file#carrier-setups')
    // "Get a shipment" is not "GET /shipments" in the singular: listing them is.
    expect((await ranked(records, 'GET /shipments', { distinct: 0 }))[0]).toBe('/api-reference#operation/listShipments')
  })

  it('a title that is the query but for the query’s typo comes before a longer title with the same typo', async () => {
    const records = [
      ...doc('/docs/fulfillment-shipments', 'Create a shipment from a fulfillment in one call', '<p>Ship what was packed.</p>'),
      ...operations([{ operationId: 'createFulfillmentShipment', summary: 'Create a shipment from a fulfillment', method: 'POST', path: '/fulfillments/{fulfillment_id}/shipment' }]),
    ]
    expect((await ranked(records, 'create shipment from fullfillment', { distinct: 0 }))[0]).toBe('/api-reference#operation/createFulfillmentShipment')
    // A word still being typed is only its beginning: no title is exactly "create shipment from fulfil", and the
    // guide's title ranks before the operation's summary, a heading.
    expect((await ranked(records, 'create shipment from fulfil', { distinct: 0 }))[0]).toBe('/docs/fulfillment-shipments')
  })

  it('a query that equals an operation’s title, operationId or METHOD /path puts the operation first', async () => {
    const records = [
      ...doc('/docs/guide', 'Carrier setups', '<p>Get the carrier setup file before booking.</p>'),
      ...operations([
        { operationId: 'getCarrierSetup', summary: 'Get a carrier setup', method: 'GET', path: '/carrier_setups/{carrier_setup_id}' },
        { operationId: 'getCarrierSetupFile', summary: 'Get the carrier setup file', method: 'GET', path: '/carrier_setups/file' },
      ]),
    ]
    const first = async (query: string) => (await ranked(records, query, { distinct: 0 }))[0]
    expect(await first('Get the carrier setup file')).toBe('/api-reference#operation/getCarrierSetupFile')
    expect(await first('getCarrierSetupFile')).toBe('/api-reference#operation/getCarrierSetupFile')
    expect(await first('GET /carrier_setups/file')).toBe('/api-reference#operation/getCarrierSetupFile')
  })

  it('an operationId with words its reference entry shows finds the operation, before a section that names the operation and has the words', async () => {
    const records = [
      ...doc('/docs/webhooks', 'Webhooks', '<h2 id="payload">Payload structure</h2><p>Each payload of <a href="/api-reference#operation/shipmentEvent">shipmentEvent</a> has data.</p>'),
      ...doc('/docs/auth', 'Authentication', '<h2 id="examples">Examples</h2><p>An example: <a href="/api-reference#operation/createSalesOrder">createSalesOrder</a> with a key.</p>'),
      ...operations([
        { operationId: 'shipmentEvent', summary: 'Shipment event', method: 'POST', path: 'shipment', webhook: true, requestBody: { schema: null } },
        { operationId: 'createSalesOrder', summary: 'Create a sales order', method: 'POST', path: '/sales_orders', requestBody: { schema: null } },
        { operationId: 'getShipmentLabels', summary: 'Get labels', method: 'GET', path: '/shipments/{shipment_id}/labels', parameters: [{ name: 'format', enum: ['pdf', 'zpl'] }] },
      ]),
      ...doc('/docs/labels', 'Labels', '<p>Labels come as PDF or ZPL; see <a href="/api-reference#operation/getShipmentLabels">getShipmentLabels</a>.</p>'),
    ]
    const first = async (query: string) => (await ranked(records, query, { distinct: 0 }))[0]
    expect(await first('shipmentEvent payload')).toBe('/api-reference#operation/shipmentEvent')
    expect(await first('createSalesOrder example')).toBe('/api-reference#operation/createSalesOrder')
    expect(await first('getShipmentLabels zpl')).toBe('/api-reference#operation/getShipmentLabels')
    // Words without the operationId still find the guide's section on them.
    expect(await first('payload structure')).toBe('/docs/webhooks#payload')
  })

  it('a task asked in the gerund finds the heading that says what to do', async () => {
    const records = [
      ...doc('/docs/orders', 'Sales orders', '<p>A sales order holds the lines of an order from your shop.</p>'),
      ...doc('/docs/delete-order', 'Delete a sales order', '<p>Only orders without fulfillments.</p>', { pageRank: 1 }),
    ]
    expect((await ranked(records, 'deleting sales orders'))[0]).toBe('/docs/delete-order')
    // The word as typed, where a page has it, comes first.
    const typed = [...records, ...doc('/docs/cleanup', 'Cleaning up', '<p>Deleting sales orders frees their numbers.</p>', { pageRank: 1 })]
    expect((await ranked(typed, 'deleting sales orders'))[0]).toBe('/docs/cleanup')
  })

  it('a path with a concrete ID, as pasted from a request log, is the operation on that path', async () => {
    const records = [
      ...doc('/docs/shipments', 'Create a shipment', '<h2 id="cancel">Cancel a shipment</h2><p>Send POST /shipments/{shipment_id}/cancel before the pickup.</p>'),
      ...operations([
        { operationId: 'cancelShipment', summary: 'Cancel a shipment', method: 'POST', path: '/shipments/{shipment_id}/cancel' },
        { operationId: 'getShipment', summary: 'Get a shipment', method: 'GET', path: '/shipments/{shipment_id}' },
        { operationId: 'listLabels', summary: 'List labels', method: 'GET', path: '/labels/{label_id}/copies', descriptionHtml: '<p>Set a limit, 25 by default.</p>' },
      ]),
    ]
    const first = async (query: string) => (await ranked(records, query, { distinct: 0 }))[0]
    expect(await first('POST /shipments/shp_8Jd2kQ1x/cancel')).toBe('/api-reference#operation/cancelShipment')
    expect(await first('POST https://api.kolli.example/v1/shipments/1042/cancel')).toBe('/api-reference#operation/cancelShipment')
    expect(await first('/shipments/shp_8Jd2kQ1x')).toBe('/api-reference#operation/getShipment')
    expect(await first('GET /shipments/shp_8Jd2kQ1x?limit=25')).toBe('/api-reference#operation/getShipment')
  })

  it('finds a record through the headings above it, as a DocSearch record repeats its hierarchy: the modal’s later records of a page', async () => {
    const records = doc('/docs/sandbox', 'Sandbox', '<p>Test without real bookings.</p><h2 id="limits">Limits</h2><p>Ten requests a second.</p><h3 id="bursts">Bursts</h3>')
    // Every record is under the title; the heading records come before the paragraphs (their level), in page order.
    expect(await ranked(records, 'sandbox', { distinct: 3 })).toEqual(['/docs/sandbox', '/docs/sandbox#limits', '/docs/sandbox#bursts'])
    expect(await ranked(records, 'sandbox', { distinct: 0 })).toHaveLength(5)
    expect(await ranked(records, 'sandbox limits', { distinct: 3 })).toEqual(['/docs/sandbox#limits', '/docs/sandbox#bursts', '/docs/sandbox#limits'])
  })

  it('shows a page once, at its best record; the modal may ask for more records of a page', async () => {
    const records = doc('/docs/labels', 'Labels', '<h2 id="pdf">PDF labels</h2><p>PDF labels print anywhere.</p><h2 id="zpl">ZPL labels</h2><p>ZPL labels print on thermal printers.</p>')
    expect(await ranked(records, 'labels')).toEqual(['/docs/labels'])
    expect(await ranked(records, 'zpl labels', { distinct: 3 })).toEqual(['/docs/labels#zpl', '/docs/labels#zpl', '/docs/labels'])
  })
})

describe('developer vocabulary', () => {
  const records = [
    ...doc('/docs/create-shipment', 'Create a shipment', '<p><a href="/api-reference#operation/createShipment">POST /shipments</a> books a shipment.</p><p>Set <code>service_point_id</code> for a parcel shop.</p>'),
    ...doc('/docs/other', 'Other things', '<p>Shipments are created elsewhere.</p>'),
    ...operations([
      { operationId: 'createShipment', summary: 'Create a shipment', method: 'POST', path: '/shipments' },
      { operationId: 'listShipments', summary: 'List shipments', method: 'GET', path: '/shipments' },
    ]),
  ]

  it('an operationId finds the operation first and the guide that documents it next', async () => {
    expect((await ranked(records, 'createShipment')).slice(0, 2)).toEqual(['/api-reference#operation/createShipment', '/docs/create-shipment'])
  })

  it('an operationId finds the operation before a table cell that names it, even on a heading record', async () => {
    const withTable = [
      ...records,
      ...post('/changelog/new-endpoints', 'New endpoints', '<h2 id="what-changed">What changed</h2><table><tbody><tr><td><code>createShipment</code></td></tr></tbody></table>'),
    ]
    expect((await ranked(withTable, 'createShipment'))[0]).toBe('/api-reference#operation/createShipment')
  })

  it('a status code with words that only say it is one ("HTTP 429") finds the code’s row, not the pages that say HTTP', async () => {
    const records = [
      ...doc('/docs/auth', 'HTTP Basic authentication', '<p>Send the key over HTTPS with every request.</p>'),
      ...doc('/docs/errors', 'Errors', '<h2 id="codes">Error codes</h2><table><tbody><tr><td>429</td><td>Too many requests</td></tr></tbody></table>'),
    ]
    for (const query of ['HTTP 429', 'status code 429', 'got a 429']) expect((await ranked(records, query))[0]).toBe('/docs/errors#codes')
  })

  it('a status code finds the table row it heads before a page that mentions it sooner', async () => {
    const codes = [
      ...doc('/docs/auth', 'Authentication', '<p>A wrong key gets 401 and the code unauthorized.</p>'),
      ...doc('/docs/errors', 'Errors', '<h2 id="codes">Error codes</h2><p>Every error has a code.</p><table><tbody><tr><td>401</td><td><code>unauthorized</code></td></tr></tbody></table>'),
    ]
    expect((await ranked(codes, '401'))[0]).toBe('/docs/errors#codes')
  })

  it('a hyphenated term (a header) finds where it is written before its words apart, even in a heading', async () => {
    const records = [
      ...doc('/docs/webhooks', 'Webhooks', '<h2 id="retries">Retries</h2><p>After five failed attempts the subscription is disabled.</p>'),
      ...doc('/docs/limits', 'Limits', '<p>Wait for the seconds in the Retry-After header.</p>'),
    ]
    expect((await ranked(records, 'Retry-After'))[0]).toBe('/docs/limits')
    // Written apart, the words are two: the heading ranks first.
    expect((await ranked(records, 'retry after'))[0]).toBe('/docs/webhooks#retries')
  })

  it('one hyphenated term finds the table row it names before a text that mentions it sooner', async () => {
    const records = [
      ...doc('/docs/events', 'Events', '<p>Ignore a repeated Kolli-Event-Id.</p>'),
      ...doc('/docs/headers', 'Requests', '<h2 id="headers">Headers</h2><p>Each request has these headers.</p><table><tbody><tr><td>Kolli-Event-Id</td><td>The event ID</td></tr></tbody></table>'),
    ]
    expect((await ranked(records, 'Kolli-Event-Id'))[0]).toBe('/docs/headers#headers')
  })

  it('METHOD /path finds the operation first', async () => {
    expect((await ranked(records, 'POST /shipments'))[0]).toBe('/api-reference#operation/createShipment')
    expect((await ranked(records, 'GET /shipments'))[0]).toBe('/api-reference#operation/listShipments')
  })

  it('a request line pasted with the API’s full URL finds the operation first', async () => {
    expect((await ranked(records, 'POST https://api.kolli.example/v1/shipments'))[0]).toBe('/api-reference#operation/createShipment')
    expect((await ranked(records, 'GET http://localhost:8080/shipments?limit=20'))[0]).toBe('/api-reference#operation/listShipments')
  })

  it('a path without its method finds the operations on that path first', async () => {
    const paths = [
      ...doc('/docs/sales-orders', 'Sales orders', '<h2 id="sales-order">Sales order</h2><p>Each sales order has an ID; see <code>/sales_orders/{sales_order_id}</code>.</p>'),
      ...operations([
        { operationId: 'getSalesOrder', summary: 'Get a sales order', method: 'GET', path: '/sales_orders/{sales_order_id}' },
        { operationId: 'cancelSalesOrder', summary: 'Cancel a sales order', method: 'POST', path: '/sales_orders/{sales_order_id}/cancel' },
      ]),
    ]
    expect((await ranked(paths, '/sales_orders/{sales_order_id}', { distinct: 0 }))[0]).toBe('/api-reference#operation/getSalesOrder')
    expect((await ranked(paths, '/sales_orders/{sales_order_id}/cancel', { distinct: 0 }))[0]).toBe('/api-reference#operation/cancelSalesOrder')
  })

  it('a path of one segment finds the operations on it first, though its words are a heading or a title', async () => {
    const paths = [
      ...doc('/docs/sales-orders', 'Sales orders', '<h2 id="sales-order">Sales order</h2><p>Each sales order lists its lines.</p>'),
      ...doc('/docs/shipments', 'Shipments', '<p>Shipments are booked with a carrier.</p>'),
      ...operations([
        { operationId: 'listSalesOrders', summary: 'List sales orders', method: 'GET', path: '/sales_orders' },
        { operationId: 'listShipments', summary: 'List shipments', method: 'GET', path: '/shipments' },
      ]),
    ]
    expect((await ranked(paths, '/sales_orders'))[0]).toBe('/api-reference#operation/listSalesOrders')
    expect((await ranked(paths, '/shipments'))[0]).toBe('/api-reference#operation/listShipments')
    // Without the slash, the words are the guide's.
    expect((await ranked(paths, 'shipments'))[0]).toBe('/docs/shipments')
    expect((await ranked(paths, 'sales_orders'))[0]).toBe('/docs/sales-orders')
  })

  it('identifiers are split for matching: createShipment also matches "create shipment", and the reverse', async () => {
    expect(await ranked(records, 'create shipment')).toContain('/api-reference#operation/createShipment')
    expect(await ranked(records, 'service point')).toEqual(['/docs/create-shipment'])
  })

  it('a snake_case field finds the page that documents it', async () => {
    expect(await ranked(records, 'service_point_id')).toEqual(['/docs/create-shipment'])
  })

  it('a snake_case field finds the heading that spells it out before the tables that list it; an ID field, the page of its object', async () => {
    const fields = [
      ...doc('/docs/a-table', 'Service point fields', '<table><tbody><tr><td><code>opening_hours</code></td></tr><tr><td><code>label_overlay_id</code></td></tr></tbody></table>'),
      ...doc('/docs/service-points', 'Service points', '<h2 id="opening-hours">Opening hours</h2><p>Per weekday.</p>'),
      ...doc('/docs/label-overlays', 'Label overlays', '<p>A logo on the label.</p>'),
    ]
    expect((await ranked(fields, 'opening_hours'))[0]).toBe('/docs/service-points#opening-hours')
    expect((await ranked(fields, 'label_overlay_id'))[0]).toBe('/docs/label-overlays')
    // The parts alone, not the whole heading, stay a weaker match than the field itself.
    const partial = [
      ...doc('/docs/a-table', 'Fields', '<p><code>opening_hours</code></p>'),
      ...doc('/docs/hours', 'Opening hours and holidays', '<p>Per weekday.</p>'),
      ...doc('/docs/opening', 'Opening', '<p>Some of the words only.</p>'),
    ]
    expect((await ranked(partial, 'opening_hours'))[0]).toBe('/docs/a-table')
  })

  it('a snake_case field finds the section its table row sends the reader to with "see", before the row', async () => {
    const html =
      '<h2 id="response">Response</h2><table><tr><td><code>failure_reason</code></td><td>The carrier\'s reason; see <a href="#rejected">The carrier rejected the booking</a></td></tr></table>' +
      '<h3 id="rejected">The carrier rejected the booking</h3><p>The carrier says why in <code>failure_reason</code>; show it to whoever fixes the shipment.</p>'
    const page = doc('/docs/shipments', 'Shipments', html)
    const absolute = (path: string) => `${SITE}${path}`
    expect((await ranked(page, 'failure_reason'))[0]).toBe('/docs/shipments#response')
    const named = withLinkTexts(page, siteLinks(html, '', '/docs/shipments'), absolute)
    expect((await ranked(named, 'failure_reason', { distinct: 2 })).slice(0, 2)).toEqual(['/docs/shipments#rejected', '/docs/shipments#response'])
  })

  it('an ID field finds the section a row on another page sends the reader to, before a subsection that names it more, and before the tables', async () => {
    const html =
      '<p>A service point near the receiver.</p><h2 id="use">Use a service point in a shipment</h2><p>Send the chosen ID as <code>service_point_id</code>.</p>' +
      '<h3 id="which">Which products need one</h3><p>Some products need <code>service_point_id</code>; without <code>service_point_id</code> they fail; check <code>service_point_id</code> first.</p>'
    const fieldsHtml = '<table><tr><td><code>service_point_id</code></td><td>A service point ID; see <a href="/docs/service-points#use">Use a service point in a shipment</a></td></tr></table>'
    const records = [...doc('/docs/service-points', 'Service points', html), ...doc('/docs/shipments', 'Shipment fields', fieldsHtml)]
    // The page title names only the thing the field points to ("Service points"), which every section of the page
    // inherits, just above the text: the subsection that repeats the field most comes first, the table cell after.
    expect((await ranked(records, 'service_point_id', { distinct: 2 }))[0]).toBe('/docs/service-points#which')
    // Named by the row (an alias that is the field as typed), the section comes before both.
    const named = withLinkTexts(records, siteLinks(fieldsHtml, '', '/docs/shipments'), (path) => `${SITE}${path}`)
    expect((await ranked(named, 'service_point_id', { distinct: 2 })).slice(0, 3)).toEqual(['/docs/service-points#use', '/docs/service-points#which', '/docs/shipments'])
  })

  it('a field the page title spells out finds the section whose text uses it most; words the query has are not counted so', async () => {
    const overlays = [
      ...doc(
        '/docs/label-overlays',
        'Label overlays',
        '<p>Create an overlay once, then refer to it with <code>label_overlay_id</code>.</p>' +
          '<h2 id="limits">Limits</h2><p>Three text lines at most.</p>' +
          '<h2 id="use-an-overlay">Use an overlay</h2><p>Set <code>label_overlay_id</code> in the shipment.</p><p>Without <code>label_overlay_id</code>, the label has no overlay.</p>',
      ),
      ...doc('/docs/shipments', 'Shipments', '<h2 id="fields">Fields</h2><table><tbody><tr><td><code>label_overlay_id</code></td></tr></tbody></table>'),
    ]
    expect((await ranked(overlays, 'label_overlay_id'))[0]).toBe('/docs/label-overlays#use-an-overlay')
    // A heading the query is: a subsection that repeats its words more often stays below it.
    const bookings = doc(
      '/docs/bookings',
      'Bookings',
      '<h2 id="failed-bookings">Failed bookings</h2><p>Three things can go wrong.</p>' +
        '<h3 id="rejected">The carrier rejected it</h3><p>Failed bookings are kept: the failed booking has a reason.</p>',
    )
    expect((await ranked(bookings, 'failed bookings'))[0]).toBe('/docs/bookings#failed-bookings')
  })

  it('an object ID pasted from a response finds where its kind of ID is named', async () => {
    const printers = [
      ...doc('/docs/print-client', 'Print client', '<h2 id="printers">Printers</h2><p>Each printer has an ID with the prefix <code>prn_</code>.</p>'),
      ...doc('/docs/shipments', 'Shipments', '<p>A shipment has an ID with the prefix <code>shp_</code>.</p>'),
    ]
    expect((await ranked(printers, 'prn_3Kc9vH2s'))[0]).toBe('/docs/print-client#printers')
  })

  it('a number field finds the heading that names what it numbers; an ID field of one other word does not', async () => {
    const fields = [
      ...doc('/docs/fields', 'Customs fields', '<table><tbody><tr><td><code>ioss_number</code></td></tr><tr><td><code>shipment_id</code></td></tr></tbody></table>'),
      ...doc('/docs/customs', 'Customs', '<h2 id="ioss">IOSS</h2><p>Register once for EU imports.</p>'),
      ...doc('/docs/events', 'Events', '<h2 id="shipment">Shipment</h2><p>Sent when it changes.</p>'),
    ]
    expect((await ranked(fields, 'ioss_number'))[0]).toBe('/docs/customs#ioss')
    expect((await ranked(fields, 'shipment_id'))[0]).toBe('/docs/fields')
  })

  it('a changelog post’s title ranks as a heading: the guide’s section with the same words comes first, a query that is the title finds the post', async () => {
    const records = [
      ...doc('/docs/sales-orders', 'Sales orders and fulfillments', '<h2 id="tags">Tags</h2><p>Label orders for your own filters.</p>'),
      ...post('/changelog/tags', 'New sales order field: tags', '<p>Sales orders now have tags.</p>'),
    ]
    expect((await ranked(records, 'sales order tags'))[0]).toBe('/docs/sales-orders#tags')
    expect((await ranked(records, 'new sales order field tags'))[0]).toBe('/changelog/tags')
  })

  it('a release note is found as one: "released" and "announcement" find changelog posts, not docs', async () => {
    const notes = [
      ...doc('/docs/carrier-setups', 'The carrier setups endpoint', '<p>Lists your carrier setups.</p>'),
      ...post('/changelog/carrier-setups', 'Carrier setups', '<p>A new endpoint lists your carrier setups.</p>'),
    ]
    expect(await ranked(notes, 'carrier setups endpoint')).toEqual(['/docs/carrier-setups', '/changelog/carrier-setups'])
    expect(await ranked(notes, 'carrier setups endpoint released')).toEqual(['/changelog/carrier-setups', '/docs/carrier-setups'])
    expect((await ranked(notes, 'announcement of carrier setups'))[0]).toBe('/changelog/carrier-setups')
  })

  it('a contraction is the word that counts in it: "what\'s" does not search for the "s" of every possessive', async () => {
    const records = [
      ...doc('/docs/intro', 'Introduction', '<h2 id="rate-limits">Rate limits</h2><p>Each API user may send 10 requests a second.</p>'),
      ...doc('/docs/carriers', 'Carriers', '<p>A carrier\'s rate limits depend on the receiver\'s country.</p>'),
    ]
    expect((await ranked(records, "what's the rate limit"))[0]).toBe('/docs/intro#rate-limits')
    expect((await ranked(records, 'what’s the rate limit'))[0]).toBe('/docs/intro#rate-limits')
    expect(await ranked(records, "the receiver's country", { distinct: 0 })).toEqual(await ranked(records, 'the receiver country', { distinct: 0 }))
  })

  it('singular and plural match each other', async () => {
    const labels = [...doc('/docs/label', 'Label', '<p>One.</p>'), ...doc('/docs/orders', 'Orders', '<p>Many.</p>')]
    expect(await ranked(labels, 'labels')).toEqual(['/docs/label'])
    expect(await ranked(labels, 'order')).toEqual(['/docs/orders'])
  })
})

describe('typo tolerance', () => {
  const records = [
    ...doc('/docs/customs', 'Customs', '<p>Declarations for parcels outside the EU.</p>'),
    ...doc('/docs/shipments', 'Shipments', '<p>Booking.</p>'),
    ...doc('/docs/fulfillments', 'Fulfillments', '<p>Orders.</p>'),
  ]

  it('allows one typo in a word of 4 or more letters, a swap of two letters counting as one', async () => {
    expect(await ranked(records, 'cusotms')).toEqual(['/docs/customs'])
    expect(await ranked(records, 'shipmnets')).toEqual(['/docs/shipments'])
  })

  it('allows two typos from 8 letters, and none in words of 3', async () => {
    expect(await ranked(records, 'fulfilmnets')).toEqual(['/docs/fulfillments'])
    expect(await ranked([...doc('/docs/eu', 'EU', '<p>Union.</p>')], 'eux.')).toEqual([])
  })

  it('matches the singular or plural of a corrected word', async () => {
    // "webhok" is one typo from "webhook", two from "webhooks": the plural counts as the correction.
    expect(await ranked([...doc('/docs/webhooks', 'Webhooks', '<p>Events.</p>')], 'webhok.')).toEqual(['/docs/webhooks'])
  })

  it('never corrects the first letter', async () => {
    expect(await ranked(records, 'hsipments.')).toEqual([])
  })

  it('corrects a word in a paragraph, not in the section text its heading carries', async () => {
    const spread = [...doc('/docs/spread', 'Loading', '<h2 id="notes">Notes</h2><p>Pallets go first.</p><p>The freight driver calls ahead.</p>')]
    const records = [...spread, ...doc('/docs/title', 'Pallets', '<p>Book them as cargo.</p>')]
    // As typed, the heading has both words: it carries the text of the paragraphs under it.
    expect((await ranked(records, 'pallet freight'))[0]).toBe('/docs/spread#notes')
    // Misspelt, the paragraph that has the word still finds it ...
    expect(await ranked(records, 'freihgt.')).toEqual(['/docs/spread#notes'])
    // ... but the heading no longer gathers it from its section, so it has one word, as the title has.
    expect(await ranked(records, 'pallet freihgt.')).toEqual(['/docs/title', '/docs/spread#notes'])
  })
})
