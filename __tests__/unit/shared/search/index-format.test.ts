import {
  attributeKinds,
  decodeDictionaryShard,
  decodePostings,
  decodeRecordsShard,
  encodeRecordsShard,
  decodePostingsShard,
  encodeDictionaryShard,
  encodePostings,
  encodePostingsShard,
  rankOf,
  shardOf,
  VarintReader,
  writeVarint,
  type Posting,
  type PostingList,
} from '../../../../src/shared/search/index-format'

/** The posting at `at` of a decoded list, as the object it was written from (the engine reads the columns). */
const postingAt = (list: PostingList, at: number): Posting => ({
  page: list.pages[shardOf(list.starts, at)],
  record: list.record[at],
  type: list.type[at],
  attribute: list.attribute[at],
  position: list.position[at],
  part: list.part[at] === 1,
  length: list.length[at],
  until: list.until[at],
})

describe('the embedded index format', () => {
  it('writes and reads varints of any size', () => {
    const out: number[] = []
    const values = [0, 1, 127, 128, 300, 16383, 16384, 2 ** 31, 2 ** 40]
    values.forEach((value) => writeVarint(out, value))
    const reader = new VarintReader(Uint8Array.from(out))
    expect(values.map(() => reader.next())).toEqual(values)
    expect(reader.done).toBe(true)
    expect(() => new VarintReader(Uint8Array.from([0x80])).next()).toThrow('Truncated search index')
  })

  it('round-trips postings, keeping lengths and spans only where the attribute has them', () => {
    const kinds = attributeKinds(['hierarchy.lvl1', 'keywords', 'content', 'related'])
    const postings: Posting[] = [
      { page: 0, record: 0, type: 1, attribute: 0, position: 0, part: false, length: 3, until: 7 },
      { page: 0, record: 4, type: 0, attribute: 2, position: 12, part: true, length: 20, until: 4 },
      { page: 5, record: 2, type: 2, attribute: 1, position: 1001, part: false, length: 2, until: 2 },
      { page: 5, record: 2, type: 2, attribute: 3, position: 0, part: false, length: 0, until: 2 },
    ]
    const list = decodePostings(Uint8Array.from(encodePostings(postings, kinds)), kinds)
    expect(Array.from({ length: list.size }, (_, at) => postingAt(list, at))).toEqual(postings)
    // Each page's postings, found without reading them.
    expect([list.pages, list.starts]).toEqual([
      [0, 5],
      [0, 2, 4],
    ])
    const none = decodePostings(new Uint8Array(0), kinds)
    expect([none.size, none.pages, none.starts]).toEqual([0, [], [0]])
  })

  it('round-trips postings shards and vocabulary shards', () => {
    const shard = decodePostingsShard(encodePostingsShard([['göteborg', [1, 2, 3]], ['label', [4]]]))
    expect([...shard.keys()]).toEqual(['göteborg', 'label'])
    expect([...shard.get('label')!]).toEqual([4])
    expect(decodeDictionaryShard(encodeDictionaryShard([['label', 3], ['labels', 1]]))).toEqual([['label', 3], ['labels', 1]])
  })

  it('keeps a records shard’s pages apart, each parsed when asked for, whatever its characters', () => {
    const pages = [{ url: '/a', text: 'Göteborg → Malmö' }, { url: '/b', text: 'line\nbreak "quoted"' }, { url: '/c', text: '' }]
    const pageOf = decodeRecordsShard<{ url: string; text: string }>(encodeRecordsShard(pages.map((page) => JSON.stringify(page))))
    expect([2, 0, 1].map(pageOf)).toEqual([pages[2], pages[0], pages[1]])
    expect(() => pageOf(3)).toThrow(RangeError)
  })

  it('finds the shard of a word', () => {
    const firsts = ['0', 'carrier', 'label', 'labels', 'order', 'ship']
    expect(shardOf(firsts, 'customs')).toBe(1)
    expect(shardOf(firsts, 'label')).toBe(2)
    expect(shardOf(firsts, 'zone')).toBe(5)
  })

  it('reads a page’s rank from the runs of ranks', () => {
    const ranks: [number, number][] = [[0, 3], [25, 2], [26, 1]]
    expect([0, 24, 25, 26, 40].map((page) => rankOf(ranks, page))).toEqual([3, 3, 2, 1, 1])
  })
})
