import { inOrder } from '../../../../src/browser/search/heap'

describe('inOrder', () => {
  const drain = <T>(take: () => T | undefined) => {
    const out: T[] = []
    for (let item = take(); item !== undefined; item = take()) out.push(item)
    return out
  }

  it('gives every item once, in the order a sort gives', () => {
    let seed = 11
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (const size of [0, 1, 2, 3, 10, 257]) {
      const items = Array.from({ length: size }, (_, at) => ({ key: Math.floor(random() * 20), at }))
      const byKeyThenPlace = (a: { key: number; at: number }, b: { key: number; at: number }) => a.key - b.key || a.at - b.at
      const expected = [...items].sort(byKeyThenPlace)
      expect(drain(inOrder([...items], byKeyThenPlace).take)).toEqual(expected)
    }
  })

  it('takes an item pushed between takes in its turn', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const heap = inOrder(Array.from({ length: 50 }, () => Math.floor(random() * 100)), (a, b) => a - b)
    const taken: number[] = []
    for (let round = 0; round < 40; round += 1) {
      const item = heap.take()!
      taken.push(item)
      // Pushed items are no better than the last taken, as a refined bound is never better than its ceiling.
      const pushed = item + Math.floor(random() * 10)
      heap.push(pushed)
    }
    const left = drain(heap.take)
    const together = [...taken, ...left]
    expect(together).toEqual([...together].sort((a, b) => a - b))
    expect(together).toHaveLength(90)
  })

  it('hands out the first items without ordering the rest', () => {
    let comparisons = 0
    const items = Array.from({ length: 4096 }, (_, at) => (at * 7919) % 4096)
    const { take } = inOrder(items, (a, b) => {
      comparisons += 1
      return a - b
    })
    expect([take(), take(), take()]).toEqual([0, 1, 2])
    // Building the heap is linear; a sort of 4,096 items takes about 45,000 comparisons.
    expect(comparisons).toBeLessThan(3 * 4096)
  })

  it('hands over the items not taken without ordering them, and has none left after', () => {
    let comparisons = 0
    const items = Array.from({ length: 4096 }, (_, at) => (at * 7919) % 4096)
    const heap = inOrder(items, (a, b) => {
      comparisons += 1
      return a - b
    })
    heap.take()
    heap.take()
    const before = comparisons
    const left = heap.rest()
    expect(comparisons).toBe(before)
    expect([...left].sort((a, b) => a - b)).toEqual(Array.from({ length: 4094 }, (_, at) => at + 2))
    expect(heap.take()).toBeUndefined()
    expect(heap.rest()).toEqual([])
  })
})
