/**
 * JSON Schema (as dereferenced by the OpenAPI parser) → the tree the reference renders: one node per
 * property with a readable type, the constraints in words, and the children of objects and of arrays of
 * objects. Component schemas keep their names because dereferencing reuses one object per component.
 */
import type { RenderMarkdown, SchemaNode, SchemaObject } from '../../shared/openapi'

export interface SchemaContext {
  /** Component schema object → its name in `components.schemas`. */
  names: Map<SchemaObject, string>
  markdown: RenderMarkdown
}

export function componentSchemaNames(schemas: Record<string, SchemaObject> | undefined): Map<SchemaObject, string> {
  return new Map(Object.entries(schemas ?? {}).map(([name, schema]) => [schema, name]))
}

/** `allOf` parts merged into one schema (properties, required, and the first description/type found). */
export function mergeAllOf(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema
  const { allOf, ...rest } = schema
  const parts = allOf.map(mergeAllOf)
  const merged: SchemaObject = { ...Object.assign({}, ...parts), ...rest }
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}), rest.properties ?? {})
  const required = [...new Set([...parts.flatMap((part) => part.required ?? []), ...(rest.required ?? [])])]
  if (Object.keys(properties).length > 0) merged.properties = properties
  if (required.length > 0) merged.required = required
  merged.description = rest.description ?? parts.find((part) => part.description)?.description
  return merged
}

const typesOf = (schema: SchemaObject): string[] => {
  if (Array.isArray(schema.type)) return schema.type
  if (schema.type) return [schema.type]
  if (schema.properties) return ['object']
  if (schema.items) return ['array']
  return []
}

export const formatValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

/** "string (date-time)", "array of Parcel", "integer | null", "Address"… */
export function typeLabel(schema: SchemaObject, names: Map<SchemaObject, string>): string {
  const named = names.get(schema)
  if (schema.oneOf) return 'one of'
  if (schema.anyOf) return 'any of'
  const merged = mergeAllOf(schema)
  const types = typesOf(merged)
  const nullable = types.includes('null')
  const label = types
    .filter((type) => type !== 'null')
    .map((type) => {
      if (type === 'object' && named) return named
      if (type === 'array') return merged.items ? `array of ${typeLabel(merged.items, names)}` : 'array'
      if (merged.contentEncoding === 'binary' || merged.format === 'binary') return 'binary'
      return merged.format ? `${type} (${merged.format})` : type
    })
    .join(' | ')
  const base = label || named || 'any'
  return nullable ? `${base} | null` : base
}

function range(low: number | undefined, high: number | undefined, unit: string): string | undefined {
  const suffix = unit ? ` ${unit}` : ''
  if (low !== undefined && high !== undefined) return `${low} to ${high}${suffix}`
  if (low !== undefined) return `≥ ${low}${suffix}`
  if (high !== undefined) return `≤ ${high}${suffix}`
  return undefined
}

/** The schema's validation keywords in words, for the reader. */
export function constraintsOf(schema: SchemaObject): string[] {
  const constraints = [
    range(schema.minimum, schema.maximum, ''),
    schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : undefined,
    schema.exclusiveMaximum !== undefined ? `< ${schema.exclusiveMaximum}` : undefined,
    range(schema.minLength, schema.maxLength, 'characters'),
    range(schema.minItems, schema.maxItems, 'items'),
    schema.pattern ? `pattern ${schema.pattern}` : undefined,
    schema.const !== undefined ? `always ${formatValue(schema.const)}` : undefined,
    schema.default !== undefined ? `default ${formatValue(schema.default)}` : undefined,
  ]
  return constraints.filter((constraint): constraint is string => constraint !== undefined)
}

const exampleOf = (schema: SchemaObject): string | undefined => {
  const example = schema.example ?? schema.examples?.[0]
  return example === undefined || typeof example === 'object' ? undefined : formatValue(example)
}

/** The object whose properties a node lists: the schema itself, or the items of an array of objects. */
function propertiesHolder(schema: SchemaObject): SchemaObject | undefined {
  if (schema.properties) return schema
  if (schema.items) {
    const items = mergeAllOf(schema.items)
    if (items.properties) return items
  }
  return undefined
}

interface NodeOptions {
  name?: string
  required?: boolean
}

export function schemaTree(
  source: SchemaObject,
  context: SchemaContext,
  options: NodeOptions = {},
  ancestors: Set<SchemaObject> = new Set(),
): SchemaNode {
  const schema = mergeAllOf(source)
  const recursive = ancestors.has(source)
  const path = new Set(ancestors).add(source)
  const holder = recursive ? undefined : propertiesHolder(schema)
  const required = new Set(holder?.required ?? [])
  const children = Object.entries(holder?.properties ?? {}).map(([name, property]) =>
    schemaTree(property, context, { name, required: required.has(name) }, path),
  )
  const alternatives = recursive ? undefined : (schema.oneOf ?? schema.anyOf)
  const itemsEnum = schema.items && mergeAllOf(schema.items).enum
  const type = typeLabel(source, context.names)
  return {
    ...(options.name !== undefined && { name: options.name }),
    type: recursive ? `${type} (recursive)` : type,
    ...(context.names.has(source) && { schemaName: context.names.get(source) }),
    required: options.required ?? false,
    deprecated: schema.deprecated ?? false,
    readOnly: schema.readOnly ?? false,
    writeOnly: schema.writeOnly ?? false,
    descriptionHtml: schema.description ? context.markdown(schema.description) : '',
    enum: (schema.enum ?? itemsEnum ?? []).map(formatValue),
    constraints: constraintsOf(schema),
    ...(exampleOf(schema) !== undefined && { example: exampleOf(schema) }),
    children,
    variants: (alternatives ?? []).map((variant) => schemaTree(variant, context, {}, path)),
    ...(alternatives && { variantKind: schema.oneOf ? ('oneOf' as const) : ('anyOf' as const) }),
  }
}

const SAMPLE_STRINGS: Record<string, string> = {
  'date-time': '2025-03-04T09:15:00Z',
  date: '2025-03-04',
  email: 'user@example.com',
  uri: 'https://example.com',
}

/**
 * A sample value for a schema without an example of its own: examples, defaults and enums first, then a
 * placeholder by type. Requests leave out read-only fields and responses write-only ones.
 */
export function exampleFromSchema(
  source: SchemaObject,
  direction: 'request' | 'response',
  ancestors: Set<SchemaObject> = new Set(),
): unknown {
  const schema = mergeAllOf(source)
  const given = schema.example ?? schema.examples?.[0] ?? schema.default ?? schema.const ?? schema.enum?.[0]
  if (given !== undefined) return given
  if (ancestors.has(source)) return null
  const path = new Set(ancestors).add(source)
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0]
  if (variant) return exampleFromSchema(variant, direction, path)
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? (typesOf(schema).length ? 'null' : 'string')
  switch (type) {
    case 'object': {
      const skip = direction === 'request' ? 'readOnly' : 'writeOnly'
      const entries = Object.entries(schema.properties ?? {})
        .filter(([, property]) => !property[skip] && !property.deprecated)
        .map(([name, property]) => [name, exampleFromSchema(property, direction, path)])
      return Object.fromEntries(entries)
    }
    case 'array':
      return schema.items ? [exampleFromSchema(schema.items, direction, path)] : []
    case 'integer':
    case 'number':
      return schema.minimum ?? 0
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return SAMPLE_STRINGS[schema.format ?? ''] ?? 'string'
  }
}
