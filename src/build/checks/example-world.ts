/**
 * One example world: content/examples.yml lists every example ID with the kind of object it names and the
 * facts every example of it shows alike (see "The example world" in CONTENT_GUIDE.md). The check warns,
 * naming file and line, when a guide, a post or the OpenAPI document
 * - uses an ID the world does not list, or lists with another kind than the other IDs of its prefix;
 * - uses an ID for another kind of object: `"carrier_setup_id": "shp_…"`, `/sales_orders/shp_…`;
 * - shows the object with a fact that differs: `{ "id": "shp_8Jd2kQ1x", "carrier": "ups" }` for a GLS shipment.
 */
import path from 'path'
import yaml from 'js-yaml'
import { isMap, LineCounter, parseDocument, visit, type YAMLMap } from 'yaml'
import { jsonBlocks } from '../openapi/shell-requests'

export const exampleWorldFile = () => path.resolve(process.env.CONTENT_DIR || 'content', 'examples.yml')

export interface WorldProblem {
  file: string
  line: number
  message: string
}

interface WorldEntry {
  type: string
  facts: Record<string, unknown>
}

export interface ExampleWorld {
  ids: Map<string, WorldEntry>
  /** ID prefix → kind of object, e.g. shp → shipment. */
  kinds: Map<string, string>
}

/** Facts about where an object lives, not fields of its JSON. */
const NOT_FIELDS = new Set(['environment'])

// Our IDs have 8 characters after the prefix; a few more or less is a typo of one, so it is read as an ID too.
const ID = /\b([a-z]{2,4})_([A-Za-z0-9]{6,12})\b/g

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length

/** Reads examples.yml; a malformed file is one problem naming it, and an empty world. */
export function readExampleWorld(source: string, file: string): { world: ExampleWorld; problems: WorldProblem[] } {
  const world: ExampleWorld = { ids: new Map(), kinds: new Map() }
  const problems: WorldProblem[] = []
  let parsed: unknown
  try {
    parsed = yaml.load(source, { schema: yaml.CORE_SCHEMA })
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark
    return { world, problems: [{ file, line: (mark?.line ?? 0) + 1, message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` }] }
  }
  const lineOf = (id: string) => {
    const index = source.search(new RegExp(`^${id}:`, 'm'))
    return index < 0 ? 1 : lineAt(source, index)
  }
  for (const [id, entry] of Object.entries((parsed ?? {}) as Record<string, unknown>)) {
    const { type, facts } = (entry ?? {}) as Partial<WorldEntry>
    if (typeof type !== 'string' || (facts !== undefined && (typeof facts !== 'object' || facts === null || Array.isArray(facts)))) {
      problems.push({ file, line: lineOf(id), message: `${id} needs a \`type\` (the kind of object) and may have \`facts\` (a mapping)` })
      continue
    }
    const prefix = id.split('_')[0]
    const kind = world.kinds.get(prefix)
    if (kind && kind !== type) {
      problems.push({ file, line: lineOf(id), message: `${id} is a ${type}, but the other ${prefix}_ IDs are ${kind}s` })
      continue
    }
    world.kinds.set(prefix, type)
    world.ids.set(id, { type, facts: facts ?? {} })
  }
  return { world, problems }
}

/** `carrier_setup_id` → carrier_setup; the kind a key ending in _id refers to, when the world has that kind. */
function kindOfKey(key: string, kinds: Set<string>): string | undefined {
  const stem = key.replace(/_id$/, '')
  return key.endsWith('_id') && kinds.has(stem) ? stem : undefined
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b) || (a !== null && b !== null && String(a) === String(b))

/** Problems of one object shown in an example: its id's facts, and the kinds its *_id fields refer to. */
function objectProblems(value: Record<string, unknown>, world: ExampleWorld, kinds: Set<string>): string[] {
  const problems: string[] = []
  const id = typeof value.id === 'string' ? value.id : undefined
  const requestId = typeof value.request_id === 'string' ? value.request_id : undefined
  for (const [own, fields] of [
    [id, value],
    // An error body: { "code": …, "request_id": "req_…" } is the request's object.
    [requestId && world.ids.get(requestId)?.type === 'request' ? requestId : undefined, value],
  ] as const) {
    const entry = own ? world.ids.get(own) : undefined
    if (!own || !entry) continue
    for (const [fact, expected] of Object.entries(entry.facts)) {
      if (NOT_FIELDS.has(fact) || !(fact in fields) || same(fields[fact], expected)) continue
      problems.push(`${own} is the ${entry.type} with ${fact} ${JSON.stringify(expected)} (content/examples.yml), not ${JSON.stringify(fields[fact])}`)
    }
  }
  for (const [key, field] of Object.entries(value)) {
    const kind = kindOfKey(key, kinds)
    const entry = typeof field === 'string' ? world.ids.get(field) : undefined
    if (kind && entry && entry.type !== kind) problems.push(`${key} is ${field}, which is a ${entry.type}, not a ${kind}`)
  }
  return problems
}

