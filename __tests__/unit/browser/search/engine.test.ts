/**
 * @jest-environment node
 */
import { createEngine } from '../../../../src/browser/search/engine'
import { buildIndex } from '../../../../src/build/search/index-writer'
import type { ByteRange } from '../../../../src/browser/search/byte-ranges'
import { PAGES_FILE, shardOf, TITLES_FILE } from '../../../../src/shared/search/index-format'
import { gunzipSync } from 'zlib'
import { seededRandom } from '../../../support/seeded-random'
import { doc, embeddedEngine, hostedResults, hostedUrls, operations } from '../../../support/search-fixture'

const records = [
  ...doc('/docs/apples', 'Apples', '<p>Apples grow on trees.</p>'),
  ...doc('/docs/bananas', 'Bananas', '<p>Bananas grow in bunches.</p>'),
  ...doc('/docs/zebras', 'Zebras', '<p>Zebras have stripes.</p>'),
]

// Tiny shards: each page's records and each word's postings are a file of their own.
const TINY = { dictionary: 1, postings: 1, records: 1 }

function sourceOf(built = buildIndex(records, undefined, TINY)) {
  const requests: string[] = []
  let failNext: string | null = null
  return {
    built,
    requests,
    /** The next request for a file whose name starts with `prefix` fails. */
    failOnce: (prefix: string) => (failNext = prefix),
    source: {
      manifest: async () => built.manifest,
      file: async (_version: string, name: string) => {
        requests.push(name)
        if (failNext !== null && name.startsWith(failNext)) {
          failNext = null
          throw new TypeError('Failed to fetch')
        }
        return gunzipSync(built.files.get(name)!)
      },
    },
  }
}

/** sourceOf, with byte ranges of a file read as a host that serves them would (or answering null, as one that does not). */
function rangedSourceOf(built = buildIndex(records, undefined, TINY), { served = true } = {}) {
  const base = sourceOf(built)
  const asked: ByteRange[][] = []
  let failNext = false
  return {
    ...base,
    asked,
    failRangesOnce: () => (failNext = true),
    source: {
      ...base.source,
      ranges: async (_version: string, name: string, ranges: ByteRange[]) => {
        base.requests.push(name)
        asked.push(ranges)
        if (failNext) {
          failNext = false
          throw new TypeError('Failed to fetch')
        }
        if (!served) return null
        const bytes = built.files.get(name)!
        return ranges.map(([start, end]) => gunzipSync(bytes.subarray(start, end)))
      },
    },
  }
}

