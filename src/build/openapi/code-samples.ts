/**
 * An operation's example request in five languages, generated with @readme/httpsnippet (the library ReadMe
 * uses) from one HTTP request, then made runnable with the credentials the getting-started page creates:
 * every sample reads the base URL and the credentials from the environment
 * (KOLLI_BASE_URL, KOLLI_API_USER and KOLLI_API_KEY, or KOLLI_MODULE_TOKEN), never a literal key.
 *
 * httpsnippet needs an absolute URL and literal header values, so the request is built with a placeholder
 * origin and authorization value, and each language's output has those placeholders replaced by the
 * language's own way of reading the environment. Any placeholder left over is an error, not a sample.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet'

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'php' | 'csharp'

export interface CodeSample {
  language: SampleLanguage
  /** The tab's label. */
  label: string
  /** The Prism grammar that highlights it. */
  syntax: string
  code: string
}

export interface SampleRequest {
  method: string
  /** The path with its parameters filled in, e.g. /shipments/shp_8Jd2kQ1x/label. */
  path: string
  query: [string, string][]
  headers: [string, string][]
  auth: 'basic' | 'bearer' | 'none'
  body?: { contentType: string; value: unknown }
  /** What the operation answers with when it succeeds: the JavaScript sample reads JSON only when it is JSON. */
  response: 'json' | 'other'
}

export const PLACEHOLDER_ORIGIN = 'https://kolli-base-url.invalid'
const PLACEHOLDER_AUTH = 'KOLLI_AUTHORIZATION'

interface LanguageTarget {
  language: SampleLanguage
  label: string
  syntax: string
  target: string
  client: string
  options?: Record<string, unknown>
  /** The placeholder URL (with the given rest: path and query) as an expression of this language. */
  url: (rest: string) => string
  /** Matches the placeholder URL as httpsnippet quotes it; group 1 is the rest. */
  urlPattern: RegExp
  /** The Authorization header's value as an expression, replacing the quoted placeholder. */
  authorization: Record<'basic' | 'bearer', string>
  authPattern: RegExp
  /** Final touches: imports the replacements need, response handling. */
  finish?: (code: string, request: SampleRequest) => string
}

const escapedOrigin = PLACEHOLDER_ORIGIN.replace(/[.]/g, '\\.')
const quotedUrl = (quote: string) => new RegExp(`${quote}${escapedOrigin}([^${quote}]*)${quote}`)

/** A URL path and query that need no quoting inside "…" in a POSIX shell. */
const SHELL_SAFE = /^[A-Za-z0-9\-._~/?=&%:,+@]*$/

