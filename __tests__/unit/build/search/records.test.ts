import { PATH_PARAMETER } from '../../../../src/shared/search/query'
import { changelogRecords, descriptionParagraphs, errorMessages, operationFields, operationKeywords, operationParts, operationRecords, pageRecords, postRecords, siteLinks, withInboundLinks, withLinkTexts, withSectionText } from '../../../../src/build/search/records'
import { PAGE_RANK } from '../../../../src/shared/search/page-kind'
import { packRecords } from '../../../../src/build/search/pack-records'
import { unpackRecord, unpackRecords } from '../../../../src/shared/search/packed-records'
import { forDocSearch, shownFields } from '../../../../src/shared/search/record'
import { doc } from '../../../support/search-fixture'

/** A record URL for a site path, as the build makes it. */
const absolute = (path: string) => `https://docs.kolli.example${path}`

const page = {
  url: 'https://docs.kolli.example/docs/webhooks/intro',
  section: 'Webhooks',
  title: 'Introduction to webhooks',
  description: 'Receive events as they happen.',
  docusaurusTag: 'docs-default-current',
  pageRank: PAGE_RANK.docs,
  html: [
    '<p>Kolli sends <code>POST</code> requests.</p>',
    '<h2 id="subscriptions">Subscriptions<a class="anchor" href="#subscriptions">#</a></h2>',
    '<ul><li>One URL per <em>subscription</em><ul><li>Nested item</li></ul></li></ul>',
    '<div class="code-block"><button>Copy</button><pre><code>curl …</code></pre></div>',
    '<h3 id="verify">Verify &lt;signatures&gt;</h3>',
    '<table><tr><td>Kolli-Signature</td><td>HMAC</td></tr></table>',
    '<h2 id="retries">Retries</h2>',
    '<p>Eight retries.</p>',
  ].join(''),
}

describe('pageRecords', () => {
  const records = pageRecords(page)

  it('makes a lvl1 record, the description, then headings and content in document order', () => {
    expect(records.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'Receive events as they happen.'],
      ['content', null, 'Kolli sends POST requests.'],
      ['lvl2', 'subscriptions', null],
      ['content', 'subscriptions', 'One URL per subscription'],
      ['content', 'subscriptions', 'Nested item'],
      ['lvl3', 'verify', null],
      ['content', 'verify', 'Kolli-Signature'],
      ['content', 'verify', 'HMAC'],
      ['lvl2', 'retries', null],
      ['content', 'retries', 'Eight retries.'],
    ])
  })

  it('fills the hierarchy (lvl0 = section, lvl1 = title), clearing deeper levels at each heading', () => {
    const verify = records.find((record) => record.anchor === 'verify' && record.type === 'content')!
    expect(verify.hierarchy).toEqual({
      lvl0: 'Webhooks',
      lvl1: 'Introduction to webhooks',
      lvl2: 'Subscriptions',
      lvl3: 'Verify <signatures>',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    })
    expect(records.find((record) => record.anchor === 'retries')!.hierarchy.lvl3).toBeNull()
  })

  it('sets URLs with anchors, language, tag, the kind of page and the crawler-style weights', () => {
    const heading = records[3]
    expect(heading).toMatchObject({
      url: 'https://docs.kolli.example/docs/webhooks/intro#subscriptions',
      url_without_anchor: 'https://docs.kolli.example/docs/webhooks/intro',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      kind: 'docs',
      weight: { level: 90, position: 3, pageRank: 3 },
    })
    expect(postRecords({ ...page, url: 'https://docs.kolli.example/changelog/news' })[0]).toMatchObject({ kind: 'changelog', weight: { pageRank: PAGE_RANK.changelog } })
    expect(records[0].weight.level).toBe(100)
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length)
  })

  it('gives a changelog post its title as a heading, one level down with its sections, and as a keyword; not the changelog’s own page', () => {
    const post = postRecords({ ...page, url: 'https://docs.kolli.example/changelog/news' })
    expect(post[0]).toMatchObject({ type: 'lvl2', keywords: [page.title], hierarchy: { lvl1: null, lvl2: page.title }, weight: { level: 90 } })
    expect(post[3]).toMatchObject({ type: 'lvl3', hierarchy: { lvl1: null, lvl2: page.title, lvl3: 'Subscriptions' }, weight: { level: 80 } })
    expect(post.map((record) => record.content)).toEqual(records.map((record) => record.content))
    expect(changelogRecords({ ...page, url: 'https://docs.kolli.example/changelog' })[0]).toMatchObject({ type: 'lvl1', hierarchy: { lvl1: page.title } })
  })

  it('leaves code blocks, buttons and anchor icons out', () => {
    const text = JSON.stringify(records)
    expect(text).not.toContain('curl')
    expect(text).not.toContain('Copy')
    expect(records[3].hierarchy.lvl2).toBe('Subscriptions')
  })
})

