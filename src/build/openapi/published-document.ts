/**
 * The OpenAPI document readers download from /api-reference/openapi.yaml: the source, with each operation's
 * request samples added as `x-codeSamples` (the extension Redocly, ReadMe, Stoplight and others read), so
 * other tools show the same samples as our reference. The rest of the file (comments, order, quoting) is
 * kept as written.
 */
import { parseDocument } from 'yaml'
import type { ApiCodeSampleModel } from '../../shared/openapi'

/** The language names x-codeSamples consumers know (Redocly's list). */
const LANG: Record<string, string> = { curl: 'Shell', javascript: 'JavaScript', python: 'Python', php: 'PHP', csharp: 'C#' }

export interface PublishedOperation {
  method: string
  path: string
  webhook: boolean
  requestSamples: readonly { samples: readonly ApiCodeSampleModel[] }[]
}

export function publishedOpenApi(source: string, operations: readonly PublishedOperation[]): string {
  const document = parseDocument(source)
  for (const operation of operations) {
    const [first] = operation.requestSamples
    if (operation.webhook || !first) continue
    const at = ['paths', operation.path, operation.method.toLowerCase()]
    if (!document.hasIn(at)) throw new Error(`${operation.method} ${operation.path} is not in the OpenAPI document`)
    document.setIn(
      [...at, 'x-codeSamples'],
      first.samples.map((sample) => ({ lang: LANG[sample.language] ?? sample.label, label: sample.label, source: sample.code })),
    )
  }
  return document.toString({ lineWidth: 0 })
}
