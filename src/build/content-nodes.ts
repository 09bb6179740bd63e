/**
 * YAML content files (categories, tags, authors, search synonyms) → plain records for data-layer nodes. Pure: parsing and shape checks only,
 * with errors that say what is wrong; the caller names the file and creates the nodes.
 */
import yaml from 'js-yaml'
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import { phraseKey, type Synonym } from '../shared/search/synonyms'

export interface CategoryRecord {
  label: string
  position: number | null
  slug: string | null
  description: string | null
}

export interface TagRecord {
  key: string
  label: string
  description: string | null
}

export interface AuthorRecord {
  key: string
  name: string
  title: string | null
}

function parseMapping(source: string): Record<string, unknown> {
  const data = yaml.load(source)
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('expected a YAML mapping at the top level')
  }
  return data as Record<string, unknown>
}

const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null)

export function parseCategoryFile(source: string): CategoryRecord {
  const data = parseMapping(source)
  if (typeof data.label !== 'string' || !data.label) throw new Error('"label" is required')
  if (data.position !== undefined && typeof data.position !== 'number') throw new Error('"position" must be a number')
  const link = (data.link ?? {}) as Record<string, unknown>
  if (link.type !== undefined && link.type !== 'generated-index') {
    throw new Error(`link type "${String(link.type)}" is not supported; use "generated-index"`)
  }
  return {
    label: data.label,
    position: typeof data.position === 'number' ? data.position : null,
    slug: optionalString(link.slug),
    description: optionalString(link.description),
  }
}

export function parseTagsFile(source: string): TagRecord[] {
  return Object.entries(parseMapping(source)).map(([key, value]) => {
    const entry = (value ?? {}) as Record<string, unknown>
    if (typeof entry.label !== 'string') throw new Error(`tag "${key}" has no "label"`)
    return { key, label: entry.label, description: optionalString(entry.description) }
  })
}

export function parseAuthorsFile(source: string): AuthorRecord[] {
  return Object.entries(parseMapping(source)).map(([key, value]) => {
    const entry = (value ?? {}) as Record<string, unknown>
    if (typeof entry.name !== 'string') throw new Error(`author "${key}" has no "name"`)
    return { key, name: entry.name, title: optionalString(entry.title) }
  })
}

/** A problem in a synonyms file, where it is. */
export class SynonymsFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message)
  }
}

/**
 * content/search/synonyms.yml → Algolia's synonym records (src/shared/search/synonyms.ts). A list under
 * `synonyms:`, each entry a group of words or phrases that mean the same (`[parcel shop, service point]`) or a
 * one-way entry (`{ from: unsubscribe, to: [delete subscription] }`). Errors name the line of the entry.
 */
export function parseSynonymsFile(source: string): Synonym[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(source, { lineCounter })
  const at = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | null)?.range
    return range ? lineCounter.linePos(range[0]) : undefined
  }
  const fail = (message: string, node?: unknown): never => {
    const position = at(node)
    throw new SynonymsFileError(message, position?.line, position?.col)
  }
  const [syntax] = doc.errors
  if (syntax) throw new SynonymsFileError(syntax.message.split('\n')[0], syntax.linePos?.[0].line, syntax.linePos?.[0].col)
  if (!isMap(doc.contents)) fail('expected a mapping with a "synonyms" list at the top level', doc.contents)
  const list = doc.get('synonyms', true)
  if (!isSeq(list)) return fail('"synonyms" must be a list', list ?? doc.contents)
  const phrase = (value: unknown, node: unknown, entry: number): string => {
    if (typeof value !== 'string' && typeof value !== 'number') fail(`entry ${entry}: every word or phrase must be text`, node)
    const text = String(value).trim()
    if (!text) fail(`entry ${entry}: a word or phrase is empty`, node)
    return text
  }
  // An entry that says again what an earlier one says (the same "from", the same group, as search keys their
  // phrases) is an editing slip: the two drift apart, and only one of them gets the next change.
  const seen = new Map<string, { entry: number; line?: number }>()
  const once = (key: string, what: string, entry: number, node: unknown) => {
    const earlier = seen.get(key)
    if (earlier) fail(`entry ${entry}: ${what} is entry ${earlier.entry} already${earlier.line ? ` (line ${earlier.line})` : ''}; change that entry instead`, node)
    seen.set(key, { entry, line: at(node)?.line })
  }
  return list.items.map((item, index): Synonym => {
    const entry = index + 1
    const objectID = `synonym-${entry}`
    if (isSeq(item)) {
      const words = item.items.map((node) => phrase(isScalar(node) ? node.value : null, node, entry))
      if (words.length < 2) fail(`entry ${entry}: a group needs at least two words or phrases`, item)
      once(`group:${[...new Set(words.map(phraseKey))].sort().join('|')}`, 'the same group', entry, item)
      return { objectID, type: 'synonym', synonyms: words }
    }
    if (isMap(item)) {
      const keys = item.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
      const unknown = keys.find((key) => key !== 'from' && key !== 'to')
      if (unknown) fail(`entry ${entry}: unknown key "${unknown}" (a one-way entry has "from" and "to")`, item)
      const from = item.get('from', true)
      const to = item.get('to', true)
      if (!from || !to) fail(`entry ${entry}: a one-way entry needs "from" and "to"`, item)
      const targets = isSeq(to) ? to.items : [to]
      if (targets.length === 0) fail(`entry ${entry}: "to" is empty`, to)
      const input = phrase(isScalar(from) ? from.value : null, from, entry)
      once(`from:${phraseKey(input)}`, `a one-way entry from "${input}"`, entry, item)
      return {
        objectID,
        type: 'oneWaySynonym',
        input,
        synonyms: targets.map((node) => phrase(isScalar(node) ? node.value : null, node, entry)),
      }
    }
    return fail(`entry ${entry}: expected a list of words ([a, b]) or { from: a, to: [b] }`, item)
  })
}
