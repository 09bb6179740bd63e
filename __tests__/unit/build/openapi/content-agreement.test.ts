/**
 * The real content: content/api/openapi.yaml is complete and self-consistent, and the guides and changelog
 * agree with it (links to operations exist, JSON examples use declared field names). CONTENT_GUIDE.md's
 * endpoint table is the contract all three follow.
 */
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import fs from 'fs'
import path from 'path'
import { brokenReferenceLinks, declaredFieldNames, unknownExampleFields } from '../../../../src/build/openapi/agreement'
import { loadOpenApi } from '../../../../src/build/openapi/load'
import { requestSampleProblems } from '../../../../src/build/openapi/sample-checks'
import { exampleWorldProblems } from '../../../../src/build/checks/example-world'
import { createMarkdownRenderer } from '../../../../src/build/openapi/markdown'
import { buildReferenceModel } from '../../../../src/build/openapi/reference-model'
import { mergeAllOf } from '../../../../src/build/openapi/schema-tree'
import { HTTP_METHODS, type ApiReferenceModel, type OpenApiDocument, type SchemaObject } from '../../../../src/shared/openapi'

const root = path.join(__dirname, '../../../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const OPENAPI = 'content/api/openapi.yaml'

function contentFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return contentFiles(relative)
    return entry.name.endsWith('.mdx') ? [relative] : []
  })
}

