import { codeSamples, type SampleRequest } from '../../../../src/build/openapi/code-samples'

const createShipment: SampleRequest = {
  method: 'post',
  path: '/shipments',
  query: [],
  headers: [['Idempotency-Key', 'ORDER-10442-1']],
  auth: 'basic',
  body: { contentType: 'application/json', value: { reference: "Ann's order", price: '$5' } },
  response: 'json',
}

const byLanguage = (request: SampleRequest) => Object.fromEntries(codeSamples(request).map((sample) => [sample.language, sample]))

describe('codeSamples', () => {
  it('gives cURL, JavaScript, Python, PHP and C#, in that order, each with its grammar', () => {
    expect(codeSamples(createShipment).map((sample) => [sample.label, sample.syntax])).toEqual([
      ['cURL', 'bash'],
      ['JavaScript', 'javascript'],
      ['Python', 'python'],
      ['PHP', 'php'],
      ['C#', 'csharp'],
    ])
  })

  it('reads the base URL and the API user and key from the environment in every language', () => {
    const samples = byLanguage(createShipment)
    expect(samples.curl.code).toContain('--url "$KOLLI_BASE_URL/shipments"')
    expect(samples.curl.code).toContain('--user "$KOLLI_API_USER:$KOLLI_API_KEY"')
    expect(samples.javascript.code).toContain('fetch(`${process.env.KOLLI_BASE_URL}/shipments`, options)')
    expect(samples.javascript.code).toContain("Authorization: 'Basic ' + btoa(`${process.env.KOLLI_API_USER}:${process.env.KOLLI_API_KEY}`)")
    expect(samples.python.code).toContain('url = os.environ["KOLLI_BASE_URL"] + "/shipments"')
    expect(samples.python.code).toMatch(/^import os\nfrom base64 import b64encode\n\nimport requests$/m)
    expect(samples.php.code).toContain("getenv('KOLLI_BASE_URL') . '/shipments'")
    expect(samples.php.code).toContain("base64_encode(getenv('KOLLI_API_USER') . ':' . getenv('KOLLI_API_KEY'))")
    expect(samples.csharp.code).toContain('new Uri(Environment.GetEnvironmentVariable("KOLLI_BASE_URL") + "/shipments")')
    expect(samples.csharp.code).toMatch(/^using System\.Text;/)
    for (const sample of Object.values(samples)) expect(sample.code).not.toMatch(/invalid|KOLLI_AUTHORIZATION/)
  })

  it('sends the body, the headers and the query string', () => {
    const samples = byLanguage({ ...createShipment, query: [['format', 'zpl']] })
    expect(samples.curl.code).toContain('--url "$KOLLI_BASE_URL/shipments?format=zpl"')
    expect(samples.curl.code).toContain("--header 'Idempotency-Key: ORDER-10442-1'")
    expect(samples.python.code).toContain('"Idempotency-Key": "ORDER-10442-1"')
    expect(samples.csharp.code).toContain('{ "Idempotency-Key", "ORDER-10442-1" }')
    for (const sample of Object.values(samples)) expect(sample.code).toMatch(/Ann\\?'s order/)
  })

  it("quotes the curl here-document's delimiter, so the shell expands nothing in the JSON", () => {
    const { code } = byLanguage(createShipment).curl
    expect(code).toContain(`--data @- <<'EOF'`)
    expect(code).toContain('"price": "$5"')
  })

  it('keeps an unusual path intact in the shell', () => {
    const { code } = byLanguage({ ...createShipment, path: '/notes/a(b)', body: undefined }).curl
    expect(code).toContain(`--url "$KOLLI_BASE_URL"'/notes/a(b)'`)
  })

  it('uses the module token for bearer authentication and nothing for none', () => {
    const bearer = byLanguage({ ...createShipment, auth: 'bearer' })
    expect(bearer.curl.code).toContain('--header "Authorization: Bearer $KOLLI_MODULE_TOKEN"')
    expect(bearer.python.code).toContain(`f"Bearer {os.environ['KOLLI_MODULE_TOKEN']}"`)
    expect(bearer.python.code).not.toContain('b64encode')
    expect(bearer.csharp.code).not.toContain('using System.Text;')
    const open = byLanguage({ ...createShipment, auth: 'none' })
    for (const sample of Object.values(open)) expect(sample.code).not.toMatch(/Authorization|--user/)
  })

  it('does not parse a response as JSON when the operation answers with something else', () => {
    const label = byLanguage({ ...createShipment, method: 'get', body: undefined, response: 'other' }).javascript.code
    expect(label).not.toContain('res.json()')
    expect(label).toContain("res.headers.get('content-type')")
    expect(byLanguage(createShipment).javascript.code).toContain('res.json()')
  })
})
