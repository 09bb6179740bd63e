import fs from 'fs'
import path from 'path'
import { loadOpenApi } from '../../../../src/build/openapi/load'
import { createMarkdownRenderer } from '../../../../src/build/openapi/markdown'
import { buildReferenceModel, ReferenceModelError, tagAnchor } from '../../../../src/build/openapi/reference-model'
import { filledPath, requiredValues, webhookDeliveryExample } from '../../../../src/build/openapi/request-examples'
import { exampleFromSchema, mergeAllOf, typeLabel } from '../../../../src/build/openapi/schema-tree'
import type { ApiReferenceModel, SchemaNode } from '../../../../src/shared/openapi'

const fixture = fs.readFileSync(path.join(__dirname, '../../../fixtures/openapi/valid.yaml'), 'utf8')

async function model(source = fixture): Promise<ApiReferenceModel> {
  const { document } = await loadOpenApi(source, 'valid.yaml')
  return buildReferenceModel(document, await createMarkdownRenderer())
}

const child = (node: SchemaNode | undefined, name: string) => node?.children.find((item) => item.name === name)

describe('buildReferenceModel', () => {
  let reference: ApiReferenceModel
  beforeAll(async () => {
    reference = await model()
  })

  it('lists operations in document order, paths first, then webhooks, with stable anchors', () => {
    expect(reference.operations.map((operation) => [operation.operationId, operation.anchor, operation.method, operation.webhook])).toEqual([
      ['getParcel', 'operation/getParcel', 'GET', false],
      ['createParcel', 'operation/createParcel', 'POST', false],
      ['listLabelJobs', 'operation/listLabelJobs', 'GET', false],
      ['parcelEvent', 'operation/parcelEvent', 'POST', true],
    ])
  })

  it('groups operations by tag in the order the document declares tags', () => {
    expect(reference.tags.map((tag) => [tag.name, tag.anchor, tag.operationIds])).toEqual([
      ['Parcels', 'tag/Parcels', ['getParcel', 'createParcel']],
      ['Label jobs', 'tag/Label-jobs', ['listLabelJobs']],
      ['Events', 'tag/Events', ['parcelEvent']],
    ])
  })

  it('renders Markdown descriptions', () => {
    expect(reference.descriptionHtml).toContain('<code>code</code>')
    expect(reference.descriptionHtml).toContain('<strong>bold</strong>')
    expect(reference.tags[0].descriptionHtml).toBe('<p>Parcels and their labels.</p>')
  })

  it('marks deprecated operations, parameters and properties', () => {
    const [getParcel, createParcel] = reference.operations
    expect(getParcel.deprecated).toBe(false)
    expect(createParcel.deprecated).toBe(true)
    expect(getParcel.parameters.find((parameter) => parameter.name === 'legacy')?.deprecated).toBe(true)
    expect(child(createParcel.requestBody?.schema, 'test_mode')?.deprecated).toBe(true)
    expect(child(createParcel.requestBody?.schema, 'weight_kg')?.deprecated).toBe(false)
  })

  it('merges path-level parameters into each operation', () => {
    const parameters = reference.operations[0].parameters
    expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}:${parameter.required}`)).toEqual([
      'path:parcel_id:true',
      'query:expand:false',
      'query:legacy:false',
    ])
    expect(parameters[1].enum).toEqual(['labels', 'events'])
  })

  it('turns schemas into trees with names, types, required flags and constraints', () => {
    const parcel = reference.operations[0].responses[0].bodies[0].schema!
    expect(parcel.schemaName).toBe('Parcel')
    expect(parcel.children.map((node) => node.name)).toEqual(['weight_kg', 'note', 'test_mode', 'id', 'dimensions', 'tags'])
    expect(child(parcel, 'weight_kg')).toMatchObject({ type: 'number', required: true, constraints: ['> 0'] })
    expect(child(parcel, 'id')).toMatchObject({ required: true, readOnly: true })
    expect(child(parcel, 'note')).toMatchObject({ type: 'string | null', required: false, constraints: ['≤ 40 characters'] })
    expect(child(parcel, 'tags')).toMatchObject({ type: 'array of string', constraints: ['≤ 20 items'] })
    const dimensions = child(parcel, 'dimensions')!
    expect(dimensions).toMatchObject({ type: 'Dimensions', schemaName: 'Dimensions' })
    expect(child(dimensions, 'length_cm')).toMatchObject({ type: 'integer', constraints: ['1 to 300'] })
  })

  it('lists the properties of array items under the array', () => {
    const list = reference.operations[2].responses[0].bodies[0].schema!
    expect(child(list, 'data')?.type).toBe('array of object')
    expect(child(list, 'data')?.children.map((node) => node.name)).toEqual(['job_id'])
  })

  it('keeps the document’s examples and derives one where a body has none', () => {
    expect(JSON.parse(reference.operations[1].requestBody!.example!)).toEqual({ weight_kg: 1.5, note: "it's fragile" })
    // createParcel's 201 has no example: derived from the schema, without deprecated fields.
    expect(JSON.parse(reference.operations[1].responses[0].bodies[0].example!)).toEqual({
      weight_kg: 0,
      note: 'string',
      id: 'string',
      dimensions: { length_cm: 1 },
      tags: ['string'],
    })
  })

  it('builds request samples in five languages from path parameters, required query parameters, auth and body', () => {
    const [getParcel, createParcel, listLabelJobs] = reference.operations
    const curl = (operation: (typeof reference.operations)[number]) =>
      operation.requestSamples[0].samples.find((sample) => sample.language === 'curl')!.code
    expect(getParcel.requestSamples.map((set) => set.example)).toEqual(['default'])
    expect(getParcel.requestSamples[0].samples.map((sample) => sample.language)).toEqual(['curl', 'javascript', 'python', 'php', 'csharp'])
    expect(curl(getParcel)).toBe('curl --request GET \\\n  --url "$KOLLI_BASE_URL/parcels/prc_1" \\\n  --user "$KOLLI_API_USER:$KOLLI_API_KEY"')
    expect(curl(listLabelJobs)).toBe('curl --request GET \\\n  --url "$KOLLI_BASE_URL/label_jobs?printer=prn_7"')
    expect(listLabelJobs.security).toEqual([])
    expect(curl(createParcel)).toContain(`--data @- <<'EOF'\n{\n  "weight_kg": 1.5,\n  "note": "it's fragile"\n}\nEOF`)
    expect(getParcel.deliveryExample).toBeUndefined()
  })

  it('shows webhook events as the HTTP message Kolli sends', () => {
    const event = reference.operations[3]
    expect(event.requestSamples).toEqual([])
    expect(event.deliveryExample).toMatch(/^POST \/webhooks\/kolli HTTP\/1\.1\n/)
    expect(event.deliveryExample).toContain('Test-Signature: t=1,v1=abc')
  })

  it("makes one sample set per named example of the request body, in the document's order", async () => {
    const named = fixture.replace(
      /( +)example:\n(\s+)weight_kg: 1\.5\n\s+note: "it's fragile"/,
      (_match, indent: string) =>
        `${indent}examples:\n${indent}  light:\n${indent}    summary: A light parcel\n${indent}    value: { weight_kg: 0.5 }\n` +
        `${indent}  heavy:\n${indent}    value: { weight_kg: 20 }`,
    )
    expect(named).not.toBe(fixture)
    const createParcel = (await model(named)).operations[1]
    expect(createParcel.requestSamples.map((set) => [set.example, set.summary])).toEqual([
      ['light', 'A light parcel'],
      ['heavy', ''],
    ])
    expect(createParcel.requestSamples[1].samples[0].code).toMatch(/"weight_kg": ?20/)
  })

  it('lists shared responses briefly in operations and in full once', () => {
    expect(reference.operations[0].responses[1]).toEqual({
      status: '404',
      shared: 'NotFound',
      descriptionHtml: '<p>No such parcel.</p>',
      headers: [],
      bodies: [],
    })
    expect(reference.sharedResponses).toHaveLength(1)
    expect(reference.sharedResponses[0]).toMatchObject({ name: 'NotFound', anchor: 'response/NotFound', status: '404', shared: 'NotFound' })
    expect(reference.sharedResponses[0].bodies[0].schemaName).toBe('Error')
    expect(JSON.parse(reference.sharedResponses[0].bodies[0].example!)).toEqual({ error: { code: 'not_found' } })
  })

  it('keeps every component schema as a tree', () => {
    expect(reference.schemas.map((schema) => schema.name)).toEqual(['Dimensions', 'ParcelRequest', 'Parcel', 'Error'])
  })

  it('refuses an operation without an operationId, naming it', async () => {
    const source = fixture.replace('      operationId: listLabelJobs\n', '')
    await expect(model(source)).rejects.toThrow(new ReferenceModelError('GET /label_jobs has no operationId'))
  })
})

describe('schema helpers', () => {
  const names = new Map()
  it('labels types', () => {
    expect(typeLabel({ type: 'string', format: 'date-time' }, names)).toBe('string (date-time)')
    expect(typeLabel({ type: ['integer', 'null'] }, names)).toBe('integer | null')
    expect(typeLabel({ oneOf: [{ type: 'string' }] }, names)).toBe('one of')
    expect(typeLabel({ type: 'string', format: 'binary' }, names)).toBe('binary')
  })

  it('merges allOf properties and required lists', () => {
    const merged = mergeAllOf({ allOf: [{ properties: { a: {} }, required: ['a'] }, { properties: { b: {} }, required: ['b'] }] })
    expect(Object.keys(merged.properties!)).toEqual(['a', 'b'])
    expect(merged.required).toEqual(['a', 'b'])
  })

  it('leaves read-only fields out of request examples and write-only ones out of responses', () => {
    const schema = { type: 'object', properties: { id: { type: 'string', readOnly: true }, secret: { type: 'string', writeOnly: true } } }
    expect(exampleFromSchema(schema, 'request')).toEqual({ secret: 'string' })
    expect(exampleFromSchema(schema, 'response')).toEqual({ id: 'string' })
  })

  it('stops at recursive schemas', () => {
    const node: { type: string; properties: Record<string, unknown> } = { type: 'object', properties: {} }
    node.properties.parent = node
    expect(exampleFromSchema(node as never, 'response')).toEqual({ parent: null })
  })
})

describe('request examples', () => {
  it('fills path parameters and encodes them; keeps only required query parameters and headers', () => {
    const parameters = [
      { name: 'id', in: 'path', required: true, example: 'a/b' },
      { name: 'q', in: 'query', required: true, example: 'x y' },
      { name: 'optional', in: 'query', required: false, example: 'no' },
      { name: 'Idempotency-Key', in: 'header', required: true, example: 'k-1' },
    ]
    expect(filledPath('/things/{id}/{missing}', parameters)).toBe('/things/a%2Fb/{missing}')
    expect(requiredValues(parameters, 'query')).toEqual([['q', 'x y']])
    expect(requiredValues(parameters, 'header')).toEqual([['Idempotency-Key', 'k-1']])
  })

  it('writes a webhook delivery without a body', () => {
    expect(webhookDeliveryExample({ headers: [] })).toBe('POST /webhooks/kolli HTTP/1.1\nHost: shop.example')
  })

  it('anchors tags with hyphens for spaces', () => {
    expect(tagAnchor('Webhook events')).toBe('tag/Webhook-events')
  })
})

