/**
 * The API reference in Gatsby's data layer: the GraphQL types, and sourcing openapi.yaml (a File node of
 * the `api` source) into one ApiDocument node plus ApiTag, ApiOperation and ApiSchema nodes.
 */
import fs from 'fs'
import path from 'path'
import type { CreatePagesArgs, Node, NodePluginArgs, Reporter } from 'gatsby'
import { brokenReferenceLinks, declaredFieldNames, unknownExampleFields, type ContentSource } from './agreement'
import { REFERENCE_BODY_CACHE_FILE, REFERENCE_BODY_FILE, REFERENCE_DOCUMENT_FILE } from '../../shared/files'
import { loadOpenApi } from './load'
import { publishedOpenApi, type PublishedOperation } from './published-document'
import { requestSampleProblems } from './sample-checks'
import { exampleWorldFile, exampleWorldProblems } from '../checks/example-world'
import { renderOperationHtml, renderReferenceBodyHtml, renderSharedResponsesHtml } from './render-reference'
import { createMarkdownRenderer } from './markdown'
import { buildReferenceModel } from './reference-model'
import type { ApiOperationModel, ApiReferenceModel, ApiTagModel } from '../../shared/openapi'

export const API_TYPE_DEFS = `
  """The OpenAPI document's front matter (one per site): title, version, servers and authentication."""
  type ApiDocument implements Node @dontInfer {
    title: String!
    version: String!
    descriptionHtml: String!
    "The YAML file, relative to the project"
    sourceFile: String!
    servers: [ApiServer!]!
    securitySchemes: [ApiSecurityScheme!]!
    "Every property name the document's schemas declare, to check the guides' JSON examples against"
    fieldNames: [String!]!
    "components.responses (the errors), each anchored at response/{name}"
    sharedResponses: [ApiSharedResponse!]!
    "The shared responses as static HTML, rendered once in the data layer"
    sharedResponsesHtml: String!
    "The whole body of /api-reference as static HTML: the overview, then every tag with its operations"
    bodyHtml: String!
  }
  type ApiSharedResponse {
    name: String!
    anchor: String!
    status: String!
    shared: String
    descriptionHtml: String!
    headers: [ApiResponseHeader!]!
    bodies: [ApiBody!]!
  }
  type ApiServer {
    url: String!
    description: String!
  }
  type ApiSecurityScheme {
    name: String!
    "http, apiKey…"
    type: String!
    "basic, bearer…"
    scheme: String!
    descriptionHtml: String!
  }

  """A group of operations (an OpenAPI tag), in document order. Anchor: tag/{name with hyphens}."""
  type ApiTag implements Node @dontInfer {
    name: String!
    anchor: String!
    position: Int!
    descriptionHtml: String!
    operationIds: [String!]!
    operations: [ApiOperation!]! @link(by: "operationId", from: "operationIds")
  }

  """One operation (or webhook event) of the API. Anchor: operation/{operationId}."""
  type ApiOperation implements Node @dontInfer {
    operationId: String!
    anchor: String!
    "GET, POST…"
    method: String!
    "The path template, e.g. /shipments/{shipment_id}; for webhook events the event's name"
    path: String!
    webhook: Boolean!
    tag: String!
    "Order in the document: paths first, then webhooks"
    position: Int!
    summary: String!
    descriptionHtml: String!
    deprecated: Boolean!
    "Names of the security schemes that apply"
    security: [String!]!
    parameters: [ApiParameter!]!
    requestBody: ApiBody
    responses: [ApiResponse!]!
    "The example request in every sample language, one set per example of the request body (API operations)"
    requestSamples: [ApiRequestSampleSet!]!
    "The HTTP message Kolli sends (webhook events)"
    deliveryExample: String
    "The operation's section of /api-reference as static HTML, rendered once in the data layer"
    html: String!
  }
  type ApiParameter {
    name: String!
    "path, query, header or cookie"
    in: String!
    required: Boolean!
    deprecated: Boolean!
    type: String!
    descriptionHtml: String!
    enum: [String!]!
    constraints: [String!]!
    example: String
  }
  type ApiBody {
    contentType: String!
    required: Boolean!
    descriptionHtml: String!
    "The component schema of the body, if it is one"
    schemaName: String
    "The schema as a tree of nodes (see SchemaNode in src/shared/openapi.ts)"
    schema: JSON
    "Pretty-printed example"
    example: String
  }
  type ApiResponse {
    "HTTP status code, or a range such as 2XX"
    status: String!
    "The name of the shared response (components.responses) this is, if any: see ApiDocument.sharedResponses"
    shared: String
    descriptionHtml: String!
    headers: [ApiResponseHeader!]!
    bodies: [ApiBody!]!
  }
  type ApiResponseHeader {
    name: String!
    type: String!
    descriptionHtml: String!
  }
  type ApiRequestSampleSet {
    "The example's name in the OpenAPI document, or default"
    example: String!
    summary: String!
    samples: [ApiCodeSample!]!
  }
  type ApiCodeSample {
    "curl, javascript, python, php or csharp"
    language: String!
    label: String!
    "The Prism grammar"
    syntax: String!
    code: String!
  }

  """A component schema (components.schemas) as a tree of nodes."""
  type ApiSchema implements Node @dontInfer {
    name: String!
    descriptionHtml: String!
    tree: JSON!
  }
`