describe('operationRecords', () => {
  const operation = {
    operationId: 'deleteSalesOrder',
    anchor: 'operation/deleteSalesOrder',
    method: 'DELETE',
    path: '/sales_orders/{sales_order_id}',
    summary: 'Delete a sales order',
    tag: 'Sales orders',
    webhook: false,
    descriptionHtml: '<p>Only orders <em>without</em> fulfillments.</p>',
    parameters: [{ name: 'sales_order_id' }, { name: 'reason' }],
    requestBody: null,
    responses: [],
  }

  it('makes one lvl2 record per operation: its summary as the heading, under "API Reference"', () => {
    expect(operationRecords('https://docs.kolli.example/api-reference', operation, 9)).toMatchObject([{
      type: 'lvl2',
      url: 'https://docs.kolli.example/api-reference#operation/deleteSalesOrder',
      url_without_anchor: 'https://docs.kolli.example/api-reference',
      anchor: 'operation/deleteSalesOrder',
      hierarchy: { lvl0: 'API Reference', lvl1: null, lvl2: 'Delete a sales order' },
      content: 'deleteSalesOrder: DELETE /sales_orders/{sales_order_id}. Only orders without fulfillments.',
      docusaurus_tag: 'default',
      kind: 'api',
      weight: { level: 90, position: 9, pageRank: PAGE_RANK.api },
    }])
  })

  it('keeps the first paragraph of the description on the operation’s record, and makes a record of each further paragraph and list item', () => {
    const descriptionHtml = '<p>Deletes an order.</p><p><strong>Fulfilled orders.</strong> Cancel them instead.</p><ul><li><code>409</code>: it has fulfillments.</li><li>404: no such order.</li></ul>'
    expect(descriptionParagraphs(descriptionHtml)).toEqual(['Deletes an order.', 'Fulfilled orders. Cancel them instead.', '409: it has fulfillments.', '404: no such order.'])
    const records = operationRecords('https://docs.kolli.example/api-reference', { ...operation, descriptionHtml }, 9)
    expect(records.map((record) => [record.type, record.content, record.weight.position, record.objectID.endsWith(`-${record.weight.position}`)])).toEqual([
      ['lvl2', 'deleteSalesOrder: DELETE /sales_orders/{sales_order_id}. Deletes an order.', 9, true],
      ['content', 'Fulfilled orders. Cancel them instead.', 10, true],
      ['content', '409: it has fulfillments.', 11, true],
      ['content', '404: no such order.', 12, true],
    ])
    // Each paragraph is a record of the operation: its anchor and heading, an API record.
    for (const record of records.slice(1)) {
      expect(record).toMatchObject({ url: records[0].url, anchor: 'operation/deleteSalesOrder', hierarchy: records[0].hierarchy, kind: 'api', weight: { level: 0, pageRank: PAGE_RANK.api } })
      expect(record).not.toHaveProperty('keywords')
    }
  })

  it('is found by its operationId, METHOD /path, the path alone and summary, and less strongly by its identifier-shaped request fields', () => {
    expect(operationKeywords(operation)).toEqual([
      'deleteSalesOrder',
      'DELETE /sales_orders/{sales_order_id}',
      '/sales_orders/{sales_order_id}',
      'Delete a sales order',
      // What a path with a concrete ID becomes (searchableQuery).
      `DELETE /sales_orders/${PATH_PARAMETER}`,
      `/sales_orders/${PATH_PARAMETER}`,
    ])
    expect(operationKeywords({ ...operation, path: '/sales_orders' })).toEqual(['deleteSalesOrder', 'DELETE /sales_orders', '/sales_orders', 'Delete a sales order'])
    expect(operationKeywords({ ...operation, webhook: true, path: 'sales_order' })).toEqual(['deleteSalesOrder', 'sales_order', 'Delete a sales order'])
    const schema = (name: string | undefined, children: object[] = []) => ({ name, children, variants: [] })
    const body = { schema: schema(undefined, [schema('receiver', [schema('postal_code')]), schema('reference'), schema('service_point_id')]) }
    expect(operationFields({ ...operation, requestBody: body as never })).toEqual(['sales_order_id', 'postal_code', 'service_point_id'])
  })

  it('is found, most weakly, by what its reference entry shows: its subheadings, the request samples’ languages and its parameters’ values', () => {
    const withFormat = { ...operation, parameters: [{ name: 'sales_order_id' }, { name: 'format', enum: ['pdf', 'zpl'] }], responses: [{ status: '200' }, { status: '404' }] }
    expect(operationRecords('https://docs.kolli.example/api-reference', withFormat, 0)[0].about).toEqual([
      'Parameters', 'Responses', 'Example request', 'Example response', 'cURL', 'JavaScript', 'Python', 'PHP', 'C#', 'pdf', 'zpl',
    ])
    // A webhook event shows its payload and a delivery, no request samples.
    const event = { ...operation, webhook: true, parameters: [], requestBody: { schema: null }, responses: [] }
    expect(operationParts(event)).toEqual(['Payload', 'Responses', 'Example delivery'])
  })
})