/** `| \`POST /shipments\` | \`createShipment\` | …` rows of CONTENT_GUIDE.md. */
function contractEndpoints(): { method: string; path: string; operationId: string }[] {
  return [...read('CONTENT_GUIDE.md').matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)` \| `(\w+)` \|/gm)].map(
    ([, method, endpointPath, operationId]) => ({ method, path: endpointPath, operationId }),
  )
}

let document: OpenApiDocument
let reference: ApiReferenceModel
let warnings: string[]

beforeAll(async () => {
  ;({ document, warnings } = await loadOpenApi(read(OPENAPI), OPENAPI))
  reference = buildReferenceModel(document, await createMarkdownRenderer())
})

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 without warnings, with the production and sandbox servers and HTTP Basic auth', () => {
    expect(warnings).toEqual([])
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.servers?.map((server) => server.url)).toEqual([
      'https://api.kolli.example/v1',
      'https://sandbox.api.kolli.example/v1',
    ])
    expect(document.components?.securitySchemes?.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' })
  })

  it('has every endpoint of the content guide, with its method and path', () => {
    const endpoints = contractEndpoints()
    expect(endpoints).toHaveLength(28)
    for (const endpoint of endpoints) {
      const operation = reference.operations.find((candidate) => candidate.operationId === endpoint.operationId)
      expect([endpoint.operationId, operation?.method, operation?.path]).toEqual([endpoint.operationId, endpoint.method, endpoint.path])
    }
  })

  it('documents the webhook event payloads', () => {
    const events = reference.operations.filter((operation) => operation.webhook).map((operation) => operation.operationId)
    expect(events).toEqual(['shipmentEvent', 'salesOrderEvent', 'fulfillmentEvent'])
  })

  it('gives every operation a summary, description, tag, success example and the shared error responses', () => {
    for (const operation of reference.operations) {
      const label = operation.operationId
      expect([label, operation.summary.length > 0, operation.descriptionHtml.length > 0]).toEqual([label, true, true])
      const statuses = operation.responses.map((response) => response.status)
      const success = operation.responses.find((response) => response.status.startsWith('2'))
      expect([label, success !== undefined]).toEqual([label, true])
      const jsonBodies = success!.bodies.filter((body) => body.contentType === 'application/json')
      expect([label, jsonBodies.every((body) => body.example !== undefined)]).toEqual([label, true])
      if (operation.webhook) continue
      const expected = ['400', '401', '429']
      if (operation.path.includes('{')) expected.push('404')
      if (operation.requestBody) expected.push('422')
      expect([label, expected.filter((status) => !statuses.includes(status))]).toEqual([label, []])
      for (const status of expected) {
        const shared = operation.responses.find((response) => response.status === status)!.shared
        const body = reference.sharedResponses.find((response) => response.name === shared)?.bodies[0]
        expect([label, status, body?.schemaName]).toEqual([label, status, 'Error'])
      }
    }
  })

  it('covers the fields the changelog announced, and marks test_mode deprecated', () => {
    const schemas = document.components!.schemas!
    const property = (schema: string, name: string) => mergeAllOf(schemas[schema]).properties?.[name]
    expect(property('ShipmentRequest', 'additional_reference')).toBeDefined()
    expect(property('ShipmentRequest', 'test_mode')?.deprecated).toBe(true)
    expect(property('Shipment', 'customer_number')).toBeDefined()
    expect(property('SalesOrder', 'tags')).toBeDefined()
    const fields = declaredFieldNames(document)
    for (const name of ['internal_reference', 'stackable', 'ioss_number', 'requires_service_point', 'label_overlay_id']) {
      expect([name, fields.has(name)]).toEqual([name, true])
    }
  })

  it("gives each operation a 404 example that names its own kind of object, and declares the carrier errors", () => {
    const problems: string[] = []
    const carrierErrors: string[] = []
    for (const [itemPath, item] of Object.entries(document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method]
        if (!operation) continue
        const statuses = Object.keys(operation.responses ?? {})
        if (['502', '503', '504'].every((status) => statuses.includes(status))) carrierErrors.push(operation.operationId!)
        const notFound = operation.responses?.['404']
        if (!notFound) continue
        const message = String((notFound.content?.['application/json']?.example as { error?: { message?: string } })?.error?.message ?? '')
        // /sales_orders/{sales_order_id}/cancel: "sales order"; POST /print_jobs (IDs in the body): printer or shipment.
        const kinds = [...itemPath.matchAll(/\{(\w+)_id\}/g)].map((match) => match[1].replace(/_/g, ' '))
        if (kinds.length > 0 && !kinds.some((kind) => message.toLowerCase().includes(`no ${kind} `))) problems.push(`${operation.operationId}: ${message}`)
      }
    }
    expect(problems).toEqual([])
    expect(carrierErrors).toEqual(expect.arrayContaining(['createShipment', 'cancelShipment', 'createFulfillmentShipment']))
  })

  it('models a service as a oneOf with a discriminator, and keeps carrier and service codes open', () => {
    const schemas = document.components?.schemas ?? {}
    const service = schemas.Service as SchemaObject & { discriminator?: { propertyName: string } }
    expect(service.oneOf?.length).toBeGreaterThan(1)
    expect(service.discriminator?.propertyName).toBe('code')
    for (const name of ['Carrier', 'ServiceCode']) expect([name, schemas[name]?.type, schemas[name]?.enum]).toEqual([name, 'string', undefined])
  })

  it('has examples that validate against their schemas and use only declared properties', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    const problems: string[] = []
    /** Keys the schema does not declare anywhere along the example (additionalProperties aside). */
    const undeclared = (value: unknown, schema: SchemaObject, at: string): string[] => {
      const merged = mergeAllOf(schema)
      if (Array.isArray(value)) return merged.items ? value.flatMap((item, index) => undeclared(item, merged.items!, `${at}[${index}]`)) : []
      if (value === null || typeof value !== 'object' || !merged.properties) return []
      return Object.entries(value).flatMap(([key, child]) =>
        merged.properties![key] ? undeclared(child, merged.properties![key], `${at}.${key}`) : [`${at}.${key}`],
      )
    }
    const items = [...Object.entries(document.paths ?? {}), ...Object.entries(document.webhooks ?? {})]
    for (const [itemPath, item] of items) {
      for (const method of HTTP_METHODS) {
        const operation = item[method]
        if (!operation) continue
        const media = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, value]) => ['request', type, value] as const),
          ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
            Object.entries(response.content ?? {}).map(([type, value]) => [status, type, value] as const),
          ),
        ]
        for (const [where, type, { schema, example, examples }] of media) {
          if (!type.includes('json') || !schema) continue
          const named = Object.entries(examples ?? {}).map(([name, { value }]) => [` example ${name}`, value] as const)
          for (const [which, value] of [...(example === undefined ? [] : [['', example] as const]), ...named]) {
            const label = `${method.toUpperCase()} ${itemPath} ${where} ${type}${which}`
            if (!ajv.validate(schema, value)) problems.push(`${label}: ${ajv.errorsText()}`)
            problems.push(...undeclared(value, schema, label))
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('the guides and changelog agree with the document', () => {
  const files = () =>
    [...contentFiles('content/docs'), ...contentFiles('content/changelog')].map((file) => ({ file, source: read(file) }))

  it('link only to operations and tags that exist', () => {
    const anchors = [...reference.operations.map((operation) => operation.anchor), ...reference.tags.map((tag) => tag.anchor)]
    expect(brokenReferenceLinks(files(), anchors)).toEqual([])
  })

  it('link every endpoint of the content guide from at least one page', () => {
    const all = files().map((file) => file.source).join('\n')
    const unlinked = contractEndpoints().filter(({ operationId }) => !all.includes(`/api-reference#operation/${operationId})`))
    expect(unlinked).toEqual([])
  })

  it('use only field names the document declares in their JSON examples', () => {
    expect(unknownExampleFields(files(), declaredFieldNames(document))).toEqual([])
  })

  it('give every page a title of its own, so that search results, tabs and the sidebar are not ambiguous', () => {
    const titles = contentFiles('content/docs').map((file) => [file, /^title:\s*(.+)$/m.exec(read(file))?.[1].trim()] as const)
    const byTitle = new Map<string, string[]>()
    for (const [file, title] of titles) byTitle.set(title ?? '', [...(byTitle.get(title ?? '') ?? []), file])
    expect([...byTitle].filter(([, files]) => files.length > 1)).toEqual([])
  })

  it('have request samples that would run: $KOLLI_BASE_URL, the credentials, complete bodies, portable shell', () => {
    expect(requestSampleProblems(files(), document)).toEqual([])
  })

  it('agree with the example world of content/examples.yml, as the OpenAPI document does', () => {
    const world = { file: 'content/examples.yml', source: read('content/examples.yml') }
    expect(exampleWorldProblems(world, files(), { file: OPENAPI, source: read(OPENAPI) })).toEqual([])
  })
})
