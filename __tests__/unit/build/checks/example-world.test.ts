import { exampleWorldProblems, readExampleWorld } from '../../../../src/build/checks/example-world'

const WORLD = {
  file: 'content/examples.yml',
  source: `shp_8Jd2kQ1x:
  type: shipment
  facts:
    carrier: gls
    carrier_setup_id: cs_2mX81bQe
    weight_kg: 2.4
    environment: production
cs_2mX81bQe:
  type: carrier_setup
  facts:
    carrier: gls
req_4f9b2c7d:
  type: request
  facts:
    code: validation_failed
`,
}

const json = (value: unknown) => `Some text.\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`
const problems = (source: string, openapi?: string) =>
  exampleWorldProblems(WORLD, [{ file: 'guide.mdx', source }], openapi === undefined ? undefined : { file: 'openapi.yaml', source: openapi }).map(
    (problem) => `${problem.file}:${problem.line}: ${problem.message}`,
  )

describe('the example world', () => {
  it('accepts examples that agree with it', () => {
    expect(problems(json({ id: 'shp_8Jd2kQ1x', carrier: 'gls', carrier_setup_id: 'cs_2mX81bQe', weight_kg: 2.4, status: 'booked' }))).toEqual([])
    expect(problems('See [the shipment](/api-reference) `shp_8Jd2kQ1x` and GET /shipments/shp_8Jd2kQ1x.')).toEqual([])
  })

  it('warns about an ID it does not list, with file and line', () => {
    expect(problems('Line one.\nBook `shp_9Zz9zZ9z` first.')).toEqual([
      'guide.mdx:2: uses shp_9Zz9zZ9z, which content/examples.yml does not list (a new example object gets its ID there first)',
    ])
  })

  it('warns about a fact shown differently, at the line of the object', () => {
    expect(problems(json({ data: [{ id: 'shp_8Jd2kQ1x', carrier: 'ups' }] }))).toEqual([
      'guide.mdx:7: shp_8Jd2kQ1x is the shipment with carrier "gls" (content/examples.yml), not "ups"',
    ])
  })

  it('compares numbers and strings by value, and ignores the environment', () => {
    expect(problems(json({ id: 'shp_8Jd2kQ1x', weight_kg: 2.4, environment: 'sandbox' }))).toEqual([])
    expect(problems(json({ id: 'shp_8Jd2kQ1x', weight_kg: 2.5 }))).toHaveLength(1)
  })

  it('warns about an ID used for another kind of object, in a field or a path', () => {
    expect(problems(json({ carrier_setup_id: 'shp_8Jd2kQ1x' }))).toEqual([
      'guide.mdx:5: carrier_setup_id is shp_8Jd2kQ1x, which is a shipment, not a carrier_setup',
    ])
    expect(problems('Call GET /carrier_setups/shp_8Jd2kQ1x.')).toEqual(['guide.mdx:1: /carrier_setups/shp_8Jd2kQ1x: shp_8Jd2kQ1x is a shipment, not a carrier_setup'])
  })

  it("checks an error body's request", () => {
    expect(problems(json({ error: { code: 'not_found', request_id: 'req_4f9b2c7d' } }))).toEqual([
      'guide.mdx:7: req_4f9b2c7d is the request with code "validation_failed" (content/examples.yml), not "not_found"',
    ])
  })

  it("checks the OpenAPI document's examples, at their line", () => {
    const openapi = 'paths:\n  /shipments:\n    get:\n      example:\n        id: shp_8Jd2kQ1x\n        carrier: dhl_express\n'
    expect(problems('', openapi)).toEqual(['openapi.yaml:5: shp_8Jd2kQ1x is the shipment with carrier "gls" (content/examples.yml), not "dhl_express"'])
  })

  it('reads the world itself strictly: a type per ID, one kind per prefix, valid YAML', () => {
    expect(readExampleWorld('shp_1:\n  facts: {}\n', 'w.yml').problems.map((problem) => problem.message)).toEqual([
      'shp_1 needs a `type` (the kind of object) and may have `facts` (a mapping)',
    ])
    expect(readExampleWorld('shp_1aaaaaaa:\n  type: shipment\nshp_2aaaaaaa:\n  type: parcel\n', 'w.yml').problems).toEqual([
      { file: 'w.yml', line: 3, message: 'shp_2aaaaaaa is a parcel, but the other shp_ IDs are shipments' },
    ])
    expect(readExampleWorld('shp_1: [', 'w.yml').problems[0].message).toMatch(/^is not valid YAML/)
  })

  it('checks nothing without a world file', () => {
    expect(exampleWorldProblems(undefined, [{ file: 'guide.mdx', source: 'shp_9Zz9zZ9z' }])).toEqual([])
  })
})
