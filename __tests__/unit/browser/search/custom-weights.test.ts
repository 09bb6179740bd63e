/**
 * @jest-environment node
 */
import { CUSTOM_WEIGHTS, customWeight } from '../../../../src/browser/search/custom-weights'
import { TYPE_CODES } from '../../../../src/shared/search/index-format'
import { linkRuns } from '../../../../src/shared/search/packed-records'
import { parseCustomRanking } from '../../../../src/shared/search/ranking'
import { INDEX_SETTINGS } from '../../../../src/shared/search/settings'
import { seededRandom } from '../../../support/seeded-random'

describe('custom ranking weights', () => {
  it('knows every weight of the site’s customRanking, so none is read as 0 on every record', () => {
    for (const { attribute } of parseCustomRanking(INDEX_SETTINGS.customRanking)) expect(Object.keys(CUSTOM_WEIGHTS)).toContain(attribute)
  })

  it('reads a weight it does not know as 0, value and ceiling alike', () => {
    for (const name of ['weight.unknown', 'constructor', 'toString']) {
      const unknown = customWeight(name)
      expect(unknown.value(3, 1, 2, [0, 4, 7])).toBe(0)
      expect(unknown.ceiling(true, 3, 0b11, 0, 4, [0, 4, 7])).toBe(0)
    }
  })

  // A ceiling below some record's value would let the engine leave out a page holding a hit (page-bound.ts).
  it.each(Object.keys(CUSTOM_WEIGHTS))('gives %s a ceiling no record of the page beats, in either direction', (attribute) => {
    const weight = CUSTOM_WEIGHTS[attribute]
    const next = seededRandom(attribute.length)
    for (let trial = 0; trial < 300; trial += 1) {
      const rank = Math.floor(next() * 8)
      const size = 1 + Math.floor(next() * 30)
      const types = Array.from({ length: size }, () => Math.floor(next() * TYPE_CODES.length))
      // Links in runs, as the index keeps them; some records have none.
      const links = linkRuns(types.map(() => (next() < 0.4 ? 0 : Math.floor(next() * 5))))
      // The records that match a query: any of the page's, not always its first.
      const matched = types.map((_, record) => record).filter(() => next() < 0.5)
      if (matched.length === 0) continue
      const typeBits = matched.reduce((bits, record) => bits | (1 << types[record]), 0)
      const [first, last] = [matched[0], matched[matched.length - 1]]
      const values = matched.map((record) => weight.value(rank, types[record], record, links))
      expect(weight.ceiling(true, rank, typeBits, first, last, links)).toBeGreaterThanOrEqual(Math.max(...values))
      expect(weight.ceiling(false, rank, typeBits, first, last, links)).toBeLessThanOrEqual(Math.min(...values))
    }
  })
})
