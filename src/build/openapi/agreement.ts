/**
 * Do the guides agree with the OpenAPI document? Two checks over MDX sources:
 * - every `/api-reference#operation/…` and `#tag/…` link names an operation or tag that exists;
 * - every key in a guide's ```json example is a property some schema of the document declares.
 * Both return problems; the build reports them as warnings naming the file.
 */
import { closest } from '../closest'
import { mergeAllOf } from './schema-tree'
import { HTTP_METHODS, type OpenApiDocument, type OperationObject, type SchemaObject } from '../../shared/openapi'

export interface ContentSource {
  /** Path shown in messages, e.g. content/docs/api/create-shipment.mdx */
  file: string
  source: string
}

export interface AgreementProblem {
  file: string
  line: number
  message: string
}

const REFERENCE_LINK = /\/api-reference#((?:operation|tag)\/[A-Za-z0-9_.~%-]+)/g

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length

/** Links to missing anchors of /api-reference, with the nearest existing anchor as a suggestion. */
export function brokenReferenceLinks(files: ContentSource[], anchors: Iterable<string>): AgreementProblem[] {
  const known = new Set(anchors)
  return files.flatMap(({ file, source }) =>
    [...source.matchAll(REFERENCE_LINK)]
      .filter((match) => !known.has(decodeURIComponent(match[1])))
      .map((match) => {
        const suggestion = closest(match[1], known)
        const hint = suggestion ? `; did you mean /api-reference#${suggestion}?` : ''
        return {
          file,
          line: lineAt(source, match.index ?? 0),
          message: `link to /api-reference#${match[1]}: no such ${match[1].split('/')[0]} in the OpenAPI document${hint}`,
        }
      }),
  )
}

/** Every property name declared anywhere in the document: components, inline schemas, webhooks. */
export function declaredFieldNames(document: OpenApiDocument): Set<string> {
  const names = new Set<string>()
  const seen = new Set<SchemaObject>()
  const visit = (schema: SchemaObject | undefined) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return
    seen.add(schema)
    const merged = mergeAllOf(schema)
    for (const [name, property] of Object.entries(merged.properties ?? {})) {
      names.add(name)
      visit(property)
    }
    ;[merged.items, ...(schema.allOf ?? []), ...(merged.oneOf ?? []), ...(merged.anyOf ?? [])].forEach(visit)
    if (typeof merged.additionalProperties === 'object') visit(merged.additionalProperties)
  }
  Object.values(document.components?.schemas ?? {}).forEach(visit)
  const operations = [...Object.values(document.paths ?? {}), ...Object.values(document.webhooks ?? {})].flatMap(
    (item) => HTTP_METHODS.map((method) => item[method]).filter((operation): operation is OperationObject => !!operation),
  )
  for (const operation of operations) {
    Object.values(operation.requestBody?.content ?? {}).forEach((media) => visit(media.schema))
    Object.values(operation.responses ?? {}).forEach((response) =>
      Object.values(response.content ?? {}).forEach((media) => visit(media.schema)),
    )
  }
  return names
}

/** Fenced ```json blocks of an MDX source, with the line of their first line of code. Opt out with `json not-api`. */
export function jsonExamples(source: string): { line: number; code: string }[] {
  const fence = /^( {0,3})(`{3,}|~{3,})json\b([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm
  return [...source.matchAll(fence)]
    .filter((match) => !/\bnot-api\b/.test(match[3]))
    .map((match) => ({ line: lineAt(source, match.index ?? 0) + 1, code: match[4] }))
}

function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into))
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      into.add(key)
      keysOf(child, into)
    }
  }
  return into
}

/** Keys in the guides' JSON examples that no schema declares (a renamed or misspelt field). */
export function unknownExampleFields(files: ContentSource[], declared: Set<string>): AgreementProblem[] {
  return files.flatMap(({ file, source }) =>
    jsonExamples(source).flatMap(({ line, code }) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(code)
      } catch (error) {
        return [{ file, line, message: `the json example is not valid JSON (${(error as Error).message})` }]
      }
      const unknown = [...keysOf(parsed)].filter((key) => !declared.has(key))
      if (unknown.length === 0) return []
      const hints = unknown.map((key) => {
        const suggestion = closest(key, declared)
        return suggestion ? `"${key}" (did you mean "${suggestion}"?)` : `"${key}"`
      })
      return [{ file, line, message: `the json example uses fields no schema of the OpenAPI document declares: ${hints.join(', ')}` }]
    }),
  )
}
