/**
 * Items in order, one at a time, without sorting them all: a query can match thousands of pages and rank
 * only the few dozen it shows (engine.ts), so a binary heap (O(n) to build, O(log n) a take) costs less
 * than a sort. Takes over `items`, which it reorders.
 */
export function inOrder<T>(items: T[], compare: (a: T, b: T) => number): { take: () => T | undefined; push: (item: T) => void; rest: () => T[] } {
  const down = (from: number, size: number) => {
    let at = from
    for (;;) {
      const left = 2 * at + 1
      const right = left + 1
      let first = at
      if (left < size && compare(items[left], items[first]) < 0) first = left
      if (right < size && compare(items[right], items[first]) < 0) first = right
      if (first === at) return
      ;[items[at], items[first]] = [items[first], items[at]]
      at = first
    }
  }
  let size = items.length
  for (let at = Math.floor(size / 2) - 1; at >= 0; at -= 1) down(at, size)
  return {
    /** The first item not taken yet. */
    take: () => {
      if (size === 0) return undefined
      const top = items[0]
      size -= 1
      items[0] = items[size]
      down(0, size)
      return top
    },
    /** Adds an item, to be taken in its turn. */
    push: (item: T) => {
      let at = size
      items[size] = item
      size += 1
      while (at > 0) {
        const parent = (at - 1) >> 1
        if (compare(items[at], items[parent]) >= 0) return
        ;[items[at], items[parent]] = [items[parent], items[at]]
        at = parent
      }
    },
    /** The items not taken yet, in no order (the heap's own), and none left to take. */
    rest: () => {
      const left = items.slice(0, size)
      size = 0
      return left
    },
  }
}
