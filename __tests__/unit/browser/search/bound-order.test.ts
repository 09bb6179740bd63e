import { boundOrder } from '../../../../src/browser/search/bound-order'
import type { Ranked } from '../../../../src/shared/search/ranking'

/** A bound with `words` words and one more criterion (typos) to order pages of as many words. */
const bound = (words: number, typos: number): Ranked => ({
  criteria: { matched: [], words, typos, proximity: 0, attribute: 0, equality: 0, exactWords: 0, compounds: 0, mentions: 0 },
  custom: [],
  filters: 0,
})
const compare = (a: Ranked, b: Ranked) => b.criteria.words - a.criteria.words || a.criteria.typos - b.criteria.typos

describe('boundOrder', () => {
  // Page p has at most `most` words in its postings; its bound has `words` ≤ `most` (a heading's words need not
  // reach the record that has the others).
  let seed = 5
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const pages = Array.from({ length: 300 }, (_, page) => {
    const most = 1 + Math.floor(random() * 3)
    return { page, most, bound: bound(1 + Math.floor(random() * most), Math.floor(random() * 3)) }
  })
  const byPage = new Map(pages.map((entry) => [entry.page, entry.bound]))

  it('gives every page once, in the order of their bounds, as sorting them all would', () => {
    const order = boundOrder(pages.map(({ page, most }) => ({ page, words: most })), (page) => byPage.get(page)!, compare)
    const given: number[] = []
    for (let next = order.next(); next; next = order.next()) given.push(next.page)
    const sorted = [...pages].sort((a, b) => compare(a.bound, b.bound) || a.page - b.page).map(({ page }) => page)
    expect(given).toEqual(sorted)
  })

  it('computes a bound only for pages with as many words as the best page left could have', () => {
    const computed = new Set<number>()
    const order = boundOrder(pages.map(({ page, most }) => ({ page, words: most })), (page) => (computed.add(page), byPage.get(page)!), compare)
    const first = order.next()!
    expect(first.bound.criteria.words).toBe(3)
    // Pages of three words came first: no page of fewer words in its postings was looked at.
    expect([...computed].every((page) => byPage.get(page) && pages[page].most === 3)).toBe(true)
    // The rest, unordered, without their bounds: every page but the first, once.
    const rest = order.rest()
    expect([first.page, ...rest].sort((a, b) => a - b)).toEqual(pages.map(({ page }) => page))
    expect([...computed].every((page) => pages[page].most === 3)).toBe(true)
    expect(order.next()).toBeUndefined()
  })

  describe('with ceilings', () => {
    // A page's ceiling is its bound or better: as many words (those its postings have), fewer typos.
    const ceilingOf = (page: number) => bound(pages[page].most, Math.max(0, byPage.get(page)!.criteria.typos - (page % 2)))

    it('still gives every page once, in the order of their bounds', () => {
      const order = boundOrder(pages.map(({ page, most }) => ({ page, words: most })), (page) => byPage.get(page)!, compare, ceilingOf)
      const given: { page: number; typos: number }[] = []
      for (let next = order.next(); next; next = order.next()) given.push({ page: next.page, typos: next.bound.criteria.typos })
      // Pages of equal bounds may come in another order than the page numbers' (their ceilings differ).
      const key = (page: number) => [-byPage.get(page)!.criteria.words, byPage.get(page)!.criteria.typos]
      expect(given.map(({ page }) => key(page))).toEqual([...pages].sort((a, b) => compare(a.bound, b.bound)).map(({ page }) => key(page)))
      expect(given.map(({ page }) => page).sort((a, b) => a - b)).toEqual(pages.map(({ page }) => page))
      // What comes out is the bound, not the ceiling.
      expect(given.every(({ page, typos }) => typos === byPage.get(page)!.criteria.typos)).toBe(true)
    })

    it('computes the bounds of only the pages whose ceilings come first', () => {
      const computed = new Set<number>()
      const order = boundOrder(pages.map(({ page, most }) => ({ page, words: most })), (page) => (computed.add(page), byPage.get(page)!), compare, ceilingOf)
      const first = order.next()!
      expect(first.bound).toBe(byPage.get(first.page))
      const best = [...pages].sort((a, b) => compare(a.bound, b.bound))[0].bound
      expect(compare(first.bound, best)).toBe(0)
      // Only pages whose ceilings were as good as the first page's bound were looked at closely.
      const threes = pages.filter(({ most }) => most === 3).length
      expect(computed.size).toBeLessThan(threes / 2)
      expect([...computed].every((page) => compare(ceilingOf(page), first.bound) <= 0)).toBe(true)
    })
  })

  it('keeps the pages whose words are only a typo away in a later tier, looked at only once the others run out', () => {
    // Ten pages have both words as typed, ten have one of them only through a typo: their bounds cannot have
    // fewer typos than their postings.
    const exactPages = Array.from({ length: 10 }, (_, page) => ({ page, words: 2, typos: 0, bound: bound(2, 0) }))
    const typoPages = Array.from({ length: 10 }, (_, at) => ({ page: 10 + at, words: 2, typos: 1, bound: bound(2, 1 + (at % 2)) }))
    const all = [...exactPages, ...typoPages]
    const looked = new Set<number>()
    const boundOf = (page: number) => (looked.add(page), all[page].bound)
    const order = boundOrder(all.map(({ page, words, typos }) => ({ page, words, typos })), boundOf, compare, (page) => (looked.add(page), bound(2, all[page].typos)))
    const first = Array.from({ length: 10 }, () => order.next()!.page)
    expect(first.sort((a, b) => a - b)).toEqual(exactPages.map(({ page }) => page))
    expect([...looked].every((page) => page < 10)).toBe(true)
    const rest: Ranked[] = []
    for (let next = order.next(); next; next = order.next()) rest.push(next.bound)
    expect(rest.map((entry) => entry.criteria.typos)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
  })
})