describe('what records are found by besides their text', () => {
  it('gives a paragraph the operationIds it links to, as related identifiers', () => {
    const [, record] = pageRecords({ ...page, description: null, html: '<p>Call <a href="/api-reference#operation/createShipment">POST /shipments</a>.</p>' })
    expect(record.related).toEqual(['createShipment'])
  })

  it('keeps only the link of a list item that starts with one: the rest describes the target, as its alias', () => {
    const html = [
      '<ul><li><a href="/docs/webhooks/requirements">Requirements and structure</a>: what your endpoint must answer, retries.</li>',
      '<li><p><a href="/docs/webhooks/resources">Resources and actions</a>: when each event fires.</p></li>',
      '<li>Retries: see <a href="/docs/webhooks/requirements#retries">Retries</a>.</li>',
      '<li><a href="https://status.kolli.example">Status page</a>: outages and maintenance.</li></ul>',
    ].join('')
    const contents = pageRecords({ ...page, description: null, html }).slice(1).map((record) => record.content)
    expect(contents).toEqual(['Requirements and structure', 'Resources and actions', 'Retries: see Retries.', 'Status page: outages and maintenance.'])
  })

  it('gives the last cell of a row of three or more the row\'s first cell, as what it describes; not a header row, nor a row of two', () => {
    const html = [
      '<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead>',
      '<tbody><tr><td><code>expires_in</code></td><td>integer</td><td>Seconds until the token expires</td></tr></tbody></table>',
      '<table><tr><td>429</td><td><code>rate_limited</code></td></tr></table>',
    ].join('')
    const contents = pageRecords({ ...page, description: null, html }).slice(1).map((record) => record.content)
    expect(contents).toEqual(['Field', 'Type', 'Description', 'expires_in', 'integer', 'expires_in: Seconds until the token expires', '429', 'rate_limited'])
  })

  it('gives a heading the text of the paragraphs under it, up to the next heading', () => {
    const records = withSectionText(pageRecords(page))
    expect(records[3].section).toEqual(['One URL per subscription', 'Nested item'])
    expect(records[6].section).toEqual(['Kolli-Signature', 'HMAC'])
    expect(records[2].section).toBeUndefined()
  })

  it('gives a page, and a heading, the texts of the links that point to it', () => {
    const links = siteLinks('<p><a href="/docs/webhooks/intro">Get notified of tracking changes</a>, <a href="/docs/webhooks/intro#retries">how often we retry</a>, <a href="https://other.example/x">elsewhere</a></p>')
    expect(links).toEqual([
      { href: '/docs/webhooks/intro', text: 'Get notified of tracking changes' },
      { href: '/docs/webhooks/intro#retries', text: 'how often we retry' },
    ])
    const records = withLinkTexts(pageRecords(page), links, absolute)
    expect(records[0].aliases).toEqual(['Get notified of tracking changes'])
    expect(records.find((record) => record.anchor === 'retries' && record.type === 'lvl2')?.aliases).toEqual(['how often we retry'])
    expect(records.filter((record) => record.aliases).length).toBe(2)
  })

  it('counts the links that lead to each record: a section\'s heading and paragraphs share its, a page\'s go to its title and the text before its first heading', () => {
    const links = siteLinks('<a href="/docs/webhooks/intro/">Webhooks</a> <a href="/docs/webhooks/intro#retries">retries</a> <a href="/docs/webhooks/intro#retries">again</a> <a href="/docs/other">other</a>')
    const records = withInboundLinks(pageRecords(page), links, absolute)
    expect(records.map((record) => [record.anchor, record.type, record.weight.links])).toEqual([
      [null, 'lvl1', 1],
      [null, 'content', 1],
      [null, 'content', 1],
      ['subscriptions', 'lvl2', 0],
      ['subscriptions', 'content', 0],
      ['subscriptions', 'content', 0],
      ['verify', 'lvl3', 0],
      ['verify', 'content', 0],
      ['verify', 'content', 0],
      ['retries', 'lvl2', 2],
      ['retries', 'content', 2],
    ])
  })
})

