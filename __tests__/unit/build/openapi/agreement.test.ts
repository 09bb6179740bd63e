import { closest, editDistance } from '../../../../src/build/closest'
import { brokenReferenceLinks, declaredFieldNames, jsonExamples, unknownExampleFields } from '../../../../src/build/openapi/agreement'
import type { OpenApiDocument } from '../../../../src/shared/openapi'

describe('closest', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('suggests the nearest candidate, or nothing when all are far off', () => {
    expect(closest('operation/creatShipment', ['operation/createShipment', 'operation/getShipment'])).toBe('operation/createShipment')
    expect(closest('xyz', ['operation/createShipment'])).toBeUndefined()
  })
})

describe('brokenReferenceLinks', () => {
  const anchors = ['operation/createShipment', 'tag/Sales-orders']

  it('reports links to operations and tags the document lacks, with file, line and a suggestion', () => {
    const source = 'Intro\n\nSee [create](/api-reference#operation/createShipment).\nAnd [typo](/api-reference#operation/createShipmnet) and [tag](/api-reference#tag/Sales-order).'
    expect(brokenReferenceLinks([{ file: 'a.mdx', source }], anchors)).toEqual([
      {
        file: 'a.mdx',
        line: 4,
        message: 'link to /api-reference#operation/createShipmnet: no such operation in the OpenAPI document; did you mean /api-reference#operation/createShipment?',
      },
      {
        file: 'a.mdx',
        line: 4,
        message: 'link to /api-reference#tag/Sales-order: no such tag in the OpenAPI document; did you mean /api-reference#tag/Sales-orders?',
      },
    ])
  })

  it('accepts links that exist', () => {
    expect(brokenReferenceLinks([{ file: 'a.mdx', source: '[x](/api-reference#tag/Sales-orders)' }], anchors)).toEqual([])
  })
})

describe('declaredFieldNames', () => {
  it('collects property names from components, allOf parts, array items and inline bodies', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      components: {
        schemas: {
          A: { allOf: [{ properties: { a: { type: 'string' } } }], properties: { list: { type: 'array', items: { properties: { item: {} } } } } },
        },
      },
      paths: {
        '/x': { post: { requestBody: { content: { 'application/json': { schema: { properties: { inline: {} } } } } } } },
      },
      webhooks: {
        e: { post: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { properties: { hook: {} } } } } } } } },
      },
    } as unknown as OpenApiDocument
    expect([...declaredFieldNames(document)].sort()).toEqual(['a', 'hook', 'inline', 'item', 'list'])
  })
})

describe('JSON examples in guides', () => {
  const source = [
    'Text',
    '```json',
    '{ "weight_kg": 2, "parcels": [{ "weigth_kg": 1 }] }',
    '```',
    '',
    '```json not-api',
    '{ "anything": 1 }',
    '```',
    '',
    '```json',
    '{ broken',
    '```',
  ].join('\n')

  it('finds fenced json blocks and their first line, except those marked not-api', () => {
    expect(jsonExamples(source)).toEqual([
      { line: 3, code: '{ "weight_kg": 2, "parcels": [{ "weigth_kg": 1 }] }' },
      { line: 11, code: '{ broken' },
    ])
  })

  it('reports keys no schema declares, with a suggestion, and examples that are not JSON', () => {
    const problems = unknownExampleFields([{ file: 'g.mdx', source }], new Set(['weight_kg', 'parcels']))
    expect(problems).toHaveLength(2)
    expect(problems[0]).toEqual({
      file: 'g.mdx',
      line: 3,
      message: 'the json example uses fields no schema of the OpenAPI document declares: "weigth_kg" (did you mean "weight_kg"?)',
    })
    expect(problems[1].message).toMatch(/^the json example is not valid JSON/)
  })
})
