/**
 * Build-time extraction of DocSearch records from rendered HTML, the way the DocSearch crawler reads a
 * Docusaurus page: one record for the page title (lvl1), one per h2–h4 heading (lvl2–lvl4), and one per
 * paragraph, list item or table cell (content) under the heading it follows (a row's last cell with what the
 * row describes: rowLabel). Code blocks, buttons and heading anchor icons are left out, but for the messages
 * of an example error response (errorMessages).
 */
import { createHash } from 'crypto'
import { parse, type HTMLElement, type Node } from 'node-html-parser'
import { kindOfRank, PAGE_RANK } from '../../shared/search/page-kind'
import { LEVELS, levelWeight, type Hierarchy, type RecordType, type SearchRecord } from '../../shared/search/record'
import { withoutPathPrefix } from '../../shared/paths'
import { identifierParts } from '../../shared/search/tokens'
import { PATH_PARAMETER } from '../../shared/search/query'
import type { SchemaNode } from '../../shared/openapi'
import { operationSubheadings } from '../../shared/operation-parts'
import { TARGETS } from '../openapi/code-samples'

export interface PageInput {
  /** Absolute URL of the page, without anchor. */
  url: string
  /** lvl0: the sidebar category, "Changelog", "API Reference"… */
  section: string
  /** lvl1 */
  title: string
  /** Shown as the page's first content record (it is what the page is about). */
  description?: string | null
  docusaurusTag: string
  /** The page's content HTML (without the title). */
  html: string
  /** Ties go to the higher rank (PAGE_RANK). */
  pageRank: number
  /** Words for the kind of page, on each of its records (SearchRecord.about). */
  about?: string[]
}

/**
 * How readers ask for a changelog post without its words: "carrier setups endpoint released", "announcement
 * of …". Verbs of "what changed" (added, new) are left out: a task ("add a parcel") must not lean to a post.
 */
export const RELEASE_NOTE_WORDS = ['release', 'released', 'announce', 'announced', 'announcement']

const HEADING_LEVEL: Record<string, 2 | 3 | 4> = { h2: 2, h3: 3, h4: 4 }
const SKIPPED_TAGS = new Set(['pre', 'button', 'script', 'style', 'nav', 'svg'])
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'div', 'table', 'pre', 'blockquote', 'details'])

const ELEMENT_NODE = 1
const TEXT_NODE = 3

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

const isSkipped = (element: HTMLElement) =>
  SKIPPED_TAGS.has(element.rawTagName?.toLowerCase() ?? '') || element.classList?.contains('code-block') || element.classList?.contains('anchor')

/** Elements whose text is a block of its own: a space sets it apart from the text around it. */
const SEPARATE_TAGS = new Set([...BLOCK_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'tr', 'td', 'th', 'br', 'section', 'article', 'header', 'footer'])

/**
 * Text of an element, without skipped parts (anchor icons, buttons, code blocks). A block inside it is set
 * apart by spaces: a card's link holds a heading and a paragraph ("Sales orders" and "Store orders…"), which
 * must not read as one word "ordersStore".
 */
function textOf(node: Node): string {
  if (node.nodeType === TEXT_NODE) return node.text
  if (node.nodeType !== ELEMENT_NODE || isSkipped(node as HTMLElement)) return ''
  const text = node.childNodes.map(textOf).join('')
  return SEPARATE_TAGS.has((node as HTMLElement).rawTagName?.toLowerCase() ?? '') ? ` ${text} ` : text
}

/** A JSON string's contents as text ("\\"" is a quote), or as written when it does not parse. */
function jsonText(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string
  } catch {
    return raw
  }
}

const JSON_STRING = '"((?:[^"\\\\]|\\\\.)*)"'
const MESSAGE = new RegExp(`"message"\\s*:\\s*${JSON_STRING}`, 'g')
const FIELD_ISSUE = new RegExp(`"field"\\s*:\\s*${JSON_STRING}\\s*,\\s*"issue"\\s*:\\s*${JSON_STRING}`, 'g')

