/**
 * Reads openapi.yaml: YAML syntax, then validation and dereferencing with @readme/openapi-parser.
 * Any problem becomes one `OpenApiDocumentError` naming the file, line and column, the validator's message
 * and a frame of the YAML around it, so the build can fail with something an editor can act on.
 */
import { dereference, validate } from '@readme/openapi-parser'
import yaml from 'js-yaml'
import { codeFrame, missingRefLocation, parseYamlWithPositions, pointerOfMessage, yamlLocation, type SourceLocation } from './locate'
import type { OpenApiDocument } from '../../shared/openapi'

export class OpenApiDocumentError extends Error {
  constructor(
    readonly file: string,
    readonly location: SourceLocation | undefined,
    /** The validator's words, without the file or the frame. */
    readonly detail: string,
    readonly frame?: string,
  ) {
    const where = location ? `${file}:${location.line}:${location.column}` : file
    super(`Invalid OpenAPI document ${where}: ${detail}${frame ? `\n${frame}` : ''}`)
    this.name = 'OpenApiDocumentError'
  }
}

export interface LoadedOpenApi {
  /** Fully dereferenced: every `$ref` is replaced by the object it points to (the same object each time). */
  document: OpenApiDocument
  warnings: string[]
}

/** The validator's own words without its code frame of the JSON rendering (we show the YAML instead). */
const firstParagraph = (message: string) => message.split(/\n\s*\n/)[0].trim()

/** The YAML document with source positions: slower to parse, so only read when a message needs a line. */
function positionsOf(source: string) {
  const { doc, lineCounter } = parseYamlWithPositions(source)
  const syntaxError = doc.errors[0]
  return { doc, lineCounter, syntaxError }
}

export async function loadOpenApi(source: string, file: string): Promise<LoadedOpenApi> {
  let raw: unknown
  try {
    // YAML 1.2's core schema, as the positions parser reads it (no timestamps: dates stay strings).
    raw = yaml.load(source, { schema: yaml.CORE_SCHEMA })
  } catch (error) {
    const { syntaxError } = positionsOf(source)
    const { line, col } = syntaxError?.linePos?.[0] ?? { line: 1, col: 1 }
    const location = { line, column: col }
    const message = syntaxError ? firstParagraph(syntaxError.message) : (error as Error).message
    throw new OpenApiDocumentError(file, location, message, codeFrame(source, location))
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new OpenApiDocumentError(file, undefined, 'expected a mapping with `openapi`, `info` and `paths` at the top level')
  }
  const version = (raw as { openapi?: unknown }).openapi
  if (typeof version !== 'string' || !version.startsWith('3.1')) {
    const { doc, lineCounter } = positionsOf(source)
    const location = yamlLocation(doc, lineCounter, '/openapi') ?? { line: 1, column: 1 }
    throw new OpenApiDocumentError(file, location, `expected an OpenAPI 3.1 document (\`openapi: 3.1.x\`), not ${JSON.stringify(version ?? null)}`)
  }

  // The validator dereferences what it is given in place: hand it a copy. Its messages quote that copy,
  // dereferenced, so their line numbers are read against it.
  const validated = structuredClone(raw)
  const result = await validate(validated as never, { validate: { errors: { colorize: false } } })
  if (!result.valid) {
    const message = result.errors[0]?.message ?? 'the document is not valid OpenAPI'
    const pointer = pointerOfMessage(message, validated)
    const { doc, lineCounter } = positionsOf(source)
    const location =
      missingRefLocation(message, source) ?? (pointer !== undefined ? yamlLocation(doc, lineCounter, pointer) : undefined)
    const more = result.errors.length - 1 + result.additionalErrors
    const detail = `${firstParagraph(message)}${pointer ? ` (at ${pointer || '/'})` : ''}${more > 0 ? ` (and ${more} more)` : ''}`
    throw new OpenApiDocumentError(file, location, detail, location && codeFrame(source, location))
  }
  const document = (await dereference(structuredClone(raw) as never)) as unknown as OpenApiDocument
  return { document, warnings: result.warnings.map((warning) => warning.message) }
}
