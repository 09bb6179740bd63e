/**
 * The custom ranking's weights as the engine reads them from the index, each with its ceiling. A record's
 * weights follow from its page's rank, its type and its place (index-writer.ts checks this), and from the
 * manifest's runs of links of its page. A page's ceiling is the best value any of its records could have,
 * in the weight's customRanking direction (page-bound.ts): from the page's rank, its records' types (a bit
 * each), its first and last record and its runs of links.
 *
 * Both live in one table so that no weight can get a value without a ceiling: a ceiling below a record's
 * value would let the engine leave out a page that holds a hit.
 */
import { TYPE_CODES } from '../../shared/search/index-format'
import { linksAt } from '../../shared/search/packed-records'
import { levelWeight } from '../../shared/search/record'

type Links = readonly number[] | undefined

export interface CustomWeight {
  /** A record's value. */
  value(rank: number, type: number, record: number, links: Links): number
  /** The best value any of a page's records could have, for a weight ranked `descending` or not. */
  ceiling(descending: boolean, rank: number, types: number, first: number, last: number, links: Links): number
}

/** Each type code's weight.level, looked up for every record a bound or a ceiling looks at. */
const LEVEL_WEIGHTS = TYPE_CODES.map(levelWeight)
/** A page's most links, worked out once: a ceiling reads it for every query. */
const mostLinks = new WeakMap<readonly number[], number>()

export const CUSTOM_WEIGHTS: Readonly<Record<string, CustomWeight>> = {
  'weight.pageRank': {
    value: (rank) => rank,
    ceiling: (_descending, rank) => rank,
  },
  'weight.level': {
    value: (_rank, type) => LEVEL_WEIGHTS[type],
    ceiling: (descending, _rank, types) => {
      let best = descending ? -Infinity : Infinity
      for (let code = 0; code < LEVEL_WEIGHTS.length; code += 1) {
        if ((types & (1 << code)) === 0) continue
        best = descending ? Math.max(best, LEVEL_WEIGHTS[code]) : Math.min(best, LEVEL_WEIGHTS[code])
      }
      return best
    },
  },
  'weight.links': {
    value: (_rank, _type, record, links) => linksAt(links, record),
    // A record outside every run has none, so ascending, some record may have 0.
    ceiling: (descending, _rank, _types, _first, _last, links) => {
      if (!descending || !links) return 0
      let most = mostLinks.get(links)
      if (most === undefined) {
        most = 0
        for (let at = 2; at < links.length; at += 3) most = Math.max(most, links[at])
        mostLinks.set(links, most)
      }
      return most
    },
  },
  'weight.position': {
    value: (_rank, _type, record) => record,
    ceiling: (descending, _rank, _types, first, last) => (descending ? last : first),
  },
}

/** A weight the engine does not know is 0 on every record, so 0 is also its ceiling. */
const UNKNOWN_WEIGHT: CustomWeight = { value: () => 0, ceiling: () => 0 }

// Own keys only: "constructor" is not a weight.
export const customWeight = (attribute: string): CustomWeight => (Object.prototype.hasOwnProperty.call(CUSTOM_WEIGHTS, attribute) ? CUSTOM_WEIGHTS[attribute] : UNKNOWN_WEIGHT)
