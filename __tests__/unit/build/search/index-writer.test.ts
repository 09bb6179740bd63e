import { gunzipSync } from 'zlib'
import { buildIndex, groupPages, pagePostings } from '../../../../src/build/search/index-writer'
import { decodeDictionaryShard, decodePostingsShard, decodeRecordsShard, PAGES_FILE, pageOffsets, TITLES_FILE, TYPE_CODES } from '../../../../src/shared/search/index-format'
import { unpackRecords, type PackedRecords } from '../../../../src/shared/search/packed-records'
import { searchablePaths } from '../../../../src/shared/search/settings'
import { doc, operations, post } from '../../../support/search-fixture'

const paths = searchablePaths()
const attribute = (path: string) => paths.indexOf(path)

describe('the embedded index writer', () => {
  const guide = doc('/docs/guide', 'Webhooks', '<p>Intro.</p><h2 id="retries">Retries</h2><p>Eight retries.</p><h3 id="backoff">Backoff</h3><p>Doubling.</p><h2 id="limits">Limits</h2><p>Ten.</p>')

  it('groups records by page, guides first, then API operations, then changelog posts', () => {
    const pages = groupPages([...post('/changelog/a', 'A', '<p>x</p>'), ...operations([{ operationId: 'x' }, { operationId: 'y' }]), ...guide])
    expect(pages.map((page) => [page[0].url_without_anchor.replace('https://docs.kolli.example', ''), page.length])).toEqual([
      ['/docs/guide', 8],
      ['/api-reference', 2],
      ['/changelog/a', 2],
    ])
  })

  it('refuses records whose weights the index cannot keep', () => {
    const [first, ...rest] = guide
    expect(() => groupPages([{ ...first, weight: { ...first.weight, position: 5 } }, ...rest])).toThrow('has weights the embedded index cannot keep')
  })

  it('stores a heading’s words once, at its record, with the last record of its section', () => {
    const postings = pagePostings(guide, 0, paths)
    const find = (word: string, path: string) => postings.filter(([token, posting]) => token === word && posting.attribute === attribute(path)).map(([, posting]) => posting)
    // lvl0 and lvl1 cover the page; "Retries" (h2) covers its h3 and stops at the next h2.
    expect(find('webhooks', 'hierarchy.lvl1')).toEqual([expect.objectContaining({ record: 0, until: 7, type: 1, length: 1 })])
    expect(find('working', 'hierarchy.lvl0')).toEqual([expect.objectContaining({ record: 0, until: 7 })])
    expect(find('retries', 'hierarchy.lvl2')).toEqual([expect.objectContaining({ record: 2, until: 5, type: 2 })])
    expect(find('backoff', 'hierarchy.lvl3')).toEqual([expect.objectContaining({ record: 4, until: 5, type: 3 })])
    expect(find('retries', 'content')).toEqual([expect.objectContaining({ record: 3, until: 3, type: 0 })])
  })

  it('writes vocabulary and postings shards in word order, and the records of consecutive pages together', () => {
    const { manifest, files } = buildIndex([...guide, ...post('/changelog/a', 'Retries announced', '<p>Retries now double.</p>')])
    expect(manifest.pages).toBe(2)
    expect(manifest.ranks).toEqual([[0, 3], [1, 1]])
    expect(manifest.records).toEqual([0])
    const pageOf = decodeRecordsShard<PackedRecords>(gunzipSync(files.get('r0.bin')!).toString('utf8'))
    expect([0, 1].map((page) => pageOf(page).url)).toEqual([
      'https://docs.kolli.example/docs/guide',
      'https://docs.kolli.example/changelog/a',
    ])
    const words = decodeDictionaryShard(gunzipSync(files.get('d0.bin')!).toString('utf8'))
    expect(words.map(([word]) => word)).toEqual([...words.map(([word]) => word)].sort())
    expect(words.find(([word]) => word === 'retries')).toEqual(['retries', 2])
    expect(decodePostingsShard(gunzipSync(files.get('p0.bin')!)).has('doubling')).toBe(true)
    // The version names the content: the same records give the same folder.
    expect(buildIndex([...guide]).manifest.version).toBe(buildIndex([...guide]).manifest.version)
  })

  it('writes each page’s records again into the pages file, each a gzip stream of its own at the offsets the manifest gives', () => {
    const { manifest, files } = buildIndex([...guide, ...post('/changelog/a', 'Retries announced', '<p>Retries now double.</p>')])
    const pageOf = decodeRecordsShard<PackedRecords>(gunzipSync(files.get('r0.bin')!).toString('utf8'))
    const pagesFile = files.get(PAGES_FILE)!
    const offsets = pageOffsets(manifest.pageBytes!)
    expect(offsets).toEqual([0, manifest.pageBytes![0], pagesFile.length])
    const fromPagesFile = [0, 1].map((page) => JSON.parse(gunzipSync(pagesFile.subarray(offsets[page], offsets[page + 1])).toString('utf8')))
    expect(fromPagesFile).toEqual([0, 1].map((page) => pageOf(page)))
  })

  it('writes every page’s first record, its title, into one titles file, as the records files have it', () => {
    const { files } = buildIndex([...guide, ...post('/changelog/a', 'Retries announced', '<p>Retries now double.</p>')])
    const titles = JSON.parse(gunzipSync(files.get(TITLES_FILE)!).toString('utf8'))
    const pageOf = decodeRecordsShard<PackedRecords>(gunzipSync(files.get('r0.bin')!).toString('utf8'))
    expect(titles.map((page: PackedRecords) => unpackRecords(page))).toEqual([0, 1].map((page) => [unpackRecords(pageOf(page))[0]]))
    // A post's title is its first record's lvl2 (records.ts, titledAsHeading).
    expect(titles.map((page: PackedRecords) => unpackRecords(page)[0].hierarchy)).toMatchObject([{ lvl1: 'Webhooks' }, { lvl1: null, lvl2: 'Retries announced' }])
    // With the type of each of the page's records, one digit each (content 0, lvl1…lvl6 1…6).
    const typeDigits = (page: PackedRecords) => unpackRecords(page).map((record) => String(TYPE_CODES.indexOf(record.type as (typeof TYPE_CODES)[number]))).join('')
    expect(titles.map((page: { types: string }) => page.types)).toEqual([0, 1].map((page) => typeDigits(pageOf(page))))
    expect(titles[0].types).toMatch(/^1[0-6]*[2-6][0-6]*$/)
  })

  it('keeps the links that lead to each page\'s records in the manifest, for ranking; a title keeps its own', () => {
    // The guide's title and intro, and its "Retries" section (heading, paragraph, subsection), are linked to.
    const linked = guide.map((record, index) => ({ ...record, weight: { ...record.weight, links: index < 2 ? 2 : index >= 2 && index <= 5 ? 1 : 0 } }))
    const { manifest, files } = buildIndex([...linked, ...post('/changelog/a', 'Retries announced', '<p>Retries now double.</p>')])
    expect(manifest.links).toEqual({ 0: [0, 1, 2, 2, 5, 1] })
    const titles = JSON.parse(gunzipSync(files.get(TITLES_FILE)!).toString('utf8'))
    expect(titles.map((page: PackedRecords) => unpackRecords(page)[0].weight.links)).toEqual([2, 0])
    expect(buildIndex(guide).manifest.links).toBeUndefined()
  })

  it('leaves out of the records files what is searched but never shown', () => {
    const { files } = buildIndex(operations([{ operationId: 'createShipment', summary: 'Create a shipment' }]))
    const text = gunzipSync(files.get('r0.bin')!).toString('utf8')
    expect(text).toContain('Create a shipment')
    expect(text).not.toContain('keywords')
  })
})
