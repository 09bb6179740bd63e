/**
 * Search synonyms (src/shared/search/synonyms.ts): the table made from Algolia's synonym records, which query
 * words they apply to, and how matches through them rank, in both engines alike.
 */
import { synonymTable, withSynonyms, type AlternativeAsExact, type Synonym } from '../../../../src/shared/search/synonyms'
import { withConcatenations, withSplits } from '../../../../src/shared/search/analysis'
import { indexHas, type Lexicon } from '../../../../src/shared/search/matching'
import { parseQuery } from '../../../../src/shared/search/tokens'
import { agreedRanking, doc } from '../../../support/search-fixture'
import { INDEX_SETTINGS, type IndexSettings } from '../../../../src/shared/search/settings'
import type { SearchRecord } from '../../../../src/shared/search/record'

const group = (...synonyms: string[]): Synonym => ({ objectID: synonyms.join('-'), type: 'synonym', synonyms })
const oneWay = (input: string, ...synonyms: string[]): Synonym => ({ objectID: input, type: 'oneWaySynonym', input, synonyms })

describe('the synonym table', () => {
  it('makes each side of a group find the others, and a one-way input its synonyms only', () => {
    const table = synonymTable([group('Parcel shop', 'service point'), oneWay('unsubscribe', 'delete a subscription')])
    expect(table.get('parcel shop')).toEqual([['service', 'point']])
    expect(table.get('service point')).toEqual([['parcel', 'shop']])
    // Folded, stop words left out, as the index has the words.
    expect(table.get('unsubscribe')).toEqual([['delete', 'subscription']])
    expect(table.has('delete subscription')).toBe(false)
  })

  it('leaves out a synonym that is the phrase itself', () => {
    expect(synonymTable([group('cancelled', 'Cancelled')]).size).toBe(0)
  })
})

describe('which query words a synonym applies to', () => {
  const table = synonymTable([group('parcel shop', 'service point'), oneWay('remove', 'delete')])
  const synonymsOf = (query: string) => withSynonyms(parseQuery(query), table).map((word) => [word.text, (word.synonyms ?? []).map((synonym) => synonym.tokens.join(' '))])

  it('gives a run of query words its synonym, on each of its words, singular or plural', () => {
    expect(synonymsOf('parcel shops nearby')).toEqual([
      ['parcel', ['service point']],
      ['shops', ['service point']],
      ['nearby', []],
    ])
  })

  it('counts a match through it as exact as alternativesAsExact says: one word for one, or any other', () => {
    const exactness = (asExact?: AlternativeAsExact[]) =>
      withSynonyms(parseQuery('remove parcel shop'), table, asExact).map((word) => [word.text, (word.synonyms ?? []).map((synonym) => synonym.exact)])
    // Algolia's default: a synonym of one word for one word only.
    expect(exactness()).toEqual([
      ['remove', [true]],
      ['parcel', [false]],
      ['shop', [false]],
    ])
    expect(exactness(['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym'])).toEqual([
      ['remove', [true]],
      ['parcel', [true]],
      ['shop', [true]],
    ])
    expect(exactness(['multiWordsSynonym'])).toEqual([
      ['remove', [false]],
      ['parcel', [true]],
      ['shop', [true]],
    ])
  })

  it('gives a word its synonym only as a whole word, never to an identifier or a path segment', () => {
    expect(synonymsOf('remove order')).toEqual([
      ['remove', ['delete']],
      ['order', []],
    ])
    expect(synonymsOf('remove_order /remove')).toEqual([
      ['remove_order', []],
      ['remove', []],
    ])
  })
})

describe('two query words written together', () => {
  const vocabulary = ['webhooks', 'checkout', 'web', 'hook', 'sales', 'order', 'salesorder']
  const lexicon: Lexicon = (first) => vocabulary.filter((token) => token.startsWith(first)).map((token) => [token, 1] as const)
  const concatenated = (query: string) => withConcatenations(parseQuery(query), indexHas(lexicon)).map((word) => [word.text, (word.synonyms ?? []).map((synonym) => synonym.tokens.join(' '))])

  it('also match the index word that is both of them, as Algolia concatenates a query\'s words', () => {
    expect(concatenated('web hook')).toEqual([
      ['web', ['webhook']],
      ['hook', ['webhook']],
    ])
    expect(concatenated('check out page')).toEqual([
      ['check', ['checkout']],
      ['out', ['checkout']],
      ['page', []],
    ])
  })

  it('only where the index has the word, the two are next to each other, and neither is an identifier or a path', () => {
    expect(concatenated('web and hook').every(([, synonyms]) => synonyms.length === 0)).toBe(true)
    expect(concatenated('label page').every(([, synonyms]) => synonyms.length === 0)).toBe(true)
    expect(concatenated('sales order_id').every(([, synonyms]) => synonyms.length === 0)).toBe(true)
    expect(concatenated('/sales order').every(([, synonyms]) => synonyms.length === 0)).toBe(true)
  })
})

describe('a query word the index does not have', () => {
  const vocabulary = ['print', 'prints', 'client', 'clients', 'printer', 'webhooks']
  const lexicon: Lexicon = (first) => vocabulary.filter((token) => token.startsWith(first)).map((token) => [token, 1] as const)
  const split = (query: string) => withSplits(parseQuery(query), indexHas(lexicon)).map((word) => [word.text, (word.synonyms ?? []).map((synonym) => synonym.tokens.join(' '))])

  it('is also two words it has, written together, as Algolia splits a query word', () => {
    expect(split('printclient')).toEqual([['printclient', ['print client']]])
    expect(split('printclients setup')).toEqual([
      ['printclients', ['print clients']],
      ['setup', []],
    ])
  })

  it('but not a word the index has, an identifier, a path segment, or a split into parts it lacks', () => {
    expect(split('webhooks printer')).toEqual([
      ['webhooks', []],
      ['printer', []],
    ])
    expect(split('print_client /printclient printxyz')).toEqual([
      ['print_client', []],
      ['printclient', []],
      ['printxyz', []],
    ])
  })
})

