/**
 * The parts of an example request: path parameters filled in, required query parameters and headers, and
 * the HTTP message Kolli sends for webhook events. Values come from each parameter's example; only
 * required parameters are shown. (API operations' samples are generated from these in code-samples.ts.)
 */
import { formatValue } from './schema-tree'

export interface ExampleParameter {
  name: string
  in: string
  required: boolean
  example?: unknown
}

const valueOf = (parameter: ExampleParameter) =>
  parameter.example === undefined ? `{${parameter.name}}` : formatValue(parameter.example)

/** The path with its path parameters' examples filled in (a parameter without one keeps its {name}). */
export function filledPath(path: string, parameters: ExampleParameter[]): string {
  return path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name)
    return parameter?.example === undefined ? placeholder : encodeURIComponent(valueOf(parameter))
  })
}

/** Required parameters `in` the query or the headers, with their example values. */
export const requiredValues = (parameters: ExampleParameter[], location: 'query' | 'header'): [string, string][] =>
  parameters.filter((parameter) => parameter.in === location && parameter.required).map((parameter) => [parameter.name, valueOf(parameter)])

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