/** Every object nested in `value`, with the first ID-ish string it contains (to place it in the text). */
function objectsOf(value: unknown, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => objectsOf(item, into))
  else if (value !== null && typeof value === 'object') {
    into.push(value as Record<string, unknown>)
    Object.values(value).forEach((child) => objectsOf(child, into))
  }
  return into
}

/** The IDs of a text: unknown ones, and ones in a URL path under another kind's collection. */
function textProblems(file: string, source: string, world: ExampleWorld): WorldProblem[] {
  const problems: WorldProblem[] = []
  for (const match of source.matchAll(ID)) {
    const [id, prefix] = match
    if (!world.kinds.has(prefix)) continue
    const line = lineAt(source, match.index ?? 0)
    const entry = world.ids.get(id)
    if (!entry) {
      problems.push({ file, line, message: `uses ${id}, which content/examples.yml does not list (a new example object gets its ID there first)` })
      continue
    }
    const collection = /\/([a-z_]+)\/$/.exec(source.slice(Math.max(0, (match.index ?? 0) - 40), match.index))?.[1]
    const kindOfCollection = collection?.replace(/s$/, '')
    if (kindOfCollection && new Set(world.kinds.values()).has(kindOfCollection) && kindOfCollection !== entry.type) {
      problems.push({ file, line, message: `/${collection}/${id}: ${id} is a ${entry.type}, not a ${kindOfCollection}` })
    }
  }
  return problems
}

/** The line, within `code`, of the first mention of the object's id (or of its first ID-valued field). */
function lineInCode(code: string, object: Record<string, unknown>): number {
  const needle = [object.id, object.request_id, ...Object.values(object)].find((value) => typeof value === 'string' && ID.test(value)) as string | undefined
  ID.lastIndex = 0
  const index = needle ? code.indexOf(needle) : -1
  return index < 0 ? 0 : lineAt(code, index) - 1
}

/** A guide's or post's ```json blocks and the IDs of its text. */
export function mdxWorldProblems(file: string, source: string, world: ExampleWorld): WorldProblem[] {
  const kinds = new Set(world.kinds.values())
  const problems = textProblems(file, source, world)
  for (const block of jsonBlocks(source)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(block.code)
    } catch {
      continue // the JSON check reports it
    }
    for (const object of objectsOf(parsed)) {
      for (const message of objectProblems(object, world, kinds)) problems.push({ file, line: block.line + lineInCode(block.code, object), message })
    }
  }
  return problems
}

/** The OpenAPI document's examples (any mapping in the YAML) and the IDs of its text. */
export function yamlWorldProblems(file: string, source: string, world: ExampleWorld): WorldProblem[] {
  const kinds = new Set(world.kinds.values())
  const problems = textProblems(file, source, world)
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { lineCounter })
  visit(document, {
    Map(_key, node) {
      const map = node as YAMLMap
      if (!isMap(map)) return
      const object = map.toJSON() as Record<string, unknown>
      if (!object || typeof object !== 'object') return
      // Only this mapping's own fields; nested mappings are visited on their own.
      const own = Object.fromEntries(Object.entries(object).filter(([, value]) => value === null || typeof value !== 'object'))
      for (const message of objectProblems(own, world, kinds)) {
        problems.push({ file, line: lineCounter.linePos(map.range?.[0] ?? 0).line, message })
      }
    },
  })
  return problems
}

/**
 * Everything the world check has to say: about examples.yml itself, the guides and posts (`files`), and the
 * OpenAPI document when there is one. No examples.yml: no check.
 */
export function exampleWorldProblems(
  world: { file: string; source: string } | undefined,
  files: { file: string; source: string }[],
  openapi?: { file: string; source: string },
): WorldProblem[] {
  if (!world) return []
  const { world: read, problems } = readExampleWorld(world.source, world.file)
  return [
    ...problems,
    ...files.flatMap(({ file, source }) => mdxWorldProblems(file, source, read)),
    ...(openapi ? yamlWorldProblems(openapi.file, openapi.source, read) : []),
  ]
}
