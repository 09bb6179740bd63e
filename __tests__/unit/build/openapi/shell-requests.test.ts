import { curlRequests, shellBlocks } from '../../../../src/build/openapi/shell-requests'

const block = (code: string, line = 10) => ({ line, code, meta: '' })

describe('curlRequests', () => {
  it('reads the method, URL, credentials, headers and an inline body over continuation lines', () => {
    const [request] = curlRequests(
      block(`curl -X PUT "$KOLLI_BASE_URL/sales_orders/so_1" \\
  -u "$KOLLI_API_USER:$KOLLI_API_KEY" \\
  -H 'Content-Type: application/json' \\
  -d '{
    "order_number": "ORDER-1"
  }'`),
    )
    expect(request).toEqual({
      line: 10,
      method: 'PUT',
      url: '$KOLLI_BASE_URL/sales_orders/so_1',
      user: '$KOLLI_API_USER:$KOLLI_API_KEY',
      headers: ['Content-Type: application/json'],
      body: { text: '{\n    "order_number": "ORDER-1"\n  }' },
    })
  })

  it('defaults to GET, and to POST when there is a body; reads --url, --user= and --data=@file', () => {
    const [get, post] = curlRequests(block('curl --url "$KOLLI_BASE_URL/shipments" --user=a:b -s\ncurl "$KOLLI_BASE_URL/shipments" --data=@shipment.json', 3))
    expect([get.method, get.url, get.user, get.line]).toEqual(['GET', '$KOLLI_BASE_URL/shipments', 'a:b', 3])
    expect([post.method, post.body, post.line]).toEqual(['POST', { file: 'shipment.json' }, 4])
  })

  it('takes the body of `--data @-` from a here-document', () => {
    const [request] = curlRequests(block(`curl --request POST --url "$KOLLI_BASE_URL/shipments" --data @- <<'EOF'\n{ "a": 1 }\nEOF\necho done`))
    expect(request.body).toEqual({ text: '{ "a": 1 }' })
  })

  it('unescapes a body in double quotes, keeping variables as written', () => {
    const [request] = curlRequests(block('curl "$KOLLI_BASE_URL/label_overlays" -d "{\\"image_base64\\": \\"$LOGO\\"}"'))
    expect(request.body).toEqual({ text: '{"image_base64": "$LOGO"}' })
  })

  it('stops at a pipe and ignores other commands', () => {
    const requests = curlRequests(block('export X=1\ncurl -s "$KOLLI_BASE_URL/shipments" | jq .data\nls -l'))
    expect(requests.map((request) => [request.url, request.line])).toEqual([['$KOLLI_BASE_URL/shipments', 11]])
  })
})

describe('shellBlocks', () => {
  it('finds bash, sh and console blocks with their first line of code and their flags', () => {
    const source = 'Intro\n\n```bash not-api\ncurl x\n```\n\n```json\n{}\n```\n\n```sh\nls\n```\n'
    expect(shellBlocks(source)).toEqual([
      { line: 4, language: 'bash', meta: 'not-api', code: 'curl x' },
      { line: 12, language: 'sh', meta: '', code: 'ls' },
    ])
  })
})
