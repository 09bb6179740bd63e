import fs from 'fs'
import path from 'path'
import { loadOpenApi } from '../../../../src/build/openapi/load'
import { requestSampleProblems } from '../../../../src/build/openapi/sample-checks'
import type { OpenApiDocument } from '../../../../src/shared/openapi'

const fixture = fs.readFileSync(path.join(__dirname, '../../../fixtures/openapi/valid.yaml'), 'utf8')
const AUTH = '-u "$KOLLI_API_USER:$KOLLI_API_KEY"'
const fence = (code: string, language = 'bash') => `\`\`\`${language}\n${code}\n\`\`\``

let document: OpenApiDocument
beforeAll(async () => {
  ;({ document } = await loadOpenApi(fixture, 'valid.yaml'))
})

const problems = (source: string) => requestSampleProblems([{ file: 'guide.mdx', source }], document).map((problem) => `${problem.line}: ${problem.message}`)

describe('requestSampleProblems', () => {
  it('accepts a complete sample', () => {
    expect(problems(fence(`curl "$KOLLI_BASE_URL/parcels" ${AUTH} -d '{"weight_kg": 1.5}'`))).toEqual([])
    expect(problems(fence(`curl "$KOLLI_BASE_URL/parcels/prc_1" ${AUTH}`))).toEqual([])
    expect(problems(fence('curl "$KOLLI_BASE_URL/label_jobs?printer=prn_7"'))).toEqual([])
  })

  it("asks for $KOLLI_BASE_URL instead of a server's URL", () => {
    expect(problems(`Text\n\n${fence(`curl https://api.test.example/v2/parcels/prc_1 ${AUTH}`)}`)).toEqual([
      '4: the request goes to https://api.test.example/v2; samples use $KOLLI_BASE_URL, which the getting-started page sets to the sandbox',
    ])
  })

  it('asks for the credentials of the getting-started page', () => {
    expect(problems(fence('curl "$KOLLI_BASE_URL/parcels/prc_1" -u me:secret'))).toEqual([
      '2: GET /parcels/{parcel_id} (getParcel) needs -u "$KOLLI_API_USER:$KOLLI_API_KEY", the credentials the getting-started page creates',
    ])
  })

  it('names a method and path the document does not have', () => {
    expect(problems(fence(`curl -X DELETE "$KOLLI_BASE_URL/parcels/prc_1" ${AUTH}`))).toEqual([
      '2: DELETE /parcels/prc_1: no such operation in the OpenAPI document; the path takes GET',
    ])
  })

  it('rejects a body that misses a required field, and points at the block it comes from', () => {
    const source = `${fence(`curl "$KOLLI_BASE_URL/parcels" ${AUTH} -d @parcel.json`)}\n\n\`parcel.json\`:\n\n${fence('{ "note": "x" }', 'json')}`
    expect(problems(source)).toEqual([
      "8: the body posted to POST /parcels (createParcel) would be rejected: the body must have required property 'weight_kg'. Complete it, or mark its block ```json excerpt",
    ])
    expect(problems(source.replace('```json', '```json excerpt'))).toEqual([])
  })

  it('finds the posted file next to the command, not across a heading', () => {
    const near = `${fence('{ "weight_kg": 2 }', 'json')}\n\n${fence(`curl "$KOLLI_BASE_URL/parcels" ${AUTH} -d @parcel.json`)}`
    expect(problems(near)).toEqual([])
    const far = `${fence('{ "weight_kg": 2 }', 'json')}\n\n## Another section\n\n${fence(`curl "$KOLLI_BASE_URL/parcels" ${AUTH} -d @parcel.json`)}`
    expect(problems(far)).toEqual(['8: POST /parcels (createParcel) posts @parcel.json, but no ```json block next to it shows that file'])
  })

  it('reports a body that is not JSON', () => {
    expect(problems(fence(`curl "$KOLLI_BASE_URL/parcels" ${AUTH} -d '{weight_kg: 1}'`))[0]).toMatch(/^2: the body posted to POST \/parcels \(createParcel\) is not valid JSON/)
  })

  it('flags base64 -w, which macOS does not have', () => {
    expect(problems(fence('LOGO=$(base64 -w 0 logo.png)'))).toEqual(["2: `base64 -w` is Linux-only; `base64 | tr -d '\\n'` works on Linux and macOS"])
    expect(problems(fence("LOGO=$(base64 < logo.png | tr -d '\\n')"))).toEqual([])
  })

  it('skips blocks marked not-api and commands to other hosts', () => {
    expect(problems(fence('curl "$KOLLI_BASE_URL/parcels/prc_1" -u "$KOLLI_API_USER:wrong"', 'bash not-api'))).toEqual([])
    expect(problems(fence('curl -X POST http://localhost:3000/webhooks/kolli -d @event.json'))).toEqual([])
  })
})
