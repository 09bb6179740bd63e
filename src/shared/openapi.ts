/**
 * The parts of a dereferenced OpenAPI 3.1 document the reference reads (input), and the model it turns
 * them into (output: one record per tag, operation and component schema, ready to become GraphQL nodes).
 */

// ---- Input: a validated, dereferenced OpenAPI 3.1 document ----

export interface SchemaObject {
  type?: string | string[]
  format?: string
  title?: string
  description?: string
  properties?: Record<string, SchemaObject>
  required?: string[]
  items?: SchemaObject
  additionalProperties?: boolean | SchemaObject
  allOf?: SchemaObject[]
  oneOf?: SchemaObject[]
  anyOf?: SchemaObject[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  example?: unknown
  examples?: unknown[]
  deprecated?: boolean
  readOnly?: boolean
  writeOnly?: boolean
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  contentEncoding?: string
  contentMediaType?: string
}

export interface ExampleObject {
  summary?: string
  value?: unknown
}

export interface MediaTypeObject {
  schema?: SchemaObject
  example?: unknown
  examples?: Record<string, ExampleObject>
}

export interface ParameterObject {
  name: string
  in: 'query' | 'header' | 'path' | 'cookie'
  description?: string
  required?: boolean
  deprecated?: boolean
  schema?: SchemaObject
  example?: unknown
}

export interface HeaderObject {
  description?: string
  schema?: SchemaObject
}

export interface ResponseObject {
  description: string
  headers?: Record<string, HeaderObject>
  content?: Record<string, MediaTypeObject>
}

export interface OperationObject {
  operationId?: string
  tags?: string[]
  summary?: string
  description?: string
  deprecated?: boolean
  parameters?: ParameterObject[]
  requestBody?: { description?: string; required?: boolean; content?: Record<string, MediaTypeObject> }
  responses?: Record<string, ResponseObject>
  security?: Record<string, string[]>[]
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export type PathItemObject = { parameters?: ParameterObject[] } & Partial<Record<HttpMethod, OperationObject>>

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  servers?: { url: string; description?: string }[]
  tags?: { name: string; description?: string }[]
  paths?: Record<string, PathItemObject>
  webhooks?: Record<string, PathItemObject>
  security?: Record<string, string[]>[]
  components?: {
    schemas?: Record<string, SchemaObject>
    responses?: Record<string, ResponseObject>
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>
  }
}

// ---- Output: the reference model ----

/** One property (or the root) of a schema, as the reference shows it: a nested, collapsible tree. */
export interface SchemaNode {
  /** Property name; absent for a root, array items and variants. */
  name?: string
  /** "string", "integer (int32)", "array of Parcel", "string | null"… */
  type: string
  /** The component schema this node is, if it is one (e.g. "Address"). */
  schemaName?: string
  required: boolean
  deprecated: boolean
  readOnly: boolean
  writeOnly: boolean
  descriptionHtml: string
  enum: string[]
  /** Human-readable constraints: "≤ 40 characters", "1 to 100", "default: 25"… */
  constraints: string[]
  example?: string
  /** Properties of an object, or of the items of an array of objects. */
  children: SchemaNode[]
  /** oneOf/anyOf alternatives. */
  variants: SchemaNode[]
  variantKind?: 'oneOf' | 'anyOf'
}

export interface ApiParameterModel {
  name: string
  in: string
  required: boolean
  deprecated: boolean
  type: string
  descriptionHtml: string
  enum: string[]
  constraints: string[]
  example?: string
}

export interface ApiBodyModel {
  contentType: string
  required: boolean
  descriptionHtml: string
  schemaName?: string
  schema?: SchemaNode
  /** Pretty-printed JSON (or the raw text of a non-JSON body), from the document or derived from the schema. */
  example?: string
}

export interface ApiResponseModel {
  status: string
  /**
   * Set when the response is a shared one (components.responses): its name. Operations then list it briefly
   * and link to `response/{name}`, where it is rendered once with its schema and example.
   */
  shared?: string
  descriptionHtml: string
  headers: { name: string; type: string; descriptionHtml: string }[]
  bodies: ApiBodyModel[]
}

export interface ApiOperationModel {
  operationId: string
  /** `operation/{operationId}`: the element id and the URL fragment. */
  anchor: string
  method: string
  /** The path template, or the webhook's name for webhook events. */
  path: string
  webhook: boolean
  tag: string
  position: number
  summary: string
  descriptionHtml: string
  deprecated: boolean
  /** Names of the security schemes that apply; empty when the operation needs no authentication. */
  security: string[]
  parameters: ApiParameterModel[]
  requestBody?: ApiBodyModel
  responses: ApiResponseModel[]
  /** API operations: the example request in every sample language, one set per example of the body. */
  requestSamples: ApiRequestSampleSet[]
  /** Webhook events: the HTTP message Kolli sends. */
  deliveryExample?: string
}

export interface ApiCodeSampleModel {
  /** curl, javascript, python, php or csharp: also the value the language tabs remember. */
  language: string
  label: string
  /** The Prism grammar. */
  syntax: string
  code: string
}

export interface ApiRequestSampleSet {
  /** The example's name in the OpenAPI document (`examples`), or "default" for its one `example`. */
  example: string
  summary: string
  samples: ApiCodeSampleModel[]
}

export interface ApiTagModel {
  name: string
  /** `tag/{name with spaces as hyphens}` */
  anchor: string
  position: number
  descriptionHtml: string
  operationIds: string[]
}

export interface ApiSchemaModel {
  name: string
  descriptionHtml: string
  tree: SchemaNode
}

export interface ApiReferenceModel {
  title: string
  version: string
  descriptionHtml: string
  servers: { url: string; description: string }[]
  securitySchemes: { name: string; type: string; scheme: string; descriptionHtml: string }[]
  /** components.responses in full (status from their first use), each anchored at `response/{name}`. */
  sharedResponses: (ApiResponseModel & { name: string; anchor: string })[]
  tags: ApiTagModel[]
  operations: ApiOperationModel[]
  schemas: ApiSchemaModel[]
}

/** Markdown → HTML (injected so the transform stays synchronous and testable). */
export type RenderMarkdown = (markdown: string) => string
