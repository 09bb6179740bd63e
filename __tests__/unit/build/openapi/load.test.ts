import fs from 'fs'
import path from 'path'
import { codeFrame, jsonLinePointers, parseYamlWithPositions, pointerOfMessage, yamlLocation } from '../../../../src/build/openapi/locate'
import { loadOpenApi, OpenApiDocumentError } from '../../../../src/build/openapi/load'

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../fixtures/openapi', name), 'utf8')

describe('jsonLinePointers', () => {
  it('names the value on every line of JSON.stringify(value, null, 2)', () => {
    const value = { a: [1, { b: 'x' }], empty: {}, list: [], c: null }
    const lines = JSON.stringify(value, null, 2).split('\n')
    const pointers = jsonLinePointers(value)
    expect(pointers).toHaveLength(lines.length)
    expect(lines[pointers.indexOf('/a/1/b')].trim()).toBe('"b": "x"')
    expect(lines[pointers.indexOf('/empty')].trim()).toBe('"empty": {},')
    expect(pointers[0]).toBe('')
  })

  it('escapes "/" and "~" in keys as JSON pointers do', () => {
    expect(jsonLinePointers({ paths: { '/a~b': 1 } })).toContain('/paths/~1a~0b')
  })
})

describe('yamlLocation', () => {
  const source = 'paths:\n  /parcels:\n    get:\n      parameters:\n        - name: limit\n          in: querystring\n'
  const { doc, lineCounter } = parseYamlWithPositions(source)

  it('finds the line and column of a pointer', () => {
    expect(yamlLocation(doc, lineCounter, '/paths/~1parcels/get/parameters/0/in')).toEqual({ line: 6, column: 15 })
  })

  it('falls back to the nearest existing ancestor', () => {
    expect(yamlLocation(doc, lineCounter, '/paths/~1parcels/get/responses')).toEqual({ line: 4, column: 7 })
  })
})

describe('pointerOfMessage', () => {
  it('reads the marked line of a code frame', () => {
    const document = { paths: { '/a': { get: { in: 'x' } } } }
    expect(pointerOfMessage('ENUM bad\n\n  3 |   "paths": {\n> 4 |       "get": {', document)).toBe('/paths/~1a/get')
  })

  it('reads a pointer-like path mentioned in the text', () => {
    expect(pointerOfMessage('Validation failed. /paths/~1a/get has duplicate parameters', {})).toBe('/paths/~1a/get')
  })
})

describe('codeFrame', () => {
  it('marks the line and column', () => {
    expect(codeFrame('a\nbb\nccc\n', { line: 2, column: 2 }, 1)).toBe('  1 | a\n> 2 | bb\n    |  ^\n  3 | ccc')
  })
})

describe('loadOpenApi', () => {
  it('dereferences a valid document, keeping one object per component', async () => {
    const { document, warnings } = await loadOpenApi(fixture('valid.yaml'), 'valid.yaml')
    expect(warnings).toEqual([])
    const getParcel = document.paths!['/parcels/{parcel_id}'].get!
    expect(getParcel.responses!['200'].content!['application/json'].schema).toBe(document.components!.schemas!.Parcel)
  })

  it('fails an invalid document with the validator message and the YAML line and column', async () => {
    const error = await loadOpenApi(fixture('invalid.yaml'), 'content/api/openapi.yaml').catch((caught) => caught)
    expect(error).toBeInstanceOf(OpenApiDocumentError)
    expect(error.message).toMatch(/^Invalid OpenAPI document content\/api\/openapi\.yaml:11:15: /)
    expect(error.message).toContain('must be equal to one of the allowed values')
    expect(error.message).toContain('(at /paths/~1parcels/get/parameters/0/in)')
    expect(error.message).toContain('> 11 |           in: querystring')
  })

  it('locates an error that comes after $refs the validator expanded in its own rendering', async () => {
    const lines = fixture('valid.yaml').split('\n')
    const index = lines.findIndex((text, position) => position > 80 && text.includes('in: query'))
    lines[index] = lines[index].replace('in: query', 'in: body')
    const error = await loadOpenApi(lines.join('\n'), 'api.yaml').catch((caught) => caught)
    expect(error.message).toMatch(new RegExp(`^Invalid OpenAPI document api\\.yaml:${index + 1}:\\d+: `))
    expect(error.message).toContain(`> ${index + 1} |`)
  })

  it('locates a $ref to a missing component at the $ref', async () => {
    const source = fixture('valid.yaml').replace("$ref: '#/components/schemas/Dimensions'", "$ref: '#/components/schemas/Dimension'")
    const line = source.split('\n').findIndex((text) => text.includes('schemas/Dimension\'')) + 1
    await expect(loadOpenApi(source, 'api.yaml')).rejects.toThrow(new RegExp(`api\\.yaml:${line}:\\d+: .*#/components/schemas/Dimension`))
  })

  it('fails YAML that does not parse with its position', async () => {
    await expect(loadOpenApi('openapi: 3.1.0\ninfo: [unclosed\n', 'api.yaml')).rejects.toThrow(/^Invalid OpenAPI document api\.yaml:\d+:\d+: /)
  })

  it('refuses OpenAPI 3.0 documents', async () => {
    const source = fixture('valid.yaml').replace('openapi: 3.1.0', 'openapi: 3.0.3')
    await expect(loadOpenApi(source, 'api.yaml')).rejects.toThrow(/api\.yaml:1:10: expected an OpenAPI 3\.1 document .*not "3\.0\.3"/)
  })
})