describe('what a link\'s place says of its target', () => {
  const contexts = (html: string) => siteLinks(html).map(({ text, context }) => ({ text, context }))

  it('reads the blocks inside a link as separate words', () => {
    expect(contexts('<a href="/docs/api/sales-orders"><h3>Sales orders</h3><p>Store orders and fulfil them in parts.</p></a>')).toEqual([
      { text: 'Sales orders Store orders and fulfil them in parts.', context: undefined },
    ])
  })

  it('takes the rest of a table row whose cell is nothing but the link', () => {
    expect(contexts('<table><tr><td>Go live</td><td><a href="/docs/sandbox#moving-to-production">Sandbox</a></td></tr></table>')).toEqual([{ text: 'Sandbox', context: 'Go live' }])
    // A cell with more than the link is a sentence about something else.
    expect(contexts('<table><tr><td>Go live</td><td>See <a href="/docs/sandbox">Sandbox</a></td></tr></table>')).toEqual([{ text: 'Sandbox', context: undefined }])
  })

  it('takes the rest of a list item that starts with the link', () => {
    expect(contexts('<ul><li><a href="/docs/webhooks/requirements">Requirements</a>: what your endpoint must answer.</li></ul>')).toEqual([
      { text: 'Requirements', context: 'what your endpoint must answer.' },
    ])
    expect(contexts('<ul><li><p><a href="/docs/x">X</a> — does x</p></li></ul>')).toEqual([{ text: 'X', context: 'does x' }])
  })

  it('takes nothing from a list item or paragraph where the link comes later, even after the same words', () => {
    expect(contexts('<ul><li><strong>Service points</strong>: pay at <a href="/docs/api/service-points">Service points</a>.</li></ul>')).toEqual([
      { text: 'Service points', context: undefined },
    ])
    expect(contexts('<p><a href="/docs/x">X</a> does x</p>')).toEqual([{ text: 'X', context: undefined }])
    expect(contexts('<p>Read the guide. See <a href="/docs/x">X</a>.</p>')).toEqual([{ text: 'X', context: undefined }])
    // A page covers more than the clause names: "offer pallets; see [Carrier setup file]" is not what the page is about.
    expect(contexts('<p>Read the file before you offer pallets; see <a href="/docs/api/setup-file">Carrier setup file</a>.</p>')).toEqual([
      { text: 'Carrier setup file', context: undefined },
    ])
  })

  it('takes the clause that a "see" before a link to a section refers to, from the start of its sentence', () => {
    expect(contexts('<p>Store the secret. Your endpoint needs it to check that a request really comes from Kolli; see <a href="/docs/w#verify">Verify the signature</a>.</p>')).toEqual([
      { text: 'Verify the signature', context: 'Your endpoint needs it to check that a request really comes from Kolli' },
    ])
    expect(contexts('<table><tr><td><code>failure_reason</code> (see <a href="/docs/s#failed">Failed bookings</a>)</td></tr></table>')).toEqual([
      { text: 'Failed bookings', context: 'failure_reason' },
    ])
    expect(contexts('<p>The <code>limit</code> and <code>cursor</code> parameters, see <a href="/docs/api/intro#pagination">Pagination</a></p>')).toEqual([
      { text: 'Pagination', context: 'The limit and cursor parameters' },
    ])
  })

  it('names a section by the field whose table row sends its reader there with "see", on the same page too, without counting the link', () => {
    const html =
      '<table><tr><td><code>failure_reason</code></td><td>The carrier\'s reason; see <a href="#rejected">The carrier rejected the booking</a></td></tr>' +
      '<tr><td><code>status</code></td><td>The status; see <a href="#failed">Failed bookings</a></td></tr>' +
      '<tr><td><code>label_format</code></td><td>The format (<a href="#labels">Labels</a>)</td></tr>' +
      '<tr><td><code>sender_id</code> and more</td><td>The sender; see <a href="#sender">Sender</a></td></tr>' +
      '<tr><td><code>receiver_id</code></td><td>The receiver; see <a href="/docs/addresses#receiver">Receiver</a></td></tr></table>'
    // A field's identifier only (not a plain word, not a cell of more), and only after "see".
    expect(siteLinks(html, '', '/docs/shipments')).toEqual([
      { href: '/docs/shipments#rejected', text: 'The carrier rejected the booking', subject: 'failure_reason', inPage: true },
      { href: '/docs/addresses#receiver', text: 'Receiver', context: 'The receiver', subject: 'receiver_id' },
    ])
    // Without the page's path, links within the page are left out as before.
    expect(siteLinks(html).map(({ href }) => href)).toEqual(['/docs/addresses#receiver'])
    const shipments = doc('/docs/shipments', 'Shipments', '<h2 id="response">Response</h2><p>Fields.</p><h3 id="rejected">The carrier rejected the booking</h3><p>Read the reason in <code>failure_reason</code>.</p>')
    const named = withInboundLinks(withLinkTexts(shipments, siteLinks(html, '', '/docs/shipments'), absolute), siteLinks(html, '', '/docs/shipments'), absolute)
    const heading = named.find((record) => record.anchor === 'rejected' && record.type === 'lvl3')!
    expect(heading.aliases).toEqual(['failure_reason'])
    expect(heading.weight.links).toBe(0)
  })

  it('names a section of the page by the clause of the introduction that sends its reader there with "see", not by one in a section', () => {
    const html =
      '<p>You can ask the carrier to collect a shipment from your warehouse; see <a href="#service">The pickup service</a>. ' +
      'Read on (<a href="#times">Cut-off times</a>).</p>' +
      '<h2 id="service">The pickup service</h2><p>Add the service.</p>' +
      '<h2 id="times">Cut-off times</h2><p>A return needs a pickup too; see <a href="#service">The pickup service</a>.</p>'
    expect(siteLinks(html, '', '/docs/pickup')).toEqual([
      { href: '/docs/pickup#service', text: 'The pickup service', context: 'You can ask the carrier to collect a shipment from your warehouse', inPage: true },
    ])
    const pickup = doc('/docs/pickup', 'Book a pickup', '<h2 id="service">The pickup service</h2><p>Add the service.</p>')
    const links = siteLinks(html, '', '/docs/pickup')
    const [heading] = withInboundLinks(withLinkTexts(pickup, links, absolute), links, absolute).filter((record) => record.anchor === 'service' && record.type === 'lvl2')
    // The clause names the section; the link's own text, the heading it repeats, does not, and a link within the page is not counted.
    expect(heading.aliases).toEqual(['You can ask the carrier to collect a shipment from your warehouse'])
    expect(heading.weight.links).toBe(0)
  })

  it('names a section by a row\'s field only where the section names the field too, on this page or another', () => {
    const html =
      '<table><tr><td><code>receiver_id</code></td><td>The receiver; see <a href="/docs/addresses#receiver">Receiver</a></td></tr>' +
      '<tr><td><code>shipment.created</code></td><td>Sent on booking; see <a href="/docs/addresses#failed">Failed</a></td></tr>' +
      '<tr><td><code>order_id</code></td><td>The order; see <a href="/docs/addresses#orders">Orders</a></td></tr></table>'
    const addresses = doc(
      '/docs/addresses',
      'Addresses',
      '<h2 id="receiver">Receiver</h2><p>Send the ID as <code>receiver_id</code>.</p>' +
        '<h2 id="failed">Failed</h2><p>A booking that failed.</p>' +
        '<h2 id="orders">Orders</h2><p>Each order has a <code>sales_order_id</code>.</p>',
    )
    const named = withLinkTexts(addresses, siteLinks(html, '', '/docs/shipments'), absolute)
    const aliases = (anchor: string) => named.find((record) => record.anchor === anchor && record.type === 'lvl2')!.aliases
    expect(aliases('receiver')).toEqual(['Receiver', 'The receiver', 'receiver_id'])
    // An event's row that sends its reader to a section on something it can carry; a field the section names only
    // inside a longer one.
    expect(aliases('failed')).toEqual(['Failed', 'Sent on booking'])
    expect(aliases('orders')).toEqual(['Orders', 'The order'])
  })

  it('makes the context an alias of the target, beside the link text', () => {
    const links = siteLinks('<table><tr><td>Get notified about tracking changes</td><td><a href="/docs/webhooks/intro">Webhooks</a></td></tr></table>')
    const [title] = withLinkTexts(pageRecords(page), links, absolute)
    expect(title.aliases).toEqual(['Webhooks', 'Get notified about tracking changes'])
  })

  it('names a record by a link\'s path without its query string: the query is one call\'s arguments', () => {
    const links = siteLinks('<p><code><a href="/docs/webhooks/intro">GET /shipments/{shipment_id}/labels?format=pdf</a></code> and <a href="/docs/webhooks/intro#retries">/retries?since=1</a> and <a href="/docs/webhooks/intro">Why? Because</a></p>')
    const records = withLinkTexts(pageRecords(page), links, absolute)
    expect(records[0].aliases).toEqual(['GET /shipments/{shipment_id}/labels', 'Why? Because'])
    expect(records.find((record) => record.anchor === 'retries' && record.type === 'lvl2')?.aliases).toEqual(['/retries'])
  })
})

