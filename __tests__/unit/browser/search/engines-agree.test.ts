/**
 * @jest-environment node
 */
// The embedded engine and the hosted stand-in answer every query alike, not only the ones a test chose:
// seeded random queries, of the site's words and of stray characters (underscores, hyphens, slashes, braces,
// accents, emoji), over a small index with every kind of record.
import { agreedRanking, doc, operations, post } from '../../../support/search-fixture'

const records = [
  ...doc('/docs/limits', 'Rate limiting', '<p>Wait for the seconds in the <code>Retry-After</code> header, then retry.</p><h2 id="ids">IDs</h2><p>IDs have a type prefix: <code>shp_8Jd2kQ1x</code>.</p>'),
  ...doc('/docs/points', 'Service points', '<p>Set <code>service_point_id</code> on the shipment. Opening hours and the e-mail address are returned.</p>'),
  ...post('/changelog/stackable', 'New parcel field: stackable', '<p>Pallets can now be marked as not stackable. Added in 2024-05.</p>'),
  ...operations([
    { operationId: 'createShipment', summary: 'Create a shipment', method: 'POST', path: '/shipments', descriptionHtml: '<p>Books the shipment with the carrier.</p>' },
    { operationId: 'getShipment', summary: 'Get a shipment', method: 'GET', path: '/shipments/{shipment_id}' },
  ]),
]

/** The same queries on every run: a failure names a query that can be replayed. */
function seeded(seed: number) {
  let state = seed
  return () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
}

it('the embedded engine and the hosted stand-in answer arbitrary queries alike: the same hits in the same order', async () => {
  const next = seeded(11)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  const words = ['Retry-After', 'retry', 'added', 'now', 'shipment', 'createShipment', 'service_point_id', '/shipments', 'POST', 'shp_Q2w8Zk1m', 'e-mail', 'stackable', 'pallets', 'shipmnet', '-', '_id_']
  const characters = [...'ab-_/ .{}?#é😀019RKs']
  for (let at = 0; at < 150; at += 1) {
    const query =
      at % 2 === 0
        ? Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(words)).join(next() < 0.5 ? ' ' : '-')
        : Array.from({ length: 1 + Math.floor(next() * 12) }, () => pick(characters)).join('')
    for (const distinct of [1, 3]) await agreedRanking(records, query, { options: { distinct } })
  }
})
