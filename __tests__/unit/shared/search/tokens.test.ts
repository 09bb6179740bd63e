import { fold, identifierParts, indexTokens, parseQuery, withoutContractions } from '../../../../src/shared/search/tokens'
import { allowedTypos, baseForms, idPrefix, ingForms, pluralForms, repeatedVerb, typoDistance, wordAlternatives, type Lexicon } from '../../../../src/shared/search/matching'
import { INDEX_SETTINGS } from '../../../../src/shared/search/settings'

describe('words', () => {
  it('folds case and accents', () => {
    expect(fold('Göteborg ÅRHUS')).toBe('goteborg arhus')
  })

  it('splits camelCase, PascalCase, acronyms and snake_case identifiers into parts', () => {
    expect(identifierParts('createShipment')).toEqual(['create', 'shipment'])
    expect(identifierParts('service_point_id')).toEqual(['service', 'point', 'id'])
    expect(identifierParts('HTTPHeader')).toEqual(['http', 'header'])
    expect(identifierParts('label')).toBeNull()
    expect(identifierParts('IOSS')).toBeNull()
  })

  it('indexes a text without stop words, an identifier whole and as parts at consecutive positions', () => {
    expect(indexTokens('Create a shipment with createShipment now').tokens).toEqual([
      { token: 'create', position: 0, part: false },
      { token: 'shipment', position: 1, part: false },
      { token: 'createshipment', position: 2, part: false },
      { token: 'create', position: 2, part: true },
      { token: 'shipment', position: 3, part: true },
      { token: 'now', position: 4, part: false },
    ])
    expect(indexTokens('the service_point_id', 10).next).toBe(13)
  })

  it('reads a contraction as the word that counts in it: a possessive or a short verb as its first word, a negated auxiliary as a stop word', () => {
    expect(withoutContractions("what's the carrier's reason? You're sure it won't, doesn’t or can't print, I'd say")).toBe(
      'what the carrier reason? You sure it  ,   or   print, I say',
    )
    // No "s", "t", "won" or "isn" in the index: a query with a contraction would match every possessive.
    expect(indexTokens("The receiver's label isn't printed and won't be").tokens.map(({ token }) => token)).toEqual(['receiver', 'label', 'printed'])
    // An apostrophe that is no contraction is left alone; so is a quoted letter.
    expect(withoutContractions("rock 'n' roll, the 's' flag, O'Brien")).toBe("rock 'n' roll, the 's' flag, O'Brien")
  })
})

describe('queries', () => {
  it('drops stop words unless nothing else is left, and repeats', () => {
    expect(parseQuery('How to cancel a shipment shipment').map((word) => word.text)).toEqual(['cancel', 'shipment'])
    expect(parseQuery('to be or not').map((word) => word.text)).toEqual(['to', 'be', 'or', 'not'])
  })

  it('keeps an identifier whole, with its parts', () => {
    expect(parseQuery('createShipment')).toEqual([{ text: 'createshipment', parts: ['create', 'shipment'], prefix: true }])
    expect(parseQuery('GET /sales_orders/{id}')).toEqual([
      { text: 'get', parts: null, prefix: false },
      { text: 'sales_orders', parts: ['sales', 'orders'], prefix: false, path: true, adjacent: true },
      { text: 'id', parts: null, prefix: false, adjacent: true },
    ])
    expect(parseQuery('POST /shipments').map((word) => word.text)).toEqual(['post', 'shipments'])
  })

  it('joins a word written right after a hyphen to the word before it, a term such as a header name', () => {
    expect(parseQuery('Retry-After')).toEqual([
      { text: 'retry', parts: null, prefix: false },
      { text: 'after', parts: null, prefix: true, joined: true, adjacent: true },
    ])
    expect(parseQuery('Kolli-Event-Id header').map((word) => Boolean(word.joined))).toEqual([false, true, true, false])
    // Not a hyphen between spaces, nor after a stop word the query leaves out.
    expect(parseQuery('retry - after').some((word) => word.joined)).toBe(false)
    expect(parseQuery('read-only-mode').some((word) => word.joined)).toBe(false)
  })

  it('knows which words were written next to the word before them, with no stop word between', () => {
    expect(parseQuery('web hook for a pick up').map((word) => Boolean(word.adjacent))).toEqual([false, true, false, true])
  })

  it('completes the last word only while it is being typed', () => {
    expect(parseQuery('label form').map((word) => word.prefix)).toEqual([false, true])
    expect(parseQuery('label form ').map((word) => word.prefix)).toEqual([false, false])
    expect(parseQuery('label form.').map((word) => word.prefix)).toEqual([false, false])
  })
})

