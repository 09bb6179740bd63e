/**
 * The curl commands of a page's shell blocks, read the way a shell would read them: continuation lines
 * joined, quotes removed (variables are kept as written, e.g. "$KOLLI_BASE_URL/shipments"), here-documents
 * attached. Enough of curl's options to know the method, URL, credentials and body of each request.
 */

export interface ShellBlock {
  /** Line of the block's first line of code in the file. */
  line: number
  code: string
  /** The fence's info string after the language. */
  meta: string
}

export interface JsonBlock {
  line: number
  code: string
  /** The fence's info string after `json`, e.g. `excerpt` or `title="shipment.json"`. */
  meta: string
}

export interface CurlRequest {
  /** Line in the file where the command starts. */
  line: number
  method: string
  url?: string
  /** The value of -u/--user, as written. */
  user?: string
  headers: string[]
  /** An inline body (quoted or from a here-document), or a file it posts (`-d @shipment.json`). */
  body?: { text: string } | { file: string }
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length

const FENCE = /^( {0,3})(`{3,}|~{3,})([\w-]*)([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console'])

/** Fenced code blocks of an MDX source, with the line of their first line of code. */
export function fencedBlocks(source: string): { line: number; language: string; meta: string; code: string }[] {
  return [...source.matchAll(FENCE)].map((match) => ({
    line: lineAt(source, match.index ?? 0) + 1,
    language: match[3].toLowerCase(),
    meta: match[4].trim(),
    code: match[5],
  }))
}

export const shellBlocks = (source: string): ShellBlock[] =>
  fencedBlocks(source).filter((block) => SHELL_LANGUAGES.has(block.language))

export const jsonBlocks = (source: string): JsonBlock[] =>
  fencedBlocks(source)
    .filter((block) => block.language === 'json')
    .map(({ line, code, meta }) => ({ line, code, meta }))

interface Token {
  text: string
  /** An operator (|, &&, ;, >) rather than a word. */
  operator?: boolean
  /** `<<EOF`: the here-document's delimiter. */
  heredoc?: string
}

/** Splits one logical command line into words and operators, removing quotes. */
function tokenize(line: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < line.length) {
    const char = line[index]
    if (/\s/.test(char)) {
      index += 1
      continue
    }
    const heredoc = /^<<-?\s*(['"]?)(\w+)\1/.exec(line.slice(index))
    if (heredoc) {
      tokens.push({ text: heredoc[0], heredoc: heredoc[2] })
      index += heredoc[0].length
      continue
    }
    const operator = /^(\|\||&&|[|;&]|\d?>>?|<)/.exec(line.slice(index))
    if (operator) {
      tokens.push({ text: operator[0], operator: true })
      index += operator[0].length
      continue
    }
    let word = ''
    while (index < line.length && !/[\s|;&<>]/.test(line[index])) {
      const quote = line[index]
      if (quote === "'") {
        const end = line.indexOf(quote, index + 1)
        const stop = end < 0 ? line.length : end
        word += line.slice(index + 1, stop)
        index = stop + 1
      } else if (quote === '"') {
        // Inside "…" a backslash escapes only ", \, $ and `.
        index += 1
        while (index < line.length && line[index] !== '"') {
          if (line[index] === '\\' && /["\\$`]/.test(line[index + 1] ?? '')) index += 1
          word += line[index]
          index += 1
        }
        index += 1
      } else if (quote === '\\' && index + 1 < line.length) {
        word += line[index + 1]
        index += 2
      } else {
        word += quote
        index += 1
      }
    }
    tokens.push({ text: word })
  }
  return tokens
}

/**
 * Logical lines: a backslash at the end of a line continues it, and so does an open quote (a JSON body in
 * '…' over several lines). Each with its first line's index and the lines after it (for here-documents).
 */
function logicalLines(code: string): { start: number; text: string; next: number }[] {
  const lines = code.split('\n')
  const logical: { start: number; text: string; next: number }[] = []
  let index = 0
  while (index < lines.length) {
    const start = index
    let text = lines[index]
    index += 1
    while (index < lines.length && (/\\$/.test(text) || openQuote(text))) {
      text = /\\$/.test(text) ? `${text.slice(0, -1)} ${lines[index]}` : `${text}\n${lines[index]}`
      index += 1
    }
    logical.push({ start, text, next: index })
  }
  return logical
}

/** Is a single or double quote still open at the end of `text`? */
function openQuote(text: string): boolean {
  let quote: string | null = null
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quote) {
      if (char === '\\' && quote === '"') index += 1
      else if (char === quote) quote = null
    } else if (char === '\\') index += 1
    else if (char === "'" || char === '"') quote = char
    else if (char === '#' && (index === 0 || /\s/.test(text[index - 1]))) return false
  }
  return quote !== null
}

/** curl options that take a value (the rest are flags). */
const WITH_VALUE = new Set([
  '-X', '--request', '-u', '--user', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-ascii',
  '--data-urlencode', '--json', '-o', '--output', '-w', '--write-out', '-F', '--form', '-A', '--user-agent', '-e',
  '--referer', '--url', '-m', '--max-time', '--connect-timeout', '--retry', '-b', '--cookie', '-c', '--cookie-jar',
  '-T', '--upload-file', '--cacert', '--cert', '--key', '-x', '--proxy',
])
const BODY_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json'])

/** The curl commands of a shell block (a block may hold several, and other commands). */
export function curlRequests(block: ShellBlock): CurlRequest[] {
  const lines = block.code.split('\n')
  const requests: CurlRequest[] = []
  for (const logical of logicalLines(block.code)) {
    const tokens = tokenize(logical.text)
    const start = tokens.findIndex((token) => !token.operator && token.text === 'curl')
    if (start < 0) continue
    const request: CurlRequest = { line: block.line + logical.start, method: '', headers: [] }
    let bodyFromStdin = false
    let heredoc: string | undefined
    for (let index = start + 1; index < tokens.length; index += 1) {
      const token = tokens[index]
      if (token.heredoc) {
        heredoc = token.heredoc
        continue
      }
      if (token.operator) break
      const [option, attached] = token.text.startsWith('--') && token.text.includes('=') ? token.text.split(/=(.*)/s) : [token.text]
      if (!WITH_VALUE.has(option)) {
        if (!option.startsWith('-') && request.url === undefined) request.url = option
        continue
      }
      const value = attached ?? tokens[++index]?.text ?? ''
      if (option === '-X' || option === '--request') request.method = value.toUpperCase()
      else if (option === '-u' || option === '--user') request.user = value
      else if (option === '-H' || option === '--header') request.headers.push(value)
      else if (option === '--url') request.url = value
      else if (BODY_OPTIONS.has(option)) {
        if (value === '@-') bodyFromStdin = true
        else request.body = value.startsWith('@') ? { file: value.slice(1) } : { text: value }
      }
    }
    if (bodyFromStdin && heredoc) {
      const end = lines.findIndex((candidate, index) => index >= logical.next && candidate.trim() === heredoc)
      request.body = { text: lines.slice(logical.next, end < 0 ? undefined : end).join('\n') }
    }
    request.method ||= request.body ? 'POST' : 'GET'
    requests.push(request)
  }
  return requests
}
