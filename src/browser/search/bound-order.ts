/**
 * A query's pages in the order of their bounds (page-bound.ts), computing a page's bound only when it could be
 * next. A page's bound has no more words than the query words its postings have, and words are the first
 * criterion: of a two-word query with a common word, the thousands of pages that have only that word come
 * after every page with both, so their bounds are computed only if those pages run out before the hits do.
 * Typos are the second criterion, and a record has no fewer than the fewest its page's postings have for each
 * word: of "carrier setup", the pages where "carrier" is only a typo away ("carry") wait behind those that
 * have it as typed, in a tier of their own.
 *
 * Within a tier, pages wait in the order of their ceilings (pageCeiling: the page as if it were one record,
 * cheaper than its bound, which tallies each record, and never below it). A page whose ceiling comes first has
 * its bound computed and waits again in the bound's place; a page comes out once its bound comes first. Of a
 * common two-word query ("carrier setup" on 2,000 generated pages: nearly all have both words), the pages the
 * hits come from and a few dozen more have their bounds computed, and the rest only their ceilings.
 */
import type { Ranked } from '../../shared/search/ranking'
import { inOrder } from './heap'

export interface BoundedPage {
  page: number
  bound: Ranked
}

/** A page waiting in a tier: with its ceiling until its bound is computed. */
interface Waiting extends BoundedPage {
  exact: boolean
}

/** What a page's bound can be at best: as many words as its postings have, with the fewest typos they have. */
export interface TierKey {
  words: number
  /** For each of those words, the fewest typos of its matches on the page, summed (0 where not told). */
  typos?: number
}

interface Tier {
  words: number
  typos: number
  pages: number[]
}

export function boundOrder(
  pages: ({ page: number } & TierKey)[],
  boundOf: (page: number) => Ranked,
  compare: (a: Ranked, b: Ranked) => number,
  ceilingOf: (page: number) => Ranked = boundOf,
) {
  const byKey = new Map<string, Tier>()
  for (const { page, words, typos = 0 } of pages) {
    const key = `${words}/${typos}`
    const tier = byKey.get(key)
    if (tier) tier.pages.push(page)
    else byKey.set(key, { words, typos, pages: [page] })
  }
  const tiers = [...byKey.values()].sort((a, b) => b.words - a.words || a.typos - b.typos)
  /** Whether a bound beats any page of a tier: more words, or as many with fewer typos. */
  const beats = ({ criteria }: Ranked, tier: Tier) => criteria.words > tier.words || (criteria.words === tier.words && criteria.typos < tier.typos)
  const order = (a: Waiting, b: Waiting) => compare(a.bound, b.bound) || a.page - b.page
  /** The tiers whose ceilings are computed: each a heap, and its first page taken out to compare with the others'. */
  const heads: { heap: ReturnType<typeof inOrder<Waiting>>; top: Waiting | undefined }[] = []
  let computed = 0
  // Without a ceiling of their own, the bounds are the ceilings.
  const exact = ceilingOf === boundOf
  const addTier = () => {
    const heap = inOrder(
      tiers[computed].pages.map((page) => ({ page, bound: ceilingOf(page), exact })),
      order,
    )
    computed += 1
    heads.push({ heap, top: heap.take() })
  }
  const best = () => {
    let chosen: (typeof heads)[number] | undefined
    for (const head of heads) if (head.top && (!chosen || order(head.top, chosen.top!) < 0)) chosen = head
    return chosen
  }
  return {
    /** The page with the best bound of those not returned yet. */
    next(): BoundedPage | undefined {
      for (;;) {
        const head = best()
        // A tier not computed yet could hold a bound as good as the best one so far unless that one beats it.
        const waiting = computed < tiers.length ? tiers[computed] : undefined
        if (head && (!waiting || beats(head.top!.bound, waiting))) {
          const top = head.top!
          if (!top.exact) {
            // Its bound is no better than its ceiling: it waits again, in the bound's place.
            head.heap.push({ page: top.page, bound: boundOf(top.page), exact: true })
            head.top = head.heap.take()
            continue
          }
          head.top = head.heap.take()
          return { page: top.page, bound: top.bound }
        }
        if (!waiting) return undefined
        addTier()
      }
    },
    /** The pages not returned yet, in no order, without computing their bounds. */
    rest(): number[] {
      const left: number[] = []
      for (const head of heads) {
        if (head.top) left.push(head.top.page)
        for (const { page } of head.heap.rest()) left.push(page)
      }
      for (const tier of tiers.slice(computed)) left.push(...tier.pages)
      computed = tiers.length
      heads.length = 0
      return left
    },
  }
}
