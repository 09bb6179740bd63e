import { extractHeadings, nestHeadings } from '../../../src/shared/headings'

const html =
  '<h2 id="request" style="position:relative">Request<a href="#request" aria-label="request permalink" class="anchor after"><span>#</span></a></h2>' +
  '<p>x</p><h3 id="shipment-fields">Shipment <code>fields</code> &amp; more</h3>' +
  '<h4 id="deep">Too deep</h4><h2 id="response">Response</h2>'

describe('headings', () => {
  it('extracts h2–h3 text without the permalink and with entities decoded', () => {
    expect(extractHeadings(html)).toEqual([
      { id: 'request', depth: 2, text: 'Request' },
      { id: 'shipment-fields', depth: 3, text: 'Shipment fields & more' },
      { id: 'response', depth: 2, text: 'Response' },
    ])
  })

  it('nests h3 under the preceding h2', () => {
    const tree = nestHeadings(extractHeadings(html))
    expect(tree.map((entry) => [entry.id, entry.children.map((child) => child.id)])).toEqual([
      ['request', ['shipment-fields']],
      ['response', []],
    ])
  })
})
