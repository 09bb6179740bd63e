/**
 * A dereferenced OpenAPI 3.1 document → the reference model: tags in document order, each operation (API
 * paths first, then webhook events) with its parameters, bodies, responses and example request, and every
 * component schema as a tree. Pure: Markdown rendering is passed in.
 */
import { codeSamples, type SampleRequest } from './code-samples'
import { filledPath, requiredValues, webhookDeliveryExample, type ExampleParameter } from './request-examples'
import { componentSchemaNames, constraintsOf, exampleFromSchema, formatValue, schemaTree, typeLabel, type SchemaContext } from './schema-tree'
import {
  HTTP_METHODS,
  type ApiBodyModel,
  type ApiOperationModel,
  type ApiParameterModel,
  type ApiReferenceModel,
  type ApiRequestSampleSet,
  type ApiResponseModel,
  type ApiTagModel,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type RenderMarkdown,
  type ResponseObject,
} from '../../shared/openapi'

/** The name of the samples made from a body's single `example` (or of an operation with no body). */
export const DEFAULT_EXAMPLE = 'default'

interface ModelContext extends SchemaContext {
  /** Shared response object (components.responses) → its name; dereferencing reuses one object each. */
  responseNames: Map<ResponseObject, string>
}

function responseModel(status: string, response: ResponseObject, context: ModelContext, full = false): ApiResponseModel {
  const shared = context.responseNames.get(response)
  const descriptionHtml = context.markdown(response.description ?? '')
  if (shared && !full) return { status, shared, descriptionHtml, headers: [], bodies: [] }
  return {
    status,
    ...(shared && { shared }),
    descriptionHtml,
    headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
      name,
      type: typeLabel(header.schema ?? {}, context.names),
      descriptionHtml: context.markdown(header.description ?? ''),
    })),
    bodies: bodyModels(response.content, 'response', context),
  }
}

export const operationAnchor = (operationId: string) => `operation/${operationId}`
export const responseAnchor = (name: string) => `response/${name}`
export const tagAnchor = (tag: string) => `tag/${tag.trim().replace(/\s+/g, '-')}`

const isJson = (contentType: string) => /^application\/(.+\+)?json\b/.test(contentType)

const prettyExample = (contentType: string, value: unknown) =>
  isJson(contentType) || typeof value !== 'string' ? JSON.stringify(value, null, 2) : value

/** The media type's own example (or its first named example), else one derived from the schema. */
function mediaExample(contentType: string, media: MediaTypeObject, direction: 'request' | 'response') {
  const given = media.example ?? Object.values(media.examples ?? {})[0]?.value
  if (given !== undefined) return prettyExample(contentType, given)
  if (media.schema && isJson(contentType)) return prettyExample(contentType, exampleFromSchema(media.schema, direction))
  return undefined
}

function bodyModels(
  content: Record<string, MediaTypeObject> | undefined,
  direction: 'request' | 'response',
  context: SchemaContext,
  required = false,
  description = '',
): ApiBodyModel[] {
  return Object.entries(content ?? {}).map(([contentType, media]) => {
    const example = mediaExample(contentType, media, direction)
    const schemaName = media.schema && context.names.get(media.schema)
    return {
      contentType,
      required,
      descriptionHtml: description ? context.markdown(description) : '',
      ...(schemaName && { schemaName }),
      ...(media.schema && { schema: schemaTree(media.schema, context) }),
      ...(example !== undefined && { example }),
    }
  })
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
function mergedParameters(pathItem: PathItemObject, operation: OperationObject): ParameterObject[] {
  const own = operation.parameters ?? []
  const key = (parameter: ParameterObject) => `${parameter.in}:${parameter.name}`
  const overridden = new Set(own.map(key))
  return [...(pathItem.parameters ?? []).filter((parameter) => !overridden.has(key(parameter))), ...own]
}

function parameterModel(parameter: ParameterObject, context: SchemaContext): ApiParameterModel {
  const schema = parameter.schema ?? {}
  const example = parameter.example ?? schema.example ?? schema.examples?.[0]
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required ?? false,
    deprecated: parameter.deprecated ?? schema.deprecated ?? false,
    type: typeLabel(schema, context.names),
    descriptionHtml: context.markdown(parameter.description ?? schema.description ?? ''),
    enum: (schema.enum ?? []).map(formatValue),
    constraints: constraintsOf(schema),
    ...(example !== undefined && { example: formatValue(example) }),
  }
}