describe('the embedded engine', () => {
  it('loads the whole vocabulary with the first query, then only the postings and records a query needs, once', async () => {
    const { built, requests, source } = sourceOf()
    const engine = createEngine(source)
    const found = await engine.search('zebra', { distinct: 1 })
    expect(found.records.map((record) => record.url)).toEqual(['https://docs.kolli.example/docs/zebras'])
    // Every vocabulary shard, the postings of the words the query matches (in these one-word shards, the
    // shard where the word as typed sorts is another one, loaded with the vocabulary), and for a hit that is a
    // page's title the titles file, not the page's records shard.
    expect(requests.filter((name) => name.startsWith('d')).sort()).toEqual(built.manifest.dictionary.map((_, shard) => `d${shard}.bin`).sort())
    const shardOfWord = (word: string) => `p${shardOf(built.manifest.postings, word)}.bin`
    expect(requests.filter((name) => name.startsWith('p')).sort()).toEqual([shardOfWord('zebra'), shardOfWord('zebras')].sort())
    expect(requests.filter((name) => name.startsWith('r') || name === TITLES_FILE)).toEqual([TITLES_FILE])
    // A paragraph's hit needs its page's records.
    const stripes = await engine.search('stripes', { distinct: 1 })
    expect(stripes.records.map((record) => record.content)).toEqual(['Zebras have stripes.'])
    expect(requests.filter((name) => name.startsWith('r'))).toEqual(['r2.bin'])
    // Nothing is loaded twice.
    const before = requests.length
    await engine.search('zebra', { distinct: 1 })
    await engine.search('stripes', { distinct: 1 })
    expect(requests.length).toBe(before)
    expect(new Set(requests).size).toBe(requests.length)
  })

  it('reads the pages of a query’s hits with one request of byte ranges where the host serves them, each page once', async () => {
    const { requests, asked, source } = rangedSourceOf()
    const engine = createEngine(source)
    const grow = await engine.search('grow', { distinct: 1 })
    expect(grow.records.map((record) => record.content).sort()).toEqual(['Apples grow on trees.', 'Bananas grow in bunches.'])
    expect(requests.filter((name) => name.startsWith('r') || name === PAGES_FILE)).toEqual([PAGES_FILE])
    expect(asked[0]).toHaveLength(2)
    // The same hits as the records shards give.
    const { source: shardsOnly } = sourceOf()
    expect((await createEngine(shardsOnly).search('grow', { distinct: 1 })).records).toEqual(grow.records)
    // A page read once is not asked for again; a new one is, alone.
    await engine.search('grow', { distinct: 1 })
    const stripes = await engine.search('stripes bunches', { distinct: 1 })
    expect(stripes.records.map((record) => record.content).sort()).toEqual(['Bananas grow in bunches.', 'Zebras have stripes.'])
    expect(asked).toHaveLength(2)
    expect(asked[1]).toHaveLength(1)
    expect(requests.filter((name) => name.startsWith('r'))).toEqual([])
  })

  it('reads records shards once the host answers byte ranges with the whole file, and stops asking for ranges', async () => {
    const { requests, asked, source } = rangedSourceOf(undefined, { served: false })
    const engine = createEngine(source)
    const grow = await engine.search('grow', { distinct: 1 })
    expect(grow.records.map((record) => record.content).sort()).toEqual(['Apples grow on trees.', 'Bananas grow in bunches.'])
    expect(requests.filter((name) => name.startsWith('r')).sort()).toEqual(['r0.bin', 'r1.bin'])
    const stripes = await engine.search('stripes', { distinct: 1 })
    expect(stripes.records.map((record) => record.content)).toEqual(['Zebras have stripes.'])
    expect(asked).toHaveLength(1)
    expect(requests.filter((name) => name.startsWith('r')).sort()).toEqual(['r0.bin', 'r1.bin', 'r2.bin'])
  })

  it('asks for byte ranges again after a request for them failed', async () => {
    const { asked, failRangesOnce, source } = rangedSourceOf()
    const engine = createEngine(source)
    failRangesOnce()
    await expect(engine.search('stripes', { distinct: 1 })).rejects.toThrow('Failed to fetch')
    const stripes = await engine.search('stripes', { distinct: 1 })
    expect(stripes.records.map((record) => record.content)).toEqual(['Zebras have stripes.'])
    expect(asked).toHaveLength(2)
  })

  it('types the records a heading’s words reach from the titles file: with several records a page, a title shown alone needs no records shard', async () => {
    const { requests, source } = sourceOf(buildIndex([...records, ...doc('/docs/pears', 'Pears', '<p>Pears ripen off the tree.</p><h2>Care</h2><p>Water them.</p>')], undefined, TINY))
    const engine = createEngine(source)
    const [first] = (await engine.search('pears', { distinct: 3, hitsPerPage: 1 })).records
    expect([first.url, first.type]).toEqual(['https://docs.kolli.example/docs/pears', 'lvl1'])
    expect(requests.filter((name) => name.startsWith('r') || name === TITLES_FILE)).toEqual([TITLES_FILE])
    // The page's other records, the heading under the title among them, rank by their types.
    const all = await engine.search('pears', { distinct: 3 })
    expect(all.records.map((record) => [record.url, record.type, record.content])).toEqual([
      ['https://docs.kolli.example/docs/pears', 'lvl1', null],
      ['https://docs.kolli.example/docs/pears', 'lvl2', null],
      ['https://docs.kolli.example/docs/pears', 'content', 'Pears ripen off the tree.'],
    ])
  })

  it('forgets a file that failed to load, so the next query loads it again', async () => {
    const { requests, failOnce, source } = sourceOf()
    const engine = createEngine(source)
    failOnce('d')
    await expect(engine.search('apples')).rejects.toThrow('Failed to fetch')
    await expect(engine.search('apples')).resolves.toMatchObject({ nbHits: 1 })
    const vocabulary = requests.find((name) => name.startsWith('d'))
    expect(requests.filter((name) => name === vocabulary)).toHaveLength(2)
  })

  it('answers when the postings loaded ahead of the vocabulary failed, loading them again when needed', async () => {
    const { requests, failOnce, source } = sourceOf(buildIndex(records))
    const engine = createEngine(source)
    failOnce('p')
    await expect(engine.search('apples')).resolves.toMatchObject({ nbHits: 1 })
    expect(requests.filter((name) => name === 'p0.bin')).toHaveLength(2)
  })

  it('answers queries of any number of words one after another, on pages of many records', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, at) => `<p>Alpha beta gamma delta ${at}.</p>`).join('')
    const { source } = sourceOf(buildIndex([...doc('/docs/long', 'Long', paragraphs), ...doc('/docs/short', 'Short', '<p>Alpha.</p>')]))
    const engine = createEngine(source)
    for (const query of ['alpha', 'alpha beta gamma delta', 'alpha', 'gamma delta', 'alpha beta gamma delta']) {
      const found = await engine.search(query, { distinct: 1 })
      expect({ query, pages: found.nbHits }).toEqual({ query, pages: query.includes('alpha') ? 2 : 1 })
    }
  })

  it('pages through results', async () => {
    const { source } = sourceOf()
    const engine = createEngine(source)
    const first = await engine.search('grow', { hitsPerPage: 1, page: 0, distinct: 1 })
    const second = await engine.search('grow', { hitsPerPage: 1, page: 1, distinct: 1 })
    expect(first).toMatchObject({ nbHits: 2, nbPages: 2 })
    expect([first.records[0].url, second.records[0].url].sort()).toEqual(['https://docs.kolli.example/docs/apples', 'https://docs.kolli.example/docs/bananas'])
  })
})