export interface ApiFileNode extends Node {
  absolutePath: string
}

export interface LoadedReference {
  model: ApiReferenceModel
  fieldNames: string[]
  warnings: string[]
}

/** Reads, validates and models openapi.yaml; throws OpenApiDocumentError (file, line, column) if invalid. */
export async function loadReference(source: string, displayPath: string): Promise<LoadedReference> {
  const { document, warnings } = await loadOpenApi(source, displayPath)
  const model = buildReferenceModel(document, await createMarkdownRenderer())
  return { model, fieldNames: [...declaredFieldNames(document)].sort(), warnings }
}

/** Creates the reference's nodes as children of the File node of openapi.yaml. */
export function createReferenceNodes(args: NodePluginArgs, file: ApiFileNode, displayPath: string, { model, fieldNames }: LoadedReference): void {
  const { actions, createNodeId, createContentDigest } = args
  const create = (type: string, key: string, fields: object) => {
    const node = {
      ...fields,
      id: createNodeId(`${type} ${key}`),
      parent: file.id,
      internal: { type, contentDigest: createContentDigest(fields) },
    }
    actions.createNode(node)
    actions.createParentChildLink({ parent: file, child: node as unknown as Node })
  }
  const { tags, operations, schemas, ...front } = model
  create('ApiDocument', 'document', { ...front, sourceFile: displayPath, fieldNames })
  tags.forEach((tag) => create('ApiTag', tag.name, tag))
  operations.forEach((operation) => create('ApiOperation', operation.operationId, operation))
  schemas.forEach((schema) => create('ApiSchema', schema.name, schema))
}

interface AgreementQuery {
  apiDocument: { fieldNames: string[]; sourceFile: string } | null
  operations: { nodes: { anchor: string }[] }
  tags: { nodes: { anchor: string }[] }
}

/**
 * Warnings, naming file and line, about guides and posts (`files`, their sources as on disk) that link to an
 * operation or tag the document does not have, whose JSON examples use a field no schema declares, or whose
 * request samples would not run (see sample-checks.ts); and, with or without a document, the places where
 * they (or the document) disagree with the example world of content/examples.yml (see example-world.ts).
 */