const exampleParameter = (parameter: ParameterObject): ExampleParameter => ({
  name: parameter.name,
  in: parameter.in,
  required: parameter.required ?? false,
  example: parameter.example ?? parameter.schema?.example ?? parameter.schema?.examples?.[0] ?? parameter.schema?.default,
})

interface OperationEntry {
  method: string
  path: string
  webhook: boolean
  pathItem: PathItemObject
  operation: OperationObject
}

function operationEntries(items: Record<string, PathItemObject> | undefined, webhook: boolean): OperationEntry[] {
  return Object.entries(items ?? {}).flatMap(([path, pathItem]) =>
    HTTP_METHODS.filter((method) => pathItem[method]).map((method) => ({
      method,
      path,
      webhook,
      pathItem,
      operation: pathItem[method]!,
    })),
  )
}

/** The document's problems that validation allows but the reference cannot render well. */
export class ReferenceModelError extends Error {
  name = 'ReferenceModelError'
}

function authOf(document: OpenApiDocument, operation: OperationObject): { names: string[]; auth: 'basic' | 'bearer' | 'none' } {
  const names = (operation.security ?? document.security ?? []).flatMap((requirement) => Object.keys(requirement))
  const schemes = names.map((name) => document.components?.securitySchemes?.[name]?.scheme?.toLowerCase())
  const auth = schemes.includes('basic') ? 'basic' : schemes.includes('bearer') ? 'bearer' : 'none'
  return { names, auth }
}

/** The request body's JSON media type (the one samples send), if the operation takes a body. */
function jsonMedia(content: Record<string, MediaTypeObject> | undefined): { contentType: string; media: MediaTypeObject } | undefined {
  const entry = Object.entries(content ?? {}).find(([contentType]) => isJson(contentType)) ?? Object.entries(content ?? {})[0]
  return entry && { contentType: entry[0], media: entry[1] }
}

function successIsJson(operation: OperationObject): boolean {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status))?.[1]
  return Object.keys(success?.content ?? {}).some(isJson)
}

/**
 * One set of samples per example of the request body: its named examples (`examples`) by name, or its one
 * `example` as "default"; an operation without a body has one "default" set.
 */
function requestSampleSets(
  request: Omit<SampleRequest, 'body'> & { media?: { contentType: string; media: MediaTypeObject } },
): ApiRequestSampleSet[] {
  const { media, ...rest } = request
  if (!media) return [{ example: DEFAULT_EXAMPLE, summary: '', samples: codeSamples(rest) }]
  const named = Object.entries(media.media.examples ?? {}).filter(([, example]) => example.value !== undefined)
  const examples: [string, { summary?: string; value?: unknown }][] = named.length
    ? named
    : [[DEFAULT_EXAMPLE, { value: media.media.example ?? (media.media.schema && exampleFromSchema(media.media.schema, 'request')) }]]
  return examples.map(([example, { summary = '', value }]) => ({
    example,
    summary,
    samples: codeSamples({ ...rest, ...(value !== undefined && { body: { contentType: media.contentType, value } }) }),
  }))
}