describe('forDocSearch', () => {
  it('escapes hierarchy and content for DocSearch, except lvl0 which it shows as text', () => {
    const [record] = pageRecords({ ...page, section: 'A & B', title: '<script>x</script>' })
    const escaped = forDocSearch({ ...record, content: '"quoted" <b>' })
    expect(escaped.hierarchy.lvl0).toBe('A & B')
    expect(escaped.hierarchy.lvl1).toBe('&lt;script&gt;x&lt;/script&gt;')
    expect(escaped.content).toBe('&quot;quoted&quot; &lt;b&gt;')
  })
})

describe('packed records', () => {
  const records = pageRecords(page)
  const operation = (id: string) =>
    operationRecords(
      'https://docs.kolli.example/api-reference',
      { operationId: id, anchor: `operation/${id}`, method: 'GET', path: '/x', summary: `Summary ${id}`, tag: 'Shipments', webhook: false, descriptionHtml: '<p>Gets it.</p><p>Then more.</p>', parameters: [], requestBody: null, responses: [] },
      0,
    )
  // What a hit shows: the records without what is only searched.
  const shown = (list: ReturnType<typeof pageRecords>) => list.map(shownFields)

  it('stores each page\'s records packed: shared fields once, hierarchy as changes, unpacked exactly', () => {
    for (const group of [shown(records), shown(operation('getThing'))]) expect(unpackRecords(packRecords(group))).toEqual(group)
    // The page's URL, tag and unchanged headings are not repeated per record.
    expect(JSON.stringify(packRecords(shown(records))).length).toBeLessThan(JSON.stringify(records).length / 2)
  })

  it('keeps the links that lead to a page\'s records in runs, unpacked exactly', () => {
    const linked = shown(records).map((record, index) => ({ ...record, weight: { ...record.weight, links: index < 2 ? 3 : index >= 4 ? 1 : 0 } }))
    const packed = packRecords(linked)
    expect(packed.links).toEqual([0, 1, 3, 4, linked.length - 1, 1])
    expect(unpackRecords(packed)).toEqual(linked)
    expect(packRecords(shown(records)).links).toBeUndefined()
  })

  it('unpacks one record of a page as unpacking them all gives it', () => {
    const packed = packRecords(shown(records))
    const all = unpackRecords(packed)
    expect(all.length).toBeGreaterThan(3)
    all.forEach((record, index) => expect(unpackRecord(packed, index)).toEqual(record))
  })

  it('refuses to pack records that do not share a page', () => {
    const other = pageRecords({ ...page, url: 'https://docs.kolli.example/docs/other' })
    expect(() => packRecords(shown([...records, ...other]))).toThrow(/cannot be packed without loss/)
  })
})

