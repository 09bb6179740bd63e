/**
 * Example requests for the reference: a `curl` command for API operations, and the HTTP message Kolli
 * sends for webhook events. Values come from each parameter's example; only required parameters are shown.
 */
import { formatValue } from './schema-tree'

export interface ExampleParameter {
  name: string
  in: string
  required: boolean
  example?: unknown
}

export interface CurlInput {
  method: string
  serverUrl: string
  path: string
  parameters: ExampleParameter[]
  /** The request body as it is sent (JSON is pretty-printed by the caller). */
  body?: { contentType: string; text: string }
  auth: 'basic' | 'bearer' | 'none'
}

/** Shell single-quoting: the only character to escape inside '…' is the single quote itself. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

const valueOf = (parameter: ExampleParameter) =>
  parameter.example === undefined ? `{${parameter.name}}` : formatValue(parameter.example)

/** The path with path parameters filled in and the required query parameters appended. */
export function exampleUrl(serverUrl: string, path: string, parameters: ExampleParameter[]): string {
  const filled = path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name)
    return parameter?.example === undefined ? placeholder : encodeURIComponent(valueOf(parameter))
  })
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(valueOf(parameter))}`)
  return `${serverUrl.replace(/\/$/, '')}${filled}${query.length ? `?${query.join('&')}` : ''}`
}

export function curlExample(input: CurlInput): string {
  const method = input.method.toUpperCase()
  const url = exampleUrl(input.serverUrl, input.path, input.parameters)
  const lines = [method === 'GET' ? `curl ${shellQuote(url)}` : `curl -X ${method} ${shellQuote(url)}`]
  if (input.auth === 'basic') lines.push('-u "$KOLLI_API_USER:$KOLLI_API_KEY"')
  if (input.auth === 'bearer') lines.push('-H "Authorization: Bearer $KOLLI_MODULE_TOKEN"')
  for (const header of input.parameters.filter((parameter) => parameter.in === 'header' && parameter.required)) {
    lines.push(`-H ${shellQuote(`${header.name}: ${valueOf(header)}`)}`)
  }
  if (input.body) {
    lines.push(`-H ${shellQuote(`Content-Type: ${input.body.contentType}`)}`)
    lines.push(`-d ${shellQuote(input.body.text)}`)
  }
  return lines.join(' \\\n  ')
}

export interface WebhookDeliveryInput {
  headers: ExampleParameter[]
  body?: { contentType: string; text: string }
}

/** The POST Kolli makes to a subscriber's URL (the path and host are the subscriber's own). */
export function webhookDeliveryExample(input: WebhookDeliveryInput): string {
  const lines = ['POST /webhooks/kolli HTTP/1.1', 'Host: shop.example']
  if (input.body) lines.push(`Content-Type: ${input.body.contentType}`)
  for (const header of input.headers.filter((parameter) => parameter.in === 'header')) {
    lines.push(`${header.name}: ${valueOf(header)}`)
  }
  return input.body ? `${lines.join('\n')}\n\n${input.body.text}` : lines.join('\n')
}
