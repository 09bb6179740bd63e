import { operationRecord, pageRecords } from '../../../../src/build/search/records'
import { cappedWords, groupRecords, pagefindDocument } from '../../../../src/build/search/pagefind-index'
import { packRecords } from '../../../../src/build/search/pack-records'
import { unpackRecords } from '../../../../src/shared/search/packed-records'
import { forDocSearch } from '../../../../src/shared/search/record'

const page = {
  url: 'https://docs.kolli.example/docs/webhooks/intro',
  section: 'Webhooks',
  title: 'Introduction to webhooks',
  description: 'Receive events as they happen.',
  docusaurusTag: 'docs-default-current',
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

  it('sets URLs with anchors, language, tag and the crawler-style weights', () => {
    const heading = records[3]
    expect(heading).toMatchObject({
      url: 'https://docs.kolli.example/docs/webhooks/intro#subscriptions',
      url_without_anchor: 'https://docs.kolli.example/docs/webhooks/intro',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { level: 90, position: 3, pageRank: 0 },
    })
    expect(records[0].weight.level).toBe(100)
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length)
  })

  it('leaves code blocks, buttons and anchor icons out', () => {
    const text = JSON.stringify(records)
    expect(text).not.toContain('curl')
    expect(text).not.toContain('Copy')
    expect(records[3].hierarchy.lvl2).toBe('Subscriptions')
  })
})

describe('operationRecord', () => {
  it('makes one lvl2 record per operation under "API Reference" and its tag', () => {
    const record = operationRecord(
      'https://docs.kolli.example/api-reference',
      {
        operationId: 'deleteSalesOrder',
        anchor: 'operation/deleteSalesOrder',
        method: 'DELETE',
        path: '/sales_orders/{sales_order_id}',
        summary: 'Delete a sales order',
        tag: 'Sales orders',
        webhook: false,
        descriptionHtml: '<p>Only orders <em>without</em> fulfillments.</p>',
      },
      9,
    )
    expect(record).toMatchObject({
      type: 'lvl2',
      url: 'https://docs.kolli.example/api-reference#operation/deleteSalesOrder',
      anchor: 'operation/deleteSalesOrder',
      hierarchy: { lvl0: 'API Reference', lvl1: 'Sales orders', lvl2: 'Delete a sales order' },
      content: 'DELETE /sales_orders/{sales_order_id} (deleteSalesOrder). Only orders without fulfillments.',
      docusaurus_tag: 'default',
    })
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

describe('the Pagefind documents', () => {
  const records = pageRecords(page)
  const operation = (id: string) =>
    operationRecord(
      'https://docs.kolli.example/api-reference',
      { operationId: id, anchor: `operation/${id}`, method: 'GET', path: '/x', summary: `Summary ${id}`, tag: 'Shipments', webhook: false, descriptionHtml: '' },
      0,
    )

  it('groups records by page, and each API operation on its own', () => {
    const groups = groupRecords([...records, operation('a'), operation('b')])
    expect(groups.map((group) => group.length)).toEqual([records.length, 1, 1])
  })

  it('writes the page as title, headings with anchors and paragraphs, with the records and filters attached', () => {
    const document = pagefindDocument(records)
    expect(document).toContain('<p data-pagefind-weight="0.5">Webhooks</p><h1>Introduction to webhooks</h1>')
    // Each section's paragraphs become one paragraph.
    expect(document).toContain('<h1>Introduction to webhooks</h1><p>Receive events happen. Kolli sends POST requests.</p>')
    expect(document).toContain('<h2 id="subscriptions">Subscriptions</h2><p>URL per subscription Nested item</p>')
    expect(document).toContain('<h3 id="verify">Verify &lt;signatures&gt;</h3>')
    expect(document).toContain('<span data-pagefind-filter="docusaurus_tag:docs-default-current"></span>')
    expect(document).toContain('<span data-pagefind-filter="language:en"></span>')
    const stored = /data-records="([^"]*)"/.exec(document)![1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    expect(unpackRecords(JSON.parse(stored))).toEqual(records)
  })

  it('indexes a word at most three times per page, and no stop words', () => {
    const counts = new Map<string, number>()
    expect(cappedWords(['the parcel, the Parcel and the label.', 'The label again'], counts, 3)).toBe('parcel, Parcel label. label again')
    expect(cappedWords(['parcel label parcel'], counts, 3)).toBe('parcel label')
  })

  it('gives an operation its tag as context and its summary as the heading', () => {
    const document = pagefindDocument([operation('getThing')])
    expect(document).toContain('<p data-pagefind-weight="0.5">Shipments</p><h2 id="operation/getThing">Summary getThing</h2><p>GET /x (getThing). </p>')
  })

  it('stores each page\'s records packed: shared fields once, hierarchy as changes, unpacked exactly', () => {
    const all = [records, [operation('getThing')]]
    for (const group of all) expect(unpackRecords(packRecords(group))).toEqual(group)
    // The page's URL, tag and unchanged headings are not repeated per record.
    expect(JSON.stringify(packRecords(records)).length).toBeLessThan(JSON.stringify(records).length / 2)
  })

  it('refuses to pack records that do not share a page', () => {
    const other = pageRecords({ ...page, url: 'https://docs.kolli.example/docs/other' })
    expect(() => packRecords([...records, ...other])).toThrow(/cannot be packed without loss/)
  })
})
