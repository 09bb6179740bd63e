/**
 * The DocSearch record: the shape the Algolia DocSearch crawler produces, which the DocSearch modal
 * expects in its hits. The build writes one list of these; the embedded index and the Algolia upload
 * both use it. Text is stored as plain text and escaped on its way to DocSearch (`forDocSearch`).
 */
import { escapeHtml } from '../escape-html'
import { LEVELS, type Hierarchy, type RecordType } from './levels'
import type { PageKind } from './page-kind'

export { LEVELS, type Hierarchy, type Level, type RecordType } from './levels'

export interface SearchRecord {
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  type: RecordType
  hierarchy: Hierarchy
  content: string | null
  language: 'en'
  /** `docs-default-current` for docs, `default` for everything else (Docusaurus's contextual search tags). */
  docusaurus_tag: string
  /** The kind of page, a facet: a query that asks what changed prefers changelog posts (change-intent.ts). */
  kind: PageKind
  /** What identifies the record without being shown: an operation's operationId and `METHOD /path`. */
  keywords?: string[]
  /** How links on other pages name the record (their texts): found by them as by a heading. */
  aliases?: string[]
  /** A heading's record: the text of the paragraphs under it (found by them, but ranked below them). */
  section?: string[]
  /**
   * What kind of page the record is on, in the words readers use for it that the page need not contain: a
   * changelog post is found as a "release" or an "announcement". The weakest match of all.
   */
  about?: string[]
  /** Identifiers the record concerns without showing them, a weaker match: an operation's request fields, the operationIds a paragraph links to. */
  related?: string[]
  /**
   * As the crawler sets it: higher levels first (level 100 for lvl1 … 0 for content), then page order; and
   * `links`, how many links on the site's pages lead to the record's URL (its section's anchor, or the page for
   * the records before its first heading): of two sections that answer alike, the one other pages send readers
   * to is where the subject is explained.
   */
  weight: { level: number; position: number; pageRank: number; links: number }
}

/** The record without what is searched but never shown (keywords, aliases, section, about, related): a hit's fields. */
export function shownFields(record: SearchRecord): SearchRecord {
  const { keywords: _keywords, aliases: _aliases, section: _section, about: _about, related: _related, ...shown } = record
  return shown
}

export const levelWeight = (type: RecordType) => (type === 'content' ? 0 : 100 - 10 * (LEVELS.indexOf(type) - 1))

/**
 * The record with its text HTML-escaped, because DocSearch renders hierarchy and content as HTML. lvl0 stays
 * as it is: DocSearch shows it only as a group title, as text, where an entity would appear literally.
 */
export function forDocSearch(record: SearchRecord): SearchRecord {
  const hierarchy = Object.fromEntries(
    LEVELS.map((level) => {
      const value = record.hierarchy[level]
      return [level, value === null || level === 'lvl0' ? value : escapeHtml(value)]
    }),
  ) as Hierarchy
  return { ...record, hierarchy, content: record.content === null ? null : escapeHtml(record.content) }
}
