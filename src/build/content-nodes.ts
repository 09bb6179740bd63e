/**
 * YAML content files → plain records for data-layer nodes. Pure: parsing and shape checks only,
 * with errors that say what is wrong; the caller names the file and creates the nodes.
 */
import yaml from 'js-yaml'

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
