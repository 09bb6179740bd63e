/**
 * The API reference in Gatsby's data layer: the GraphQL types, and sourcing openapi.yaml (a File node of
 * the `api` source) into one ApiDocument node plus ApiTag, ApiOperation and ApiSchema nodes.
 */
import fs from 'fs'
import path from 'path'
import type { CreatePagesArgs, Node, NodePluginArgs, Reporter } from 'gatsby'
import { brokenReferenceLinks, declaredFieldNames, unknownExampleFields, type ContentSource } from './agreement'
import { REFERENCE_BODY_CACHE_FILE, REFERENCE_BODY_FILE, REFERENCE_DOCUMENT_FILE } from '../../components/ApiReference/reference-body'
import { loadOpenApi } from './load'
import { renderReferenceBodyHtml } from './render-reference'
import type { ApiReferenceBodyData } from '../../components/api/ApiReferenceBody'
import { createMarkdownRenderer } from './markdown'
import { buildReferenceModel } from './reference-model'

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
    requestExample: ApiRequestExample!
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
    "The schema as a tree of nodes (see SchemaNode in src/node/openapi/types.ts)"
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
  type ApiRequestExample {
    "bash (a curl command) or http (a webhook delivery)"
    language: String!
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

/** Creates the reference's nodes from the File node of openapi.yaml; throws OpenApiDocumentError if invalid. */
export async function sourceOpenApiFile(args: NodePluginArgs, file: ApiFileNode, displayPath: string): Promise<string[]> {
  const { actions, createNodeId, createContentDigest, loadNodeContent } = args as NodePluginArgs & {
    loadNodeContent: (node: Node) => Promise<string>
  }
  const source = await loadNodeContent(file)
  const { document, warnings } = await loadOpenApi(source, displayPath)
  const model = buildReferenceModel(document, await createMarkdownRenderer())

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
  const fieldNames = [...declaredFieldNames(document)].sort()
  create('ApiDocument', 'document', { ...front, sourceFile: displayPath, fieldNames })
  tags.forEach((tag) => create('ApiTag', tag.name, tag))
  operations.forEach((operation) => create('ApiOperation', operation.operationId, operation))
  schemas.forEach((schema) => create('ApiSchema', schema.name, schema))
  return warnings
}

interface AgreementQuery {
  apiDocument: { fieldNames: string[] } | null
  operations: { nodes: { anchor: string }[] }
  tags: { nodes: { anchor: string }[] }
}

/**
 * Warns, naming file and line, about guides and posts (`files`, their sources as on disk) that link to an
 * operation or tag the document does not have, or whose JSON examples use a field no schema declares.
 * Skipped when there is no document.
 */
export async function reportApiAgreement(graphql: CreatePagesArgs['graphql'], reporter: Reporter, files: ContentSource[]): Promise<void> {
  const { data, errors } = await graphql<AgreementQuery>(`
    query ApiAgreement {
      apiDocument { fieldNames }
      operations: allApiOperation { nodes { anchor } }
      tags: allApiTag { nodes { anchor } }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild('Could not query the API reference and content for the agreement check', errors)
    return
  }
  if (!data.apiDocument) return
  const anchors = [...data.operations.nodes, ...data.tags.nodes].map((node) => node.anchor)
  const problems = [
    ...brokenReferenceLinks(files, anchors),
    ...unknownExampleFields(files, new Set(data.apiDocument.fieldNames)),
  ]
  for (const problem of problems) reporter.warn(`${problem.file}:${problem.line}: ${problem.message}`)
}

/**
 * Renders the body of /api-reference once and writes it twice (see reference-body.ts for why it is not page
 * data): into .cache for server rendering, which bundles it, and into public/ for client-side navigation.
 * Also publishes the OpenAPI document for download. With no OpenAPI document the body is empty.
 */
export async function writeReferenceBody(graphql: CreatePagesArgs['graphql'], reporter: Reporter, siteDir: string): Promise<void> {
  type Document = ApiReferenceBodyData['document'] & { sourceFile: string }
  const { data, errors } = await graphql<{ apiDocument: Document | null; allApiTag: { nodes: ApiReferenceBodyData['tags'] } }>(`
    query ApiReferenceBody {
      apiDocument {
        sourceFile
        title
        version
        descriptionHtml
        servers { url description }
        securitySchemes { name type scheme descriptionHtml }
        sharedResponsesHtml
      }
      allApiTag(sort: { position: ASC }) {
        nodes { name anchor descriptionHtml operations { anchor html } }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild('Could not query the API reference', errors)
    return
  }
  const html = data.apiDocument ? renderReferenceBodyHtml({ document: data.apiDocument, tags: data.allApiTag.nodes }) : ''
  if (data.apiDocument) {
    // The document itself, for readers who import it into their HTTP client or code generator.
    const download = path.join(siteDir, 'public', REFERENCE_DOCUMENT_FILE)
    fs.mkdirSync(path.dirname(download), { recursive: true })
    fs.copyFileSync(path.resolve(siteDir, data.apiDocument.sourceFile), download)
  }
  for (const file of [path.join(siteDir, REFERENCE_BODY_CACHE_FILE), path.join(siteDir, 'public', REFERENCE_BODY_FILE)]) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ html }))
  }
}