describe('ranking with synonyms', () => {
  /** Both engines, with the index settings or the ones given: they must agree. */
  const ranked = (records: SearchRecord[], query: string, synonyms: Synonym[], settings?: IndexSettings) => agreedRanking(records, query, { synonyms, settings })

  it('finds a page by a synonym of the query word, and by the word itself first when everything else is equal', async () => {
    const records = [...doc('/docs/delete', 'Delete an order', '<p>Orders go.</p>'), ...doc('/docs/other', 'Orders', '<p>Nothing else.</p>')]
    expect(await ranked(records, 'remove', [oneWay('remove', 'delete')])).toEqual(['/docs/delete'])
    expect(await ranked(records, 'remove', [])).toEqual([])
    // With both words matched, it comes before the page with one.
    expect(await ranked(records, 'remove orders', [oneWay('remove', 'delete')])).toEqual(['/docs/delete', '/docs/other'])
    // A title with the word as typed is exactly the query; with its synonym it is not.
    const both = [...doc('/docs/remove', 'Remove an order', '<p>Orders go.</p>'), ...records]
    expect((await ranked(both, 'remove an order', [group('remove', 'delete')])).slice(0, 2)).toEqual(['/docs/remove', '/docs/delete'])
  })

  it('finds a synonym of several words only where they follow one another, in order', async () => {
    const records = [
      ...doc('/docs/apart', 'Webhooks', '<p>Delete the endpoint, then the old subscription stops.</p>'),
      ...doc('/docs/together', 'Webhooks again', '<p>Delete a subscription to stop deliveries.</p>'),
    ]
    expect(await ranked(records, 'unsubscribe', [oneWay('unsubscribe', 'delete subscription')])).toEqual(['/docs/together'])
  })

  it('finds the word two query words make together, with both words matched ("web hook": "Webhooks")', async () => {
    const records = [...doc('/docs/webhooks', 'Webhooks', '<p>Events sent to your endpoint.</p>'), ...doc('/docs/shop', 'Your web shop', '<p>Connect it to the checkout.</p>')]
    expect((await ranked(records, 'web hook', []))[0]).toBe('/docs/webhooks')
    expect((await ranked(records, 'web hook events', []))[0]).toBe('/docs/webhooks')
  })

  it('finds two words a query word is written together from, where they follow one another ("printclient": "Print client")', async () => {
    const records = [...doc('/docs/print-client', 'Print client', '<p>Install it on the warehouse computer.</p>'), ...doc('/docs/other', 'Labels', '<p>The client prints a label.</p>')]
    expect(await ranked(records, 'printclient', [])).toEqual(['/docs/print-client'])
  })

  it('lets a synonym of a run of query words stand for all of them', async () => {
    const records = [
      ...doc('/docs/points', 'Service points', '<p>Deliver near the receiver.</p>'),
      ...doc('/docs/parcels', 'Parcels', '<p>Every parcel has a weight.</p>'),
    ]
    // "parcel shop" is two query words; the page with its synonym matches both, the other page one.
    expect(await ranked(records, 'parcel shop', [group('parcel shop', 'service point')])).toEqual(['/docs/points', '/docs/parcels'])
    expect(await ranked(records, 'parcel shop', [])).toEqual(['/docs/parcels'])
  })

  const asExact = (alternativesAsExact: AlternativeAsExact[]): IndexSettings => ({ ...INDEX_SETTINGS, alternativesAsExact })

  it('ranks a synonym of several words as the words typed when alternativesAsExact has multiWordsSynonym, as the index does', async () => {
    const records = [...doc('/docs/sandbox', 'Sandbox', '<p>Test a pickup point in the sandbox.</p>'), ...doc('/docs/points', 'Service points', '<p>Deliver near the receiver.</p>')]
    const synonyms = [group('pickup point', 'service point')]
    expect(INDEX_SETTINGS.alternativesAsExact).toContain('multiWordsSynonym')
    // Exact alike, so the attribute decides: the title with the synonym before the paragraph with the words.
    expect(await ranked(records, 'pickup point', synonyms)).toEqual(['/docs/points', '/docs/sandbox'])
    expect(await ranked(records, 'pickup point', synonyms, asExact(['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym']))).toEqual(['/docs/points', '/docs/sandbox'])
    // Algolia's default: the words as typed are exact and the synonym is not, and exact comes before attribute.
    expect(await ranked(records, 'pickup point', synonyms, asExact(['ignorePlurals', 'singleWordSynonym']))).toEqual(['/docs/sandbox', '/docs/points'])
  })

  it('counts a singular or plural as exact only when alternativesAsExact has ignorePlurals', async () => {
    const records = [...doc('/docs/formats', 'Label formats', '<p>Choose one.</p>'), ...doc('/docs/printing', 'Printing', '<p>Labels formats differ by printer.</p>')]
    expect(await ranked(records, 'labels formats', [], asExact(['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym']))).toEqual(['/docs/formats', '/docs/printing'])
    expect(await ranked(records, 'labels formats', [], asExact(['singleWordSynonym', 'multiWordsSynonym']))).toEqual(['/docs/printing', '/docs/formats'])
  })
})
