import { escapeHtml, highlight, snippet, wordMatcher } from '../../../../src/shared/search/text'
import type { TokenMatch } from '../../../../src/shared/search/analysis'
import { shortcutAction } from '../../../../src/components/Search/shortcuts'
import { searchConfigFromEnv, algoliaOrigin } from '../../../../src/config/search'
import { siteRelativeUrl, searchPageUrl } from '../../../../src/shared/search/urls'

/** A query's matches: index word → the query word (by index) it matches. */
const matches = (entries: Record<string, number>) =>
  new Map<string, TokenMatch[]>(Object.entries(entries).map(([token, word]) => [token, [{ word, part: -1, typos: 0, exact: true, literal: true }]]))

describe('escaping and highlighting', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & more`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more')
  })

  it('marks the words the query matched in escaped text, and reports the match level', () => {
    const matcher = wordMatcher(matches({ shipment: 0, book: 1 }))
    expect(highlight('Create a <shipment> & book it', matcher, ['shipment', 'book'])).toEqual({
      value: 'Create a &lt;<mark>shipment</mark>&gt; &amp; <mark>book</mark> it',
      matchLevel: 'full',
      matchedWords: ['shipment', 'book'],
    })
    expect(highlight('Book now', matcher, ['shipment', 'book']).matchLevel).toBe('partial')
    expect(highlight('Labels', matcher, ['shipment', 'book']).matchLevel).toBe('none')
  })

  it('marks the word a typo matched, accents folded, and an identifier by any of its parts', () => {
    // "shipmnet" was corrected to "shipment": the text's word is what gets marked.
    const matcher = wordMatcher(matches({ shipment: 0, goteborg: 1 }))
    expect(highlight('One shipment to Göteborg', matcher, ['shipmnet', 'goteborg']).value).toBe('One <mark>shipment</mark> to <mark>Göteborg</mark>')
    expect(highlight('Call createShipment', matcher, ['shipment']).value).toBe('Call <mark>createShipment</mark>')
  })

  it('cuts a snippet of N words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen'
    const at = (word: string) => wordMatcher(matches({ [word]: 0 }))
    // A third of the words (rounded down) come before the match.
    expect(snippet(text, at('nine'), ['nine'], 5).value).toBe('…eight <mark>nine</mark> ten eleven twelve…')
    expect(snippet(text, at('nine'), ['nine'], 9).value).toBe('…six seven eight <mark>nine</mark> ten eleven twelve thirteen fourteen')
    expect(snippet(text, at('one'), ['one'], 5).value).toBe('<mark>one</mark> two three four five…')
    expect(snippet(text, at('fourteen'), ['fourteen'], 5).value).toBe('…ten eleven twelve thirteen <mark>fourteen</mark>')
    expect(snippet('short text', at('short'), ['short'], 10).value).toBe('<mark>short</mark> text')
  })
})

describe('shortcutAction', () => {
  const input = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget
  const body = { tagName: 'BODY', isContentEditable: false } as unknown as EventTarget
  const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({ key: k, metaKey: false, ctrlKey: false, target: body, ...extra })

  it('opens with Ctrl+K, Cmd+K and "/", and toggles closed with Ctrl/Cmd+K', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }), false)).toBe('open')
    expect(shortcutAction(key('K', { metaKey: true }), false)).toBe('open')
    expect(shortcutAction(key('/'), false)).toBe('open')
    expect(shortcutAction(key('k', { ctrlKey: true }), true)).toBe('close')
  })

  it('closes with Escape only when open, and ignores "/" while typing in a field', () => {
    expect(shortcutAction(key('Escape'), true)).toBe('close')
    expect(shortcutAction(key('Escape'), false)).toBeNull()
    expect(shortcutAction(key('/', { target: input }), false)).toBeNull()
    expect(shortcutAction(key('k'), false)).toBeNull()
  })
})

describe('searchConfigFromEnv', () => {
  it('is embedded without Algolia settings', () => {
    expect(searchConfigFromEnv({})).toEqual({ engine: 'embedded' })
  })

  it('is hosted when all three are set, and never carries an admin key', () => {
    const config = searchConfigFromEnv({
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_SEARCH_API_KEY: 'search-only',
      ALGOLIA_INDEX_NAME: 'kolli',
      ALGOLIA_ADMIN_API_KEY: 'admin-secret',
    })
    expect(config).toEqual({ engine: 'algolia', appId: 'APP1', apiKey: 'search-only', indexName: 'kolli', host: null })
    expect(JSON.stringify(config)).not.toContain('admin-secret')
    expect(algoliaOrigin(config as never)).toBe('https://APP1-dsn.algolia.net')
  })

  it('refuses a half configuration, naming what is missing', () => {
    expect(() => searchConfigFromEnv({ ALGOLIA_APP_ID: 'APP1' })).toThrow(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME; ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME are not set',
    )
  })
})

describe('search URLs', () => {
  it('turns absolute record URLs into site paths and builds /search links', () => {
    expect(siteRelativeUrl('https://docs.kolli.example/docs/sandbox#moving-to-production')).toBe('/docs/sandbox#moving-to-production')
    expect(siteRelativeUrl('/api-reference#operation/createShipment')).toBe('/api-reference#operation/createShipment')
    expect(searchPageUrl('a&b c')).toBe('/search?q=a%26b%20c')
  })
})