export async function apiAgreementWarnings(graphql: CreatePagesArgs['graphql'], reporter: Reporter, files: ContentSource[]): Promise<string[]> {
  const { data, errors } = await graphql<AgreementQuery>(`
    query ApiAgreement {
      apiDocument { fieldNames sourceFile }
      operations: allApiOperation { nodes { anchor } }
      tags: allApiTag { nodes { anchor } }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild('Could not query the API reference and content for the agreement check', errors)
    return []
  }
  const worldFile = exampleWorldFile()
  const world = fs.existsSync(worldFile) ? { file: path.relative(process.cwd(), worldFile), source: fs.readFileSync(worldFile, 'utf8') } : undefined
  const documentFile = data.apiDocument?.sourceFile
  const documentSource = documentFile ? fs.readFileSync(path.resolve(documentFile), 'utf8') : undefined
  const worldProblems = exampleWorldProblems(world, files, documentFile && documentSource ? { file: documentFile, source: documentSource } : undefined)
  if (!data.apiDocument || !documentSource) return worldProblems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)

  const anchors = [...data.operations.nodes, ...data.tags.nodes].map((node) => node.anchor)
  // The samples are checked against the schemas themselves: the document again, as JSON Schema.
  const { document } = await loadOpenApi(documentSource, data.apiDocument.sourceFile)
  const problems = [
    ...worldProblems,
    ...brokenReferenceLinks(files, anchors),
    ...unknownExampleFields(files, new Set(data.apiDocument.fieldNames)),
    ...requestSampleProblems(files, document),
  ]
  return problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
}

/** An operation's HTML, rendered once per version of its node. */
const operationHtmlByDigest = new Map<string, string>()
export function operationHtml(node: ApiOperationModel & { internal: { contentDigest: string } }): string {
  const digest = node.internal.contentDigest
  let html = operationHtmlByDigest.get(digest)
  if (html === undefined) operationHtmlByDigest.set(digest, (html = renderOperationHtml(node)))
  return html
}

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
}

/**
 * The whole body of /api-reference (the overview and every tag's operations) for the ApiDocument.bodyHtml
 * resolver: the build writes it to files (below); `gatsby develop` puts it in the page's data, so an edit
 * of openapi.yaml reaches an open tab.
 */
export async function referenceBodyHtml(document: Omit<ApiReferenceModel, 'tags' | 'operations' | 'schemas'>, nodeModel: NodeModel): Promise<string> {
  const all = async <T,>(type: string) => [...(await nodeModel.findAll({ type })).entries] as T[]
  const tags = (await all<ApiTagModel & { position: number }>('ApiTag')).sort((a, b) => a.position - b.position)
  const operations = new Map(
    (await all<ApiOperationModel & { internal: { contentDigest: string } }>('ApiOperation')).map((operation) => [operation.operationId, operation]),
  )
  return renderReferenceBodyHtml({
    document: { ...document, sharedResponsesHtml: renderSharedResponsesHtml(document.sharedResponses) },
    tags: tags.map((tag) => ({
      ...tag,
      operations: tag.operationIds.flatMap((id) => {
        const operation = operations.get(id)
        return operation ? [{ anchor: operation.anchor, html: operationHtml(operation) }] : []
      }),
    })),
  })
}

/**
 * Writes the body of /api-reference twice (see reference-body.ts for why it is not page data): into .cache
 * for server rendering, which bundles it, and into public/ for client-side navigation (not with `body:
 * false`). Also publishes the OpenAPI document for download. With no OpenAPI document the body is empty.
 */
export async function writeReferenceBody(
  graphql: CreatePagesArgs['graphql'],
  reporter: Reporter,
  siteDir: string,
  { body = true } = {},
): Promise<void> {
  const { data, errors } = await graphql<{
    apiDocument: { sourceFile: string; bodyHtml?: string } | null
    operations: { nodes: PublishedOperation[] }
  }>(
    `query ApiReferenceBody($body: Boolean!) {
      apiDocument { sourceFile bodyHtml @include(if: $body) }
      operations: allApiOperation(sort: { position: ASC }) {
        nodes { method path webhook requestSamples { samples { language label syntax code } } }
      }
    }`,
    { body },
  )
  if (errors || !data) {
    reporter.panicOnBuild('Could not query the API reference', errors)
    return
  }
  const html = data.apiDocument?.bodyHtml ?? ''
  if (data.apiDocument) {
    // The document itself, for readers who import it into their HTTP client or code generator, with the
    // samples of our reference as x-codeSamples.
    const download = path.join(siteDir, 'public', REFERENCE_DOCUMENT_FILE)
    fs.mkdirSync(path.dirname(download), { recursive: true })
    const source = fs.readFileSync(path.resolve(siteDir, data.apiDocument.sourceFile), 'utf8')
    fs.writeFileSync(download, publishedOpenApi(source, data.operations.nodes))
  }
  if (!body) return
  for (const file of [path.join(siteDir, REFERENCE_BODY_CACHE_FILE), path.join(siteDir, 'public', REFERENCE_BODY_FILE)]) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ html }))
  }
}
