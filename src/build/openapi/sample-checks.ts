/**
 * Do the guides' hand-written request samples run? For every curl command of a shell block that calls the
 * API:
 * - it uses $KOLLI_BASE_URL (the getting-started page sets it to the sandbox), not a server's URL;
 * - it sends the credentials that page creates ($KOLLI_API_USER:$KOLLI_API_KEY, or $KOLLI_MODULE_TOKEN);
 * - it calls an operation of the OpenAPI document, and the JSON body it posts (inline, from a
 *   here-document, or `-d @file.json` shown in a ```json block next to it) validates against that
 *   operation's request schema, required fields included, unless the block is marked ```json excerpt.
 * And shell commands must work on Linux and macOS: `base64 -w` is Linux-only.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { AgreementProblem, ContentSource } from './agreement'
import { curlRequests, jsonBlocks, shellBlocks, type CurlRequest, type JsonBlock } from './shell-requests'
import { HTTP_METHODS, type OpenApiDocument, type OperationObject, type SchemaObject } from '../../shared/openapi'

export const BASE_URL_VARIABLE = '$KOLLI_BASE_URL'
const BASE_URL = /^\$\{?KOLLI_BASE_URL\}?/
const BASIC_CREDENTIALS = '$KOLLI_API_USER:$KOLLI_API_KEY'
const BEARER_TOKEN = '$KOLLI_MODULE_TOKEN'
const NOT_API = /(^|\s)not-api(\s|$)/
const EXCERPT = /(^|\s)excerpt(\s|$)/

interface OperationMatch {
  operationId: string
  method: string
  path: string
  auth: 'basic' | 'bearer' | 'none'
  schema?: SchemaObject
}

/** Operations by method, each with a pattern for its path template; literal paths before templated ones. */
function operationTable(document: OpenApiDocument) {
  const schemes = document.components?.securitySchemes ?? {}
  const authOf = (operation: OperationObject): OperationMatch['auth'] => {
    const kinds = (operation.security ?? document.security ?? []).flatMap((requirement) =>
      Object.keys(requirement).map((name) => schemes[name]?.scheme?.toLowerCase()),
    )
    return kinds.includes('basic') ? 'basic' : kinds.includes('bearer') ? 'bearer' : 'none'
  }
  return Object.entries(document.paths ?? {})
    .flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => {
        const operation = item[method]!
        const media = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => /json/.test(type))?.[1]
        const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`)
        return {
          match: { operationId: operation.operationId ?? `${method} ${path}`, method: method.toUpperCase(), path, auth: authOf(operation), schema: media?.schema },
          pattern,
          templated: path.includes('{'),
        }
      }),
    )
    .sort((a, b) => Number(a.templated) - Number(b.templated))
}

/** The ```json block a `-d @file` command posts: one titled or introduced with the file's name, else the nearest in its section. */
function postedBlock(source: string, request: CurlRequest, file: string): JsonBlock | undefined {
  const blocks = jsonBlocks(source)
  const lines = source.split('\n')
  const named = blocks.find((block) => {
    const before = lines.slice(Math.max(0, block.line - 4), block.line - 1).join('\n')
    return block.meta.includes(file) || before.includes(file)
  })
  if (named) return named
  const headingBetween = (a: number, b: number) => lines.slice(Math.min(a, b), Math.max(a, b)).some((line) => /^#{1,6}\s/.test(line))
  return blocks
    .filter((block) => !headingBetween(block.line, request.line))
    .sort((a, b) => Math.abs(a.line - request.line) - Math.abs(b.line - request.line))[0]
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    // The branch errors of a oneOf say little on their own; its own error says which branch was meant.
    .map((error) => `${error.instancePath || 'the body'} ${error.message}${error.keyword === 'additionalProperties' ? ` (${(error.params as { additionalProperty: string }).additionalProperty})` : ''}`)
    .filter((message, index, all) => all.indexOf(message) === index)
    .slice(0, 5)
    .join('; ')

export function requestSampleProblems(files: ContentSource[], document: OpenApiDocument): AgreementProblem[] {
  const table = operationTable(document)
  const servers = (document.servers ?? []).map((server) => server.url.replace(/\/$/, ''))
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const validators = new Map<SchemaObject, ReturnType<typeof ajv.compile>>()
  const validate = (schema: SchemaObject, value: unknown) => {
    if (!validators.has(schema)) validators.set(schema, ajv.compile(schema as object))
    const validator = validators.get(schema)!
    return validator(value) ? null : validator.errors
  }

  return files.flatMap(({ file, source }) => {
    const problems: AgreementProblem[] = []
    const problem = (line: number, message: string) => problems.push({ file, line, message })

    for (const block of shellBlocks(source)) {
      block.code.split('\n').forEach((text, offset) => {
        if (/\bbase64\b[^|\n]*\s-w\s*0?\b/.test(text)) {
          problem(block.line + offset, "`base64 -w` is Linux-only; `base64 | tr -d '\\n'` works on Linux and macOS")
        }
      })
    }

    // A block marked `not-api` is no sample (e.g. a request that shows a 401 with a wrong key).
    const samples = shellBlocks(source).filter((block) => !NOT_API.test(block.meta))
    for (const request of samples.flatMap(curlRequests)) {
      const url = request.url ?? ''
      const server = servers.find((candidate) => url.startsWith(candidate))
      if (server) {
        problem(request.line, `the request goes to ${server}; samples use ${BASE_URL_VARIABLE}, which the getting-started page sets to the sandbox`)
        continue
      }
      if (!BASE_URL.test(url)) continue
      const path = url.replace(BASE_URL, '').split(/[?#]/)[0] || '/'
      const operation = table.find((entry) => entry.match.method === request.method && entry.pattern.test(path))?.match
      if (!operation) {
        const sameMethod = table.filter((entry) => entry.pattern.test(path)).map((entry) => entry.match.method)
        const hint = sameMethod.length ? `; the path takes ${sameMethod.join(', ')}` : ''
        problem(request.line, `${request.method} ${path}: no such operation in the OpenAPI document${hint}`)
        continue
      }
      const label = `${operation.method} ${operation.path} (${operation.operationId})`
      if (operation.auth === 'basic' && request.user !== BASIC_CREDENTIALS) {
        problem(request.line, `${label} needs -u "${BASIC_CREDENTIALS}", the credentials the getting-started page creates`)
      }
      if (operation.auth === 'bearer' && !request.headers.some((header) => header.includes(BEARER_TOKEN))) {
        problem(request.line, `${label} needs -H "Authorization: Bearer ${BEARER_TOKEN}"`)
      }
      if (!request.body || !operation.schema) continue

      let text: string
      let line = request.line
      if ('file' in request.body) {
        const posted = postedBlock(source, request, request.body.file)
        if (!posted) {
          problem(request.line, `${label} posts @${request.body.file}, but no \`\`\`json block next to it shows that file`)
          continue
        }
        if (EXCERPT.test(posted.meta)) continue
        ;({ code: text, line } = posted)
      } else text = request.body.text
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch (error) {
        problem(line, `the body posted to ${label} is not valid JSON (${(error as Error).message})`)
        continue
      }
      const errors = validate(operation.schema, body)
      if (errors) {
        problem(line, `the body posted to ${label} would be rejected: ${describeErrors(errors)}. Complete it, or mark its block \`\`\`json excerpt`)
      }
    }
    return problems
  })
}
