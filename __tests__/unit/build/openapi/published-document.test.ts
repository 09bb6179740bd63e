import yaml from 'js-yaml'
import { publishedOpenApi } from '../../../../src/build/openapi/published-document'

const source = `openapi: 3.1.0
# The production API.
paths:
  /parcels:
    post:
      operationId: createParcel
webhooks:
  parcel.created:
    post:
      operationId: parcelEvent
`

const samples = [
  { language: 'curl', label: 'cURL', syntax: 'bash', code: 'curl --request POST \\\n  --url "$KOLLI_BASE_URL/parcels"' },
  { language: 'csharp', label: 'C#', syntax: 'csharp', code: 'var client = new HttpClient();' },
]

describe('the published OpenAPI document', () => {
  it("adds each operation's first sample set as x-codeSamples and keeps the rest of the file", () => {
    const published = publishedOpenApi(source, [
      { method: 'POST', path: '/parcels', webhook: false, requestSamples: [{ samples }, { samples: [] }] },
      { method: 'POST', path: 'parcel.created', webhook: true, requestSamples: [] },
    ])
    expect(published).toContain('# The production API.')
    const document = yaml.load(published) as any
    expect(document.paths['/parcels'].post['x-codeSamples']).toEqual([
      { lang: 'Shell', label: 'cURL', source: samples[0].code },
      { lang: 'C#', label: 'C#', source: samples[1].code },
    ])
    expect(document.webhooks['parcel.created'].post['x-codeSamples']).toBeUndefined()
  })

  it('refuses an operation the document does not have', () => {
    expect(() => publishedOpenApi(source, [{ method: 'GET', path: '/parcels', webhook: false, requestSamples: [{ samples }] }])).toThrow(
      'GET /parcels is not in the OpenAPI document',
    )
  })
})
