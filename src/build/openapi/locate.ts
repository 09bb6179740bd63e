/**
 * Where in openapi.yaml is the problem? The validator reports errors against a JSON rendering of the
 * document (`JSON.stringify(doc, null, 2)`, with a code frame pointing at one of its lines). These helpers
 * map that line back to a JSON pointer and the pointer to a line and column of the YAML source.
 */
import { LineCounter, parseDocument, type Document } from 'yaml'

export interface SourceLocation {
  line: number
  column: number
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')
const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~')

/**
 * The JSON pointer of the value that starts (or closes) on each line of `JSON.stringify(value, null, 2)`;
 * index 0 is line 1. Plain JSON data only, as parsed from YAML.
 */
export function jsonLinePointers(value: unknown): string[] {
  const lines: string[] = []
  const visit = (node: unknown, pointer: string) => {
    const children =
      Array.isArray(node) ? node.map((child, index) => [index, child] as const)
      : node !== null && typeof node === 'object' ? Object.entries(node as object)
      : []
    lines.push(pointer) // the opening line, or the whole primitive/empty container
    if (children.length === 0) return
    for (const [key, child] of children) visit(child, `${pointer}/${escapeSegment(key)}`)
    lines.push(pointer) // the closing bracket
  }
  visit(value, '')
  return lines
}

/** The pointer's node (or the nearest ancestor that exists) in the YAML source, as line and column. */
export function yamlLocation(doc: Document, lineCounter: LineCounter, pointer: string): SourceLocation | undefined {
  const segments = pointer.split('/').slice(1).map(unescapeSegment)
  for (let length = segments.length; length >= 0; length -= 1) {
    const path = segments.slice(0, length).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined
    if (node?.range) {
      const { line, col } = lineCounter.linePos(node.range[0])
      return { line, column: col }
    }
  }
  return undefined
}

/** A few lines of the source around `line`, marked like a compiler error. */
export function codeFrame(source: string, location: SourceLocation, context = 2): string {
  const lines = source.split('\n')
  const first = Math.max(1, location.line - context)
  const last = Math.min(lines.length, location.line + context)
  const width = String(last).length
  const frame: string[] = []
  for (let number = first; number <= last; number += 1) {
    const marker = number === location.line ? '>' : ' '
    frame.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1]}`)
    if (number === location.line) frame.push(`  ${' '.repeat(width)} | ${' '.repeat(location.column - 1)}^`)
  }
  return frame.join('\n')
}

/**
 * The JSON pointer a validator message is about: the line its code frame marks (`> 29 |`), a `$ref`
 * target it names, or a pointer-like path (`/paths/~1shipments/post`) it mentions.
 */
export function pointerOfMessage(message: string, document: unknown): string | undefined {
  const framed = /^>\s*(\d+)\s*\|/m.exec(message)
  if (framed) return jsonLinePointers(document)[Number(framed[1]) - 1]
  const mentioned = /(?:^|[\s"'`(])(\/(?:paths|components|webhooks|info|servers|tags|security)(?:\/[^\s"'`)]*)?)/.exec(message)
  return mentioned?.[1]
}

/** The line of the first `$ref` to a pointer the message names as missing, e.g. "#/components/schemas/Y". */
export function missingRefLocation(message: string, source: string): SourceLocation | undefined {
  const ref = /"(#\/[^"]+)"/.exec(message)?.[1]
  if (!ref) return undefined
  const lines = source.split('\n')
  const index = lines.findIndex((line) => line.includes('$ref') && line.includes(ref))
  if (index < 0) return undefined
  return { line: index + 1, column: lines[index].indexOf('$ref') + 1 }
}

export function parseYamlWithPositions(source: string) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(source, { lineCounter })
  return { doc, lineCounter }
}