export const TARGETS: LanguageTarget[] = [
  {
    language: 'curl',
    label: 'cURL',
    syntax: 'bash',
    target: 'shell',
    client: 'curl',
    // A here-document (`--data @- <<'EOF'`) keeps the JSON readable and works in bash and zsh alike.
    options: { prettifyJson: true, indent: '  ' },
    url: (rest) => (SHELL_SAFE.test(rest) ? `"$KOLLI_BASE_URL${rest}"` : `"$KOLLI_BASE_URL"'${rest.replace(/'/g, `'\\''`)}'`),
    urlPattern: new RegExp(`'?${escapedOrigin}([^'\\s]*)'?`),
    authorization: {
      basic: '--user "$KOLLI_API_USER:$KOLLI_API_KEY"',
      bearer: '--header "Authorization: Bearer $KOLLI_MODULE_TOKEN"',
    },
    authPattern: new RegExp(`--header '?Authorization: ${PLACEHOLDER_AUTH}'?`),
    // A quoted delimiter: nothing in the JSON is expanded by the shell.
    finish: (code) => code.replace(/<<EOF$/m, `<<'EOF'`),
  },
  {
    language: 'javascript',
    label: 'JavaScript',
    syntax: 'javascript',
    target: 'javascript',
    client: 'fetch',
    url: (rest) => `\`\${process.env.KOLLI_BASE_URL}${rest.replace(/[`$\\]/g, '\\$&')}\``,
    urlPattern: quotedUrl("'"),
    authorization: {
      basic: "'Basic ' + btoa(`${process.env.KOLLI_API_USER}:${process.env.KOLLI_API_KEY}`)",
      bearer: '`Bearer ${process.env.KOLLI_MODULE_TOKEN}`',
    },
    authPattern: new RegExp(`'${PLACEHOLDER_AUTH}'`),
    finish: (code, request) =>
      request.response === 'json'
        ? code
        : code.replace(/\.then\(res => res\.json\(\)\)\n\s*\.then\(res => console\.log\(res\)\)/, `.then(res => console.log(res.status, res.headers.get('content-type')))`),
  },
  {
    language: 'python',
    label: 'Python',
    syntax: 'python',
    target: 'python',
    client: 'requests',
    url: (rest) => `os.environ["KOLLI_BASE_URL"] + ${JSON.stringify(rest)}`,
    urlPattern: quotedUrl('"'),
    authorization: {
      basic: `"Basic " + b64encode(f"{os.environ['KOLLI_API_USER']}:{os.environ['KOLLI_API_KEY']}".encode()).decode()`,
      bearer: `f"Bearer {os.environ['KOLLI_MODULE_TOKEN']}"`,
    },
    authPattern: new RegExp(`"${PLACEHOLDER_AUTH}"`),
    finish: (code, request) => {
      const imports = ['import os', ...(request.auth === 'basic' ? ['from base64 import b64encode'] : [])]
      return code.replace(/^import requests$/m, `${imports.join('\n')}\n\nimport requests`)
    },
  },
  {
    language: 'php',
    label: 'PHP',
    syntax: 'php',
    target: 'php',
    client: 'guzzle',
    url: (rest) => `getenv('KOLLI_BASE_URL') . '${rest.replace(/['\\]/g, '\\$&')}'`,
    urlPattern: quotedUrl("'"),
    authorization: {
      basic: `'Basic ' . base64_encode(getenv('KOLLI_API_USER') . ':' . getenv('KOLLI_API_KEY'))`,
      bearer: `'Bearer ' . getenv('KOLLI_MODULE_TOKEN')`,
    },
    authPattern: new RegExp(`'${PLACEHOLDER_AUTH}'`),
  },
  {
    language: 'csharp',
    label: 'C#',
    syntax: 'csharp',
    target: 'csharp',
    client: 'httpclient',
    url: (rest) => `Environment.GetEnvironmentVariable("KOLLI_BASE_URL") + ${JSON.stringify(rest)}`,
    urlPattern: quotedUrl('"'),
    authorization: {
      basic:
        '"Basic " + Convert.ToBase64String(Encoding.UTF8.GetBytes(' +
        'Environment.GetEnvironmentVariable("KOLLI_API_USER") + ":" + Environment.GetEnvironmentVariable("KOLLI_API_KEY")))',
      bearer: '"Bearer " + Environment.GetEnvironmentVariable("KOLLI_MODULE_TOKEN")',
    },
    authPattern: new RegExp(`"${PLACEHOLDER_AUTH}"`),
    finish: (code, request) => (request.auth === 'basic' ? `using System.Text;\n${code}` : code),
  },
]

export class CodeSampleError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CodeSampleError'
  }
}

function harOf(request: SampleRequest): HarRequest {
  const headers = [
    ...(request.auth === 'none' ? [] : [{ name: 'Authorization', value: PLACEHOLDER_AUTH }]),
    ...request.headers.map(([name, value]) => ({ name, value })),
    ...(request.body ? [{ name: 'Content-Type', value: request.body.contentType }] : []),
  ]
  const { body } = request
  const text = body === undefined ? undefined : typeof body.value === 'string' ? body.value : JSON.stringify(body.value)
  return {
    method: request.method.toUpperCase(),
    url: `${PLACEHOLDER_ORIGIN}${request.path}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: request.query.map(([name, value]) => ({ name, value })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(body && text !== undefined && { postData: { mimeType: body.contentType, text } }),
  } as HarRequest
}

function sampleIn(target: LanguageTarget, snippet: HTTPSnippet, request: SampleRequest): CodeSample {
  const [generated] = snippet.convert(target.target as never, target.client, target.options) as string[]
  let code = generated.replace(target.urlPattern, (_match, rest: string) => target.url(rest))
  if (request.auth !== 'none') code = code.replace(target.authPattern, target.authorization[request.auth])
  code = target.finish ? target.finish(code, request) : code
  if (code.includes(PLACEHOLDER_ORIGIN) || code.includes(PLACEHOLDER_AUTH)) {
    throw new CodeSampleError(`the ${target.label} sample of ${request.method.toUpperCase()} ${request.path} still has a placeholder:\n${code}`)
  }
  return { language: target.language, label: target.label, syntax: target.syntax, code }
}

/** The request in every language, in tab order: cURL, JavaScript, Python, PHP, C#. */
export function codeSamples(request: SampleRequest): CodeSample[] {
  const snippet = new HTTPSnippet(harOf(request))
  return TARGETS.map((target) => sampleIn(target, snippet, request))
}
