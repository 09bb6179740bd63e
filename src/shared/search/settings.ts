/**
 * The index settings: Algolia's, as `npm run search:upload` sends them, and the ones the embedded engine
 * and the hosted stand-in rank by. One JSON file, so the upload script reads it without a compiler.
 */
import settings from './index-settings.json'
import type { TypoSettings } from './matching'
import type { AttributeModel, RankingCriterion } from './ranking'
import type { AlternativeAsExact } from './synonyms'

export interface IndexSettings extends TypoSettings {
  searchableAttributes: string[]
  ranking: RankingCriterion[]
  customRanking: string[]
  attributeForDistinct: string
  distinct: number
  attributesForFaceting: string[]
  queryType: 'prefixLast' | 'prefixNone' | 'prefixAll'
  /** Attributes where a word counts only as typed (or singular/plural, a synonym): no typo correction. */
  disableTypoToleranceOnAttributes?: string[]
  /** Which alternatives of a query word (a plural, a synonym) count as exact: see synonyms.ts. */
  alternativesAsExact?: AlternativeAsExact[]
  /** Algolia's minProximity (1 to 7, default 1): see AttributeModel. */
  minProximity?: number
  /**
   * How the attribute criterion ranks a query of several words (Algolia's default, "best": by the best attribute
   * any word is found in; "sum": each word's best attribute, added up). See AttributeModel.sumsAttributes.
   */
  attributeCriteriaComputedBy?: 'best' | 'sum' | 'minProximity'
}

export const INDEX_SETTINGS = settings as IndexSettings

/** `unordered(hierarchy.lvl1)` → `hierarchy.lvl1` */
export const attributePath = (entry: string) => entry.trim().replace(/^unordered\((.*)\)$/, '$1')

/**
 * The searchable attributes, one by one; an entry of several ("hierarchy.lvl1,keywords") gives them the
 * same rank, as Algolia does.
 */
export function searchableAttributes(indexSettings: Pick<IndexSettings, 'searchableAttributes'> = INDEX_SETTINGS): { path: string; rank: number }[] {
  return indexSettings.searchableAttributes.flatMap((entry, rank) => entry.split(',').map((part) => ({ path: attributePath(part), rank })))
}

export const searchablePaths = (indexSettings: Pick<IndexSettings, 'searchableAttributes'> = INDEX_SETTINGS) =>
  searchableAttributes(indexSettings).map(({ path }) => path)

/**
 * Ranks, and the attributes whose whole value can be "exactly the query" (the exact criterion): a page's
 * title and an operation's keywords (its summary, operationId, `METHOD /path` and path); for a one-word
 * identifier query, also a text that is nothing but the identifier (a table cell naming a field, or a name
 * a link gives its section: the field whose row sends the reader there, records.ts). A text of
 * a few words that reads like the query (a table's row label, a link in a list) is not: it would put a
 * table or a list of links ahead of the page or section the words name; a text that is a query of
 * SENTENCE_WORDS words or more is (a pasted error message, ranking.ts). A heading that reads like the query
 * is a part of a page.
 */
const EQUALITY_PATHS = {
  equality: ['hierarchy.lvl1', 'keywords'],
  singleWordEquality: ['hierarchy.lvl1'],
  singleIdentifierEquality: ['hierarchy.lvl1', 'keywords', 'aliases', 'content'],
  singlePathEquality: ['keywords', 'content'],
  sentenceEquality: ['hierarchy.lvl1', 'keywords', 'content'],
}

export function attributeModel(
  indexSettings: Pick<IndexSettings, 'searchableAttributes' | 'disableTypoToleranceOnAttributes' | 'minProximity' | 'attributeCriteriaComputedBy'> = INDEX_SETTINGS,
): AttributeModel {
  const attributes = searchableAttributes(indexSettings)
  /** The indexes of the attributes whose path passes the test. */
  const where = (test: (path: string) => boolean) => new Set(attributes.flatMap(({ path }, index) => (test(path) ? [index] : [])))
  const among = (...paths: string[]) => where((path) => paths.includes(path))
  return {
    ranks: attributes.map(({ rank }) => rank),
    minProximity: indexSettings.minProximity ?? 1,
    sumsAttributes: indexSettings.attributeCriteriaComputedBy === 'sum',
    // Settings without a text attribute keep it at the top, as a title.
    thingRank: (attributes.find(({ path }) => path === 'content')?.rank ?? 0.5) - 0.5,
    equality: among(...EQUALITY_PATHS.equality),
    singleWordEquality: among(...EQUALITY_PATHS.singleWordEquality),
    singleIdentifierEquality: among(...EQUALITY_PATHS.singleIdentifierEquality),
    singlePathEquality: among(...EQUALITY_PATHS.singlePathEquality),
    sentenceEquality: among(...EQUALITY_PATHS.sentenceEquality),
    title: among('hierarchy.lvl1'),
    headings: where(isHeading),
    texts: among('content', 'section'),
    withoutTypos: among(...(indexSettings.disableTypoToleranceOnAttributes ?? [])),
  }
}

/** The page title and the headings (not lvl0, the section a page is in). */
export const isHeading = (path: string) => /^hierarchy\.lvl[1-6]$/.test(path)

/**
 * Whether an attribute's whole value can be "exactly the query" for some query (see attributeModel): the index
 * keeps the lengths of these, so it is read from the same lists, never kept beside them.
 */
export const canEqualQuery = (path: string) => Object.values(EQUALITY_PATHS).some((paths) => paths.includes(path))

/** A value by its dotted path: `weight.pageRank` of a record. */
export function valueAt(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record)
}