describe('error messages of example responses', () => {
  /** A code block as the site renders it: Prism's token spans, quotes as entities. */
  const codeBlock = (json: string) =>
    `<div class="code-block" data-language="json"><div class="code-block__header"><span>json</span><button>Copy</button></div><pre class="language-json"><code>${json
      .replace(/"/g, '&quot;')
      .replace(/(&quot;[a-z_]+&quot;):/g, '<span class="token property">$1</span><span class="token operator">:</span>')}</code></pre></div>`
  const errorResponse = JSON.stringify({
    error: { code: 'validation_failed', message: 'The request body has 1 invalid field.', details: [{ field: 'customs', issue: 'is required for shipments from DK to NO' }] },
  })

  it('reads each message, and each detail as its field and issue, as a client prints them', () => {
    expect(errorMessages(errorResponse)).toEqual(['The request body has 1 invalid field.', 'customs is required for shipments from DK to NO'])
    expect(errorMessages('{ "message": "Say \\"hi\\"" }')).toEqual(['Say "hi"'])
    expect(errorMessages('{ "id": "shp_1", "status": "booked" }')).toEqual([])
  })

  it('makes them records of the section that shows the response, and nothing of other code', () => {
    const records = pageRecords({
      ...page,
      html: `<h2 id="customs">Customs</h2><p>Without customs data:</p>${codeBlock(errorResponse)}${codeBlock('{ "id": "shp_1" }')}<h2 id="next">Next</h2>`,
    })
    expect(records.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'Receive events as they happen.'],
      ['lvl2', 'customs', null],
      ['content', 'customs', 'Without customs data:'],
      ['content', 'customs', 'The request body has 1 invalid field.'],
      ['content', 'customs', 'customs is required for shipments from DK to NO'],
      ['lvl2', 'next', null],
    ])
  })
})