/**
 * The error messages of an example error response, as a reader pastes them from a response or a log: each
 * `message`, and each of the `details` as its field and issue ("customs is required for shipments from DK to
 * NO"). Code blocks are not indexed (as DocSearch indexes none), but these are text that readers search for.
 */
export function errorMessages(code: string): string[] {
  const messages = [...code.matchAll(MESSAGE)].map((match) => jsonText(match[1]))
  const details = [...code.matchAll(FIELD_ISSUE)].map((match) => `${jsonText(match[1])} ${jsonText(match[2])}`)
  return [...new Set([...messages, ...details].map(clean).filter(Boolean))]
}

const isCodeBlock = (element: HTMLElement) => element.rawTagName?.toLowerCase() === 'pre' || element.classList?.contains('code-block')

/** A code block's code as text: the parser keeps a `pre`'s content as raw HTML (Prism's token spans, entities). */
const codeText = (element: HTMLElement) => parse(element.text.replace(/<[^>]*>/g, '')).text

/** `<page id>-<position>`: unique, stable while the page keeps its URL, and cheap to store (see packed-records). */
export const recordId = (url: string, position: number) => `${createHash('sha1').update(url).digest('hex').slice(0, 12)}-${position}`

/** A record's place: the page it is on (its URL without anchor, tag and rank), its position there, its anchor. */
interface RecordPlace {
  pageUrl: string
  docusaurusTag: string
  pageRank: number
  position: number
  anchor: string | null
}

/** The fields every record has, from its place and what it shows: a guide's, a post's or an operation's. */
const recordAt = ({ pageUrl, docusaurusTag, pageRank, position, anchor }: RecordPlace, type: RecordType, hierarchy: Hierarchy, content: string | null): SearchRecord => ({
  objectID: recordId(pageUrl, position),
  url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
  url_without_anchor: pageUrl,
  anchor,
  type,
  hierarchy: { ...hierarchy },
  content,
  language: 'en',
  docusaurus_tag: docusaurusTag,
  kind: kindOfRank(pageRank),
  weight: { level: levelWeight(type), position, pageRank, links: 0 },
})

/** operationIds the element links to (`/api-reference#operation/createShipment`): found by them, as the operation is. */
function linkedOperations(element: HTMLElement): string[] {
  const ids = element
    .querySelectorAll('a')
    .map((link) => /#operation\/([^/?#]+)$/.exec(link.getAttribute('href') ?? '')?.[1])
    .filter((id): id is string => Boolean(id))
  return [...new Set(ids)]
}

/** The changelog's own page: ranked with the posts, and found as a release note, under its title. */
export const changelogRecords = (page: Omit<PageInput, 'pageRank' | 'about'>) => pageRecords({ ...page, pageRank: PAGE_RANK.changelog, about: RELEASE_NOTE_WORDS })

/** A changelog post's records: ranked after docs and operations, found as a release note, its title as a heading. */
export const postRecords = (page: Omit<PageInput, 'pageRank' | 'about'>) => titledAsHeading(changelogRecords(page))

/**
 * A post's records with its title one level down, as a heading (lvl2, its sections lvl3 and below), and in its
 * keywords. A post names in its title what a guide names in a section's heading ("New sales order field: tags",
 * "Tags" on "Sales orders and fulfillments"): as a page title it ranked first for the words they share, though a
 * guide comes before a post when everything else is equal. As a heading, as an API operation's summary is, the
 * two tie on attribute and the guide comes first; a query that is the title is still exactly it (keywords),
 * and a question about a change still asks for the post (change-intent.ts).
 */
export function titledAsHeading(records: SearchRecord[]): SearchRecord[] {
  return records.map((record) => {
    // Six levels at most: a post's h6 (posts go no deeper than h3) would be found under its h5 alone.
    const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5 } = record.hierarchy
    const type: RecordType = record.type === 'content' ? 'content' : LEVELS[Math.min(6, LEVELS.indexOf(record.type) + 1)]
    const keywords = record.type === 'lvl1' && lvl1 ? { keywords: [...(record.keywords ?? []), lvl1] } : {}
    const hierarchy = { lvl0, lvl1: null, lvl2: lvl1, lvl3: lvl2, lvl4: lvl3, lvl5: lvl4, lvl6: lvl5 }
    return { ...record, ...keywords, type, hierarchy, weight: { ...record.weight, level: levelWeight(type) } }
  })
}