describe('typos and plurals', () => {
  it('allows typos by length as Algolia does: 1 from 4 letters, 2 from 8, none in numbers', () => {
    expect([3, 4, 7, 8, 12].map((length) => allowedTypos('x'.repeat(length), INDEX_SETTINGS))).toEqual([0, 1, 1, 2, 2])
    expect(allowedTypos('12345678', INDEX_SETTINGS)).toBe(0)
  })

  it('counts a swap of two letters as one typo, and stops counting past the limit', () => {
    expect(typoDistance('shipmnet', 'shipment', 2)).toBe(1)
    expect(typoDistance('cusotms', 'customs', 1)).toBe(1)
    expect(typoDistance('label', 'labels', 1)).toBe(1)
    expect(typoDistance('pallet', 'parcel', 1)).toBe(2)
  })

  it('knows singular and plural forms', () => {
    expect(pluralForms('label')).toContain('labels')
    expect(pluralForms('labels')).toContain('label')
    expect(pluralForms('address')).toContain('addresses')
    expect(pluralForms('delivery')).toContain('deliveries')
    expect(pluralForms('boxes')).toContain('box')
  })

  it('knows the base forms an -ing form may come from', () => {
    expect(baseForms('deleting')).toContain('delete')
    expect(baseForms('booking')).toContain('book')
    expect(baseForms('cancelling')).toContain('cancel')
    expect(baseForms('shipping')).toContain('ship')
    expect(baseForms('delete')).toEqual([])
    expect(baseForms('string')).not.toContain('str')
  })

  it('knows the -ing forms a base form may have', () => {
    expect(ingForms('print')).toContain('printing')
    expect(ingForms('cache')).toContain('caching')
    expect(ingForms('ship')).toContain('shipping')
    expect(ingForms('cancel')).toContain('cancelling')
    expect(ingForms('shipping')).toEqual([])
    expect(ingForms('free')).not.toContain('frring')
  })

  it('knows the prefix of a pasted object ID, and that a field is not one', () => {
    expect(idPrefix('prn_3kc9vh2s')).toBe('prn')
    expect(idPrefix('lo_4vb8mk2w')).toBe('lo')
    expect(idPrefix('hs_code')).toBeNull()
    expect(idPrefix('address_line_1')).toBeNull()
    expect(idPrefix('weight_kg')).toBeNull()
    expect(idPrefix('prn_123456')).toBeNull()
  })

  it('knows the verb a re- word repeats, for words of four letters or more after it', () => {
    expect(repeatedVerb('refetch')).toBe('fetch')
    expect(repeatedVerb('resubmit')).toBe('submit')
    expect(repeatedVerb('redo')).toBeNull()
    expect(repeatedVerb('label')).toBeNull()
  })

  const vocabulary: [string, number][] = [
    ['fetch', 3],
    ['fetches', 1],
    ['label', 9],
    ['labels', 4],
    ['label_format', 2],
    ['labelled', 1],
    ['lable', 1],
    ['shipment', 30],
    ['shipments', 12],
    ['shipping', 8],
    ['sihpment', 1],
    ['ship', 5],
  ]
  const lexicon: Lexicon = (first) => vocabulary.filter(([word]) => word.startsWith(first))
  const tokens = (query: string) =>
    wordAlternatives(parseQuery(query)[0], lexicon, INDEX_SETTINGS).whole.map(({ token, typos, exact }) => `${token}:${typos}${exact ? '' : '~'}`)

  it('matches the word and its plural exactly, completes the last word, and corrects typos', () => {
    expect(tokens('label ')).toEqual(['label:0', 'labels:0', 'lable:1~'])
    expect(tokens('label')).toEqual(['label:0', 'labels:0', 'label_format:0~', 'labelled:0~', 'lable:1~'])
    expect(tokens('shipmnet ')).toEqual(['shipment:1~', 'shipments:1~', 'sihpment:2~'])
  })

  it('matches an -ing form as typed first, its base form as one typo', () => {
    expect(tokens('shipping ')).toEqual(['shipping:0', 'ship:1~'])
  })

  it('matches a base form as typed first, its -ing form as one typo', () => {
    expect(tokens('ship ')).toEqual(['ship:0', 'shipping:1~'])
  })

  it('matches a re- word the index lacks as the verb it repeats, one typo; never a word the index has', () => {
    expect(tokens('refetch ')).toEqual(['fetch:1~', 'fetches:1~'])
    expect(tokens('relabels ')).toEqual(['labels:1~', 'label:1~'])
    const withRelabel: Lexicon = (first) => [...lexicon(first), ...(first === 'r' ? [['relabel', 1] as [string, number]] : [])]
    expect(wordAlternatives(parseQuery('relabel ')[0], withRelabel, INDEX_SETTINGS).whole.map(({ token }) => token)).toEqual(['relabel'])
  })

  it('matches an object ID the index lacks as its prefix, one typo; an ID an example shows, as it is', () => {
    const ids: Lexicon = (first) => (first === 'p' ? [['prn', 2], ['prn_7wq4nb8d', 1]] : lexicon(first))
    const found = (query: string) => wordAlternatives(parseQuery(`${query} `)[0], ids, INDEX_SETTINGS).whole.map(({ token, typos }) => `${token}:${typos}`)
    expect(found('prn_3Kc9vH2s')).toEqual(['prn:1'])
    expect(found('prn_7Wq4nB8d')).toEqual(['prn_7wq4nb8d:0'])
  })

  it('never corrects the first letter', () => {
    // "hipment" is one substitution from "sipment", in the first letter.
    const firstLetter: Lexicon = (first) => (first === 'h' ? [['hipment', 1]] : lexicon(first))
    const found = wordAlternatives(parseQuery('sipment ')[0], firstLetter, INDEX_SETTINGS).whole.map((alternative) => alternative.token)
    expect(found).toContain('shipment')
    expect(found).not.toContain('hipment')
  })
})