function operationModel(
  document: OpenApiDocument,
  entry: OperationEntry,
  position: number,
  context: ModelContext,
): ApiOperationModel {
  const { operation, method, path, webhook } = entry
  const label = `${webhook ? 'webhook ' : ''}${method.toUpperCase()} ${path}`
  if (!operation.operationId) throw new ReferenceModelError(`${label} has no operationId`)
  if (!operation.tags?.length) throw new ReferenceModelError(`${label} (${operation.operationId}) has no tag`)
  if (!operation.summary) throw new ReferenceModelError(`${label} (${operation.operationId}) has no summary`)

  const parameters = mergedParameters(entry.pathItem, operation)
  const requestBodies = bodyModels(
    operation.requestBody?.content,
    'request',
    context,
    operation.requestBody?.required ?? false,
    operation.requestBody?.description,
  )
  const requestBody = requestBodies.find((body) => isJson(body.contentType)) ?? requestBodies[0]
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => responseModel(status, response, context))
  const { names, auth } = authOf(document, operation)
  const exampleParameters = parameters.map(exampleParameter)
  const deliveryBody = requestBody?.example !== undefined ? { contentType: requestBody.contentType, text: requestBody.example } : undefined
  const requestSamples = webhook
    ? []
    : requestSampleSets({
        method,
        path: filledPath(path, exampleParameters),
        query: requiredValues(exampleParameters, 'query'),
        headers: requiredValues(exampleParameters, 'header'),
        auth,
        response: successIsJson(operation) ? 'json' : 'other',
        media: jsonMedia(operation.requestBody?.content),
      })

  return {
    operationId: operation.operationId,
    anchor: operationAnchor(operation.operationId),
    method: method.toUpperCase(),
    path,
    webhook,
    tag: operation.tags[0],
    position,
    summary: operation.summary,
    descriptionHtml: context.markdown(operation.description ?? ''),
    deprecated: operation.deprecated ?? false,
    security: names,
    parameters: parameters.map((parameter) => parameterModel(parameter, context)),
    ...(requestBody && { requestBody }),
    responses,
    requestSamples,
    ...(webhook && { deliveryExample: webhookDeliveryExample({ headers: exampleParameters, body: deliveryBody }) }),
  }
}

export function buildReferenceModel(document: OpenApiDocument, markdown: RenderMarkdown): ApiReferenceModel {
  const responseNames = new Map(Object.entries(document.components?.responses ?? {}).map(([name, response]) => [response, name]))
  const context: ModelContext = { names: componentSchemaNames(document.components?.schemas), responseNames, markdown }
  const entries = [...operationEntries(document.paths, false), ...operationEntries(document.webhooks, true)]
  const operations = entries.map((entry, position) => operationModel(document, entry, position, context))
  // A shared response's status is the one operations use it with (components.responses has none).
  const statusOf = (name: string) =>
    operations.flatMap((operation) => operation.responses).find((response) => response.shared === name)?.status ?? 'default'

  const declared = document.tags ?? []
  const undeclared = [...new Set(operations.map((operation) => operation.tag))]
    .filter((name) => !declared.some((tag) => tag.name === name))
    .map((name) => ({ name, description: '' }))
  const tags: ApiTagModel[] = [...declared, ...undeclared]
    .map((tag, position) => ({
      name: tag.name,
      anchor: tagAnchor(tag.name),
      position,
      descriptionHtml: markdown(tag.description ?? ''),
      operationIds: operations.filter((operation) => operation.tag === tag.name).map((operation) => operation.operationId),
    }))
    .filter((tag) => tag.operationIds.length > 0)

  return {
    title: document.info.title,
    version: document.info.version,
    descriptionHtml: markdown(document.info.description ?? ''),
    servers: (document.servers ?? []).map((server) => ({ url: server.url, description: server.description ?? '' })),
    securitySchemes: Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => ({
      name,
      type: scheme.type,
      scheme: scheme.scheme ?? '',
      descriptionHtml: markdown(scheme.description ?? ''),
    })),
    sharedResponses: Object.entries(document.components?.responses ?? {}).map(([name, response]) => ({
      ...responseModel(statusOf(name), response, context, true),
      name,
      anchor: responseAnchor(name),
    })),
    tags,
    operations,
    schemas: Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
      name,
      descriptionHtml: markdown(schema.description ?? ''),
      tree: schemaTree(schema, context),
    })),
  }
}