/** The page's records in document order. */
export function pageRecords(page: PageInput): SearchRecord[] {
  const records: SearchRecord[] = []
  const hierarchy: Hierarchy = { lvl0: page.section, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
  let anchor: string | null = null

  const add = (type: RecordType, content: string | null, related: string[] = []) => {
    const place = { pageUrl: page.url, docusaurusTag: page.docusaurusTag, pageRank: page.pageRank, position: records.length, anchor }
    records.push({ ...(related.length > 0 && { related }), ...(page.about && { about: page.about }), ...recordAt(place, type, hierarchy, content) })
  }

  const visit = (element: HTMLElement) => {
    for (const child of element.childNodes) {
      if (child.nodeType !== ELEMENT_NODE) continue
      const node = child as HTMLElement
      const tag = node.rawTagName?.toLowerCase() ?? ''
      if (isSkipped(node)) {
        // An example error response's messages are records of the section that shows it.
        if (isCodeBlock(node)) for (const message of errorMessages(codeText(node))) add('content', message)
        continue
      }
      const depth = HEADING_LEVEL[tag]
      if (depth) {
        const text = clean(textOf(node))
        if (!text) continue
        hierarchy[`lvl${depth}`] = text
        for (let deeper = depth + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null
        anchor = node.id || anchor
        add(`lvl${depth}`, null)
      } else if (tag === 'p' || tag === 'td' || tag === 'th') {
        const pointer = leadingSiteLink(node)
        const text = clean(textOf(pointer ?? node))
        const subject = pointer ? undefined : rowLabel(node)
        if (text) add('content', subject ? `${subject}: ${text}` : text, linkedOperations(node))
      } else if (tag === 'li') {
        // A list item's own words; nested lists and paragraphs become records of their own. An item that
        // starts with a link is a pointer: its words describe the target, whose alias they are (linkContext),
        // so here it is only the link ("Next steps: [Requirements and structure]: … retries …" is not where
        // a reader asking about retries should land).
        const pointer = leadingSiteLink(node)
        const own = clean(
          pointer
            ? textOf(pointer)
            : node.childNodes
                .filter((inner) => inner.nodeType === TEXT_NODE || !BLOCK_TAGS.has((inner as HTMLElement).rawTagName?.toLowerCase() ?? ''))
                .map(textOf)
                .join(''),
        )
        if (own) add('content', own, linkedOperations(node))
        visit(node)
      } else {
        visit(node)
      }
    }
  }

  add('lvl1', null)
  if (page.description) add('content', clean(page.description))
  visit(parse(page.html))
  return withSectionText(records)
}

export interface PageLink {
  /** Where the link goes, as written: a site path with an optional #anchor. */
  href: string
  text: string
  /** What the link's place says of its target: the rest of its table row, or of the list item it starts. */
  context?: string
  /** The field a table row describes, when the row sends its reader to a section for more (rowSubject). */
  subject?: string
  /** A link to a section of its own page: it names the section only by its row's subject or its introduction's clause, and is not counted. */
  inPage?: boolean
}

/** Whether an href leads to a page of this site (a path, not another host). */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * The link a list item (or the first paragraph of one) starts with, when it leads to a page of the site:
 * "[Requirements and structure](…): what your endpoint must answer". Undefined for anything else.
 */
function leadingSiteLink(element: HTMLElement): HTMLElement | undefined {
  const tag = element.rawTagName?.toLowerCase()
  const inItem = tag === 'li' || (tag === 'p' && element.parentNode?.rawTagName?.toLowerCase() === 'li')
  if (!inItem) return undefined
  const first = element.childNodes.find((node) => node.nodeType === ELEMENT_NODE || node.text.trim() !== '') as HTMLElement | undefined
  return first?.rawTagName?.toLowerCase() === 'a' && isSitePath(first.getAttribute('href') ?? '') ? first : undefined
}

/**
 * What a row's last cell describes: the row's first cell ("`expires_in` | integer | Seconds until the token
 * expires"). The description's record reads "expires_in: Seconds until …", as an operation's field does, so
 * the field's name and the words that describe it are found together. A header row describes nothing.
 * Only rows of three cells or more: in a row of two, each cell already says one thing whole (a status and
 * its code, a field and its error message), and a reader types it as it stands; "429: rate_limited" would
 * equal the query "429 rate_limited" and take it from the section on rate limiting, and a pasted error
 * message would no longer equal its cell.
 */
function rowLabel(cell: HTMLElement): string | undefined {
  if (cell.rawTagName?.toLowerCase() !== 'td') return undefined
  const cells = rowCells(cell)
  if (cells.length < 3 || cells[cells.length - 1] !== cell) return undefined
  return clean(textOf(cells[0])) || undefined
}

/** The cells of a cell's row, in order. */
const rowCells = (cell: HTMLElement) => (cell.parentNode?.childNodes.filter((node) => node.nodeType === ELEMENT_NODE) ?? []) as HTMLElement[]

/** Whether an element is a table's cell: it describes its row, not the page or the sentence around a link. */
const isTableCell = (element: HTMLElement | null | undefined) => ['td', 'th'].includes(element?.rawTagName?.toLowerCase() ?? '')

/** "…; see", "… (see" or "…, see" right before a link: what comes before says what the link explains. */
const SEE_BEFORE_LINK = /[;,(:]\s*see\s*$/i

/**
 * The clause a sentence ends with "see [link]" after ("check that a request really comes from Kolli; see
 * [Verify the signature]", "`limit` and `cursor` parameters; see [Pagination]"): the writer says what the
 * target explains. From the start of the sentence (or of the cell or item) to the separator before "see".
 */
function seeClause(parent: HTMLElement, link: HTMLElement): string | undefined {
  const before = clean(parent.childNodes.slice(0, parent.childNodes.indexOf(link)).map(textOf).join(''))
  if (!SEE_BEFORE_LINK.test(before)) return undefined
  const clause = before.replace(SEE_BEFORE_LINK, '').split(/(?<=[.!?])\s+(?=[A-Z`])/).pop()
  return clean(clause ?? '') || undefined
}

/**
 * The words a link's place says about its target, where the link is what the row or item leads to: a table
 * row whose cell is nothing but the link ("Go live | [Sandbox](…)") gives its other cells; a list item that
 * starts with the link ("[Requirements and structure](…): what your endpoint must answer") gives the rest of
 * the item; a link to a section after "; see" gives the clause before it (not a link to a page, which is about
 * more than the clause names: "offer pallets or envelopes; see [Retrieve and use the carrier setup file]").
 * Any other link inside a sentence has no context: the sentence is about something else.
 */
function linkContext(link: HTMLElement, text: string): string | undefined {
  const parent = link.parentNode
  if (!parent) return undefined
  const clause = (link.getAttribute('href') ?? '').includes('#') ? seeClause(parent, link) : undefined
  if (clause) return clause
  if (isTableCell(parent) && clean(textOf(parent)) === text) {
    const cells = rowCells(parent).filter((cell) => cell !== parent)
    return clean(cells.map(textOf).join(' ')) || undefined
  }
  // In a list item, or its first paragraph, the link must come first.
  if (leadingSiteLink(parent) !== link) return undefined
  return clean(clean(textOf(parent)).slice(text.length).replace(/^[\s:,.;–—-]+/, '')) || undefined
}

/**
 * The field a table row describes, when its description sends the reader to a section for more ("`failure_reason` |
 * The carrier's reason …; see [The carrier rejected the booking](#…)"): the row's first cell, when it is one
 * identifier in code. Where that section names the field too, it is where the field is explained, so it is named by
 * the field as a link names it (withLinkTexts).
 */
function rowSubject(link: HTMLElement): string | undefined {
  const cell = link.parentNode
  if (!cell || !isTableCell(cell)) return undefined
  if (!seeClause(cell, link)) return undefined
  const first = rowCells(cell)[0]
  if (!first || first === cell) return undefined
  const parts = first.childNodes.filter((node) => node.nodeType === ELEMENT_NODE || node.text.trim() !== '')
  const code = parts.length === 1 && (parts[0] as HTMLElement).rawTagName?.toLowerCase() === 'code' ? clean(textOf(parts[0])) : ''
  return /^[\p{L}\p{N}]+(?:[_.-][\p{L}\p{N}]+)+$|^\p{Ll}+\p{Lu}[\p{L}\p{N}]*$/u.test(code) ? code : undefined
}

/**
 * What a sentence of the page's introduction (before its first heading) says a section of the page explains,
 * when it sends the reader there with "; see" ("you can ask it to come and collect a shipment on the day and in
 * the time window you choose; see [The pickup service](#the-pickup-service)"): the introduction is the page's map. A sentence in a section is that
 * section's own words, so there a link to another section names nothing.
 */
function introClause(link: HTMLElement): string | undefined {
  const parent = link.parentNode
  // A table's cell describes its row (rowSubject), not the page.
  if (!parent || isTableCell(parent)) return undefined
  return seeClause(parent, link)
}

/**
 * The links of a page's HTML to other pages of the site, with their text (hrefs without the path prefix). Given the
 * page's path, also the links to its own sections from a field's row (rowSubject), which name the section by the
 * field, and from its introduction with "see" (introClause), which name it by the clause.
 */
export function siteLinks(html: string, pathPrefix = '', pagePath?: string): PageLink[] {
  const root = parse(html)
  const firstHeading = root.querySelector('h2, h3, h4, h5, h6')?.range[0] ?? Infinity
  return root
    .querySelectorAll('a')
    .flatMap((link): PageLink[] => {
      const text = clean(textOf(link))
      const href = withoutPathPrefix(link.getAttribute('href') ?? '', pathPrefix)
      if (href.startsWith('#')) {
        if (pagePath === undefined) return []
        const subject = rowSubject(link)
        const context = !subject && link.range[0] < firstHeading ? introClause(link) : undefined
        return subject || context ? [{ href: `${pagePath}${href}`, text, ...(subject && { subject }), ...(context && { context }), inPage: true }] : []
      }
      const context = linkContext(link, text)
      const subject = rowSubject(link)
      return [{ href, text, ...(context && { context }), ...(subject && { subject }) }]
    })
    .filter((link) => isSitePath(link.href) && link.text.length > 0)
}

/** At most this many link texts describe one record. */
const MAX_ALIASES = 10

/**
 * Each record that links point to, with the links' texts as its aliases: how other pages name it ("Get
 * notified about tracking changes" for the webhooks introduction). A link to `/page#anchor` names that
 * heading's record; a link to a page names its title's record. `absolute` turns a site path into a record URL.
 */
export function withLinkTexts(records: SearchRecord[], links: PageLink[], absolute: (path: string) => string): SearchRecord[] {
  const aliases = new Map<string, Set<string>>()
  const subjects: { key: string; subject: string }[] = []
  for (const { href, text, context, subject, inPage } of links) {
    const key = linkTarget(href, absolute)
    let texts = aliases.get(key)
    if (!texts) aliases.set(key, (texts = new Set()))
    if (!inPage) texts.add(withoutQueryString(text))
    if (context) texts.add(context)
    if (subject) subjects.push({ key, subject })
  }
  // A row's field names the section it points to only where that section names the field too: a row may send its
  // reader elsewhere for something else (an event's row, to the section on the failed status it can carry).
  const textOf = new Map(records.filter((record) => record.section).map((record) => [record.url, record.section!.join(' ')]))
  for (const { key, subject } of subjects) if (namesIdentifier(textOf.get(key) ?? '', subject)) aliases.get(key)!.add(subject)
  return records.map((record) => {
    // A page's title record and a heading's record (or an operation's) are what links point to.
    if (record.type === 'content' || (record.type === 'lvl1' ? record.anchor !== null : record.anchor === null)) return record
    const texts = aliases.get(record.url)
    return texts ? { ...record, aliases: [...texts].slice(0, MAX_ALIASES) } : record
  })
}

/**
 * A link text that is a path with a query string (`GET /shipments/{shipment_id}/labels?format=pdf`) names its
 * operation by the path: the query is one call's arguments, and its words (`pdf`) would put the operation
 * ahead of the guide that explains them.
 */
const withoutQueryString = (text: string) => text.replace(/^((?:[A-Z]+ )?\/\S*?)\?\S*$/, '$1')

/** Whether a text has the identifier as a whole word (not as part of a longer one: `status` is not in `order_status`). */
function namesIdentifier(text: string, identifier: string): boolean {
  const escaped = identifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, 'u').test(text)
}

/** The record URL a link leads to: `absolute` turns its site path into the pages' URL; its anchor stays. */
function linkTarget(href: string, absolute: (path: string) => string): string {
  const [pathname, anchor] = href.split('#')
  const url = absolute(pathname.replace(/\/$/, '') || '/')
  return anchor ? `${url}#${anchor}` : url
}

/**
 * Each record with the number of links that lead to its URL (weight.links): a section's heading and the
 * paragraphs under it share their anchor, and a link to a page leads to its title and the text before its
 * first heading. The custom ranking prefers, of records alike in everything before it, the one linked more.
 */
export function withInboundLinks(records: SearchRecord[], links: PageLink[], absolute: (path: string) => string): SearchRecord[] {
  const counts = new Map<string, number>()
  for (const { href, inPage } of links) {
    if (inPage) continue
    const key = linkTarget(href, absolute)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return records.map((record) => ({ ...record, weight: { ...record.weight, links: counts.get(record.url) ?? 0 } }))
}

/**
 * Each heading's record with the text of the paragraphs under it (up to the next heading), so a section is
 * found by all of its words when a query's words are spread over its paragraphs.
 */
export function withSectionText(records: SearchRecord[]): SearchRecord[] {
  return records.map((record, index) => {
    if (record.type === 'content') return record
    const section: string[] = []
    for (let next = index + 1; next < records.length && records[next].type === 'content'; next += 1) section.push(records[next].content ?? '')
    return section.length > 0 ? { ...record, section } : record
  })
}

export interface OperationInput {
  operationId: string
  anchor: string
  method: string
  path: string
  summary: string
  tag: string
  webhook: boolean
  descriptionHtml: string
  parameters: { name: string; enum?: string[] }[]
  requestBody: { schema: SchemaNode | null } | null
  responses: { status: string }[]
}

/** Names of a schema's properties at every depth. */
const propertyNames = (node: SchemaNode | null | undefined): string[] =>
  node ? [...(node.name ? [node.name] : []), ...node.children.flatMap(propertyNames), ...node.variants.flatMap(propertyNames)] : []

/**
 * What identifies an operation to a developer, as keywords: its operationId, `METHOD /path` and the path
 * alone (or the webhook event's name) and its summary, which is its title. The path alone, so that a
 * developer who pastes `/sales_orders/{sales_order_id}` finds the operations on it first.
 */
export function operationKeywords(operation: OperationInput): string[] {
  const endpoint = operation.webhook ? [operation.path] : [`${operation.method} ${operation.path}`, operation.path]
  // The same with PATH_PARAMETER for each `{…}`: what a queried path with a concrete ID becomes.
  const withIds = operation.path.replace(/\{[^}]*\}/g, PATH_PARAMETER)
  const concrete = operation.webhook || withIds === operation.path ? [] : [`${operation.method} ${withIds}`, withIds]
  return [operation.operationId, ...endpoint, operation.summary, ...concrete]
}

/**
 * The identifier-shaped fields of an operation's request (`service_point_id`), a weaker match than its
 * keywords: a guide that documents the field comes first. Plain-word fields ("status") are left out.
 */
export function operationFields(operation: OperationInput): string[] {
  const fields = [...operation.parameters.map((parameter) => parameter.name), ...propertyNames(operation.requestBody?.schema)]
  return [...new Set(fields.filter((name) => identifierParts(name) !== null))]
}

/**
 * What an operation's entry in the reference shows besides its text: its subheadings ("Payload", "Example
 * request"), for an API operation the languages of its request samples, and the values its parameters take
 * (`zpl` for the labels' format). The weakest match: with the operationId, "createSalesOrder example" or
 * "shipmentEvent payload" asks for that part of the operation's entry.
 */
export function operationParts(operation: OperationInput): string[] {
  const subheadings = operationSubheadings(operation)
  const values = operation.parameters.flatMap((parameter) => parameter.enum ?? [])
  return [...(operation.webhook ? subheadings : [...subheadings, ...TARGETS.map((target) => target.label)]), ...values]
}

/** The paragraphs of an operation's description, a list's items one by one. */
export function descriptionParagraphs(html: string): string[] {
  const blocks = parse(html).childNodes.filter((node): node is HTMLElement => node.nodeType === ELEMENT_NODE)
  return blocks
    .flatMap((block) => (['ul', 'ol'].includes(block.rawTagName?.toLowerCase() ?? '') ? block.querySelectorAll('li') : [block]))
    .map((block) => clean(textOf(block)))
    .filter(Boolean)
}

/**
 * An operation's records, at positions from `position` on: one for the operation, found by its summary (its
 * title), keywords, request fields and the first paragraph of its description, and one for each further
 * paragraph, as the crawler makes a record of a heading and one of each paragraph under it. The operation's
 * record does not carry the rest of its description, as a guide's heading carries its section: a description
 * runs to paragraphs on several subjects (idempotency, failed bookings, carrier errors), and a record with all
 * of them matched more of a task's words, scattered, than the guide's section that answers the task.
 */
export function operationRecords(pageUrl: string, operation: OperationInput, position: number): SearchRecord[] {
  const [lead = '', ...rest] = descriptionParagraphs(operation.descriptionHtml)
  const endpoint = operation.webhook ? `Webhook event ${operation.path}` : `${operation.method} ${operation.path}`
  const place = (offset: number): RecordPlace => ({ pageUrl, docusaurusTag: 'default', pageRank: PAGE_RANK.api, position: position + offset, anchor: operation.anchor })
  // The summary is a heading of the reference, ranked as a guide's headings are, so for words a guide has in
  // its title the guide comes first; the operation's keywords rank with page titles. No lvl1: the tag would
  // match as if it were the operation's title.
  const hierarchy: Hierarchy = { lvl0: 'API Reference', lvl1: null, lvl2: operation.summary, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
  const record: SearchRecord = {
    keywords: operationKeywords(operation),
    related: operationFields(operation),
    about: operationParts(operation),
    // The operationId before the endpoint: after it, the path's last word and the operationId's verb stood side by
    // side ("GET /printers (listPrinters)"), so "printer list" found the operation before the guide's "List printers".
    ...recordAt(place(0), 'lvl2', hierarchy, `${operation.operationId}: ${endpoint}. ${lead}`.trim()),
  }
  return [record, ...rest.map((text, index) => recordAt(place(index + 1), 'content', hierarchy, text))]
}
