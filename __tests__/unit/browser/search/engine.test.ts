/**
 * @jest-environment node
 */
import { createEngine } from '../../../../src/browser/search/engine'
import { buildIndex } from '../../../../src/build/search/index-writer'
import { gunzipSync } from 'zlib'
import { doc } from '../../../support/search-fixture'

const records = [
  ...doc('/docs/apples', 'Apples', '<p>Apples grow on trees.</p>'),
  ...doc('/docs/bananas', 'Bananas', '<p>Bananas grow in bunches.</p>'),
  ...doc('/docs/zebras', 'Zebras', '<p>Zebras have stripes.</p>'),
]

// Tiny shards: each page's records and each word's postings are a file of their own.
const TINY = { dictionary: 1, postings: 1, records: 1 }

function sourceOf(built = buildIndex(records, undefined, TINY)) {
  const requests: string[] = []
  let failNext = false
  return {
    requests,
    failOnce: () => (failNext = true),
    source: {
      manifest: async () => built.manifest,
      file: async (_version: string, name: string) => {
        requests.push(name)
        if (failNext) {
          failNext = false
          throw new TypeError('Failed to fetch')
        }
        return gunzipSync(built.files.get(name)!)
      },
    },
  }
}

describe('the embedded engine', () => {
  it('loads the vocabulary of the query’s first letters, the postings it needs and the records it shows, once', async () => {
    const { requests, source } = sourceOf()
    const engine = createEngine(source)
    const found = await engine.search('zebra', { distinct: 1 })
    expect(found.records.map((record) => record.url)).toEqual(['https://docs.kolli.example/docs/zebras'])
    expect(requests.filter((name) => name.startsWith('r'))).toEqual(['r2.bin'])
    // The vocabulary of "z" and the postings of the one word it matches, nothing else.
    expect(requests.filter((name) => name.startsWith('p'))).toHaveLength(1)
    const before = requests.length
    await engine.search('zebra', { distinct: 1 })
    expect(requests.length).toBe(before)
  })

  it('forgets a file that failed to load, so the next query loads it again', async () => {
    const { requests, failOnce, source } = sourceOf()
    const engine = createEngine(source)
    failOnce()
    await expect(engine.search('apples')).rejects.toThrow('Failed to fetch')
    await expect(engine.search('apples')).resolves.toMatchObject({ nbHits: 1 })
    expect(requests.filter((name) => name === requests[0])).toHaveLength(2)
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