describe('ranking only the pages that can reach the hits asked for', () => {
  // A seeded corpus: many pages made of the same few words, so a query matches most of them and the engine
  // has pages to leave unranked. Headings, identifiers, plurals and typos give every criterion work to do.
  const WORDS = ['shipment', 'shipments', 'label', 'labels', 'parcel', 'pickup', 'carrier', 'customs', 'invoice', 'webhook', 'service_point_id', 'createShipment', 'tracking', 'tracing', 'number', 'pallet', 'order']
  const next = seededRandom(7)
  const pick = (count: number) => Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
  const corpus = [
    ...Array.from({ length: 120 }, (_, page) => {
      const sections = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `<h2>${pick(1 + Math.floor(next() * 2))}</h2><p>${pick(4 + Math.floor(next() * 8))}</p>`)
      return doc(`/docs/page-${page}`, pick(1 + Math.floor(next() * 3)), `<p>${pick(6)}</p>${sections.join('')}`, { pageRank: 1 + Math.floor(next() * 3) })
    }).flat(),
    // Pages titled exactly "pallet invoice", and one whose title only has the words but whose heading is
    // exactly the query: it ranks with them (the exact criterion), so its bound must allow for that.
    ...Array.from({ length: 12 }, (_, page) => doc(`/docs/pallet-invoice-${page}`, 'Pallet invoice', '<p>Order.</p>', { pageRank: 1 })).flat(),
    ...doc('/docs/pallet-and-invoice', 'Pallet, label and invoice', '<p>Order.</p><h2>Pallet invoice</h2><p>Order.</p>', { pageRank: 3 }),
    // The same for one word: a heading that is the word, on a page whose title has it among others.
    ...doc('/docs/invoices-and-pallets', 'Invoices and pallets', '<p>Order.</p><h2>Invoice</h2><p>Order.</p>', { pageRank: 1 }),
    // An operationId with words its operation has ("createShipment label"): the operation equals the query,
    // though its words rank in weaker attributes than the pages' headings, so its bound must allow for that.
    ...operations([{ operationId: 'createShipment', summary: 'Book one', method: 'POST', path: '/shipments', descriptionHtml: '<p>Returns a label.</p>' }]),
  ]
  const QUERIES = ['createShipment label', 'shipment', 'label', 'lab', 'parcel pickup', 'carrier customs', 'shipmnet', 'shipmnets', 'labesl', 'trackign', 'labels', 'service_point_id', 'createShipment', 'create shipment', 'tracking number', 'pallet order invoice', 'pallet invoice', 'webhok', 'p', 'tracking-number', 'pallet-invoice order', 'label-parcel-pickup', 'invoice', 'parcel trackign', 'tracing number']

  it('gives the same hits, counts and pages as ranking every page', async () => {
    const { source } = sourceOf(buildIndex(corpus))
    const engine = createEngine(source)
    let ranked = 0
    let matched = 0
    // Also with the optional filter a question about a change asks for (the corpus has pages of every kind).
    for (const [query, optionalFilters] of QUERIES.flatMap((query) => [[query, []], [query, ['kind:changelog']]] as const)) {
      for (const distinct of [1, 3]) {
        // A window larger than every hit leaves no page unranked: the reference.
        const all = await engine.search(query, { distinct, hitsPerPage: 10_000, optionalFilters: [...optionalFilters] })
        expect(all.records.length).toBeLessThan(10_000)
        for (const page of [0, 1, 2]) {
          const found = await engine.search(query, { distinct, hitsPerPage: 5, page, optionalFilters: [...optionalFilters] })
          const context = `${query} ${optionalFilters.join()} (distinct ${distinct}, page ${page})`
          expect({ context, urls: found.records.map((record) => record.objectID) }).toEqual({ context, urls: all.records.slice(page * 5, page * 5 + 5).map((record) => record.objectID) })
          expect({ context, nbHits: found.nbHits, nbPages: found.nbPages }).toEqual({ context, nbHits: all.nbHits, nbPages: Math.ceil(all.records.length / 5) })
          ranked += found.ranked
          matched += found.nbHits
        }
      }
    }
    // The engine did leave pages out: most of them, for these queries.
    expect(ranked).toBeLessThan(matched / 2)
  })

  it('gives the same records read by byte ranges as from records shards', async () => {
    const built = buildIndex(corpus)
    const rangedSource = rangedSourceOf(built)
    const ranged = createEngine(rangedSource.source)
    const sharded = createEngine(sourceOf(built).source)
    for (const query of QUERIES) {
      for (const distinct of [0, 1, 3]) {
        const context = `${query} (distinct ${distinct})`
        const [byRanges, byShards] = await Promise.all([ranged, sharded].map(async (engine) => (await engine.search(query, { distinct, hitsPerPage: 20 })).records))
        expect({ context, records: byRanges }).toEqual({ context, records: byShards })
      }
    }
    // The ranged engine read its hits by byte ranges, not from the shards.
    expect(rangedSource.asked.length).toBeGreaterThan(0)
    expect(rangedSource.requests.filter((name) => name.startsWith('r'))).toEqual([])
  })

  it('computes the bound of only the pages whose ceiling could reach the hits', async () => {
    const { source } = sourceOf(buildIndex(corpus))
    const engine = createEngine(source)
    let bounded = 0
    let matched = 0
    for (const query of QUERIES) {
      for (const distinct of [1, 3]) {
        const found = await engine.search(query, { distinct, hitsPerPage: 5 })
        // Every page ranked had its bound computed first.
        expect(found.bounded).toBeGreaterThanOrEqual(found.ranked)
        bounded += found.bounded
        matched += found.nbHits
      }
    }
    // Without ceilings, every page of the tiers looked at would have its bound computed: about all of them.
    expect(bounded).toBeLessThan(matched / 2)
  })

  it('counts hits and pages as the hosted stand-in does: pages with one or three records a page, records with every record', async () => {
    const { engine } = embeddedEngine(corpus)
    const hosted = hostedResults(corpus)
    for (const query of QUERIES) {
      for (const distinct of [0, 1, 3]) {
        const context = `${query} (distinct ${distinct})`
        const { nbHits, nbPages } = await engine.search(query, { distinct, hitsPerPage: 5 })
        const expected = hosted(query, { distinct, hitsPerPage: 5 })
        expect({ context, nbHits, nbPages }).toEqual({ context, nbHits: expected.nbHits, nbPages: expected.nbPages })
      }
    }
  })

  it('gives the hosted stand-in’s hits, one record a page (/search) and three (the modal)', async () => {
    const embedded = embeddedEngine(corpus)
    const hosted = hostedUrls(corpus)
    for (const query of QUERIES) {
      for (const distinct of [1, 3]) {
        const context = `${query} (distinct ${distinct})`
        expect({ context, urls: await embedded.urls(query, { distinct, hitsPerPage: 20 }) }).toEqual({ context, urls: hosted(query, { distinct, hitsPerPage: 20 }) })
      }
    }
  })
})
