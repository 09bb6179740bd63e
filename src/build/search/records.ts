/**
 * Build-time extraction of DocSearch records from rendered HTML, the way the DocSearch crawler reads a
 * Docusaurus page: one record for the page title (lvl1), one per h2–h4 heading (lvl2–lvl4), and one per
 * paragraph, list item or table cell (content) under the heading it follows. Code blocks, buttons and
 * heading anchor icons are left out.
 */
import { createHash } from 'crypto'
import { parse, type HTMLElement, type Node } from 'node-html-parser'
import { levelWeight, type Hierarchy, type RecordType, type SearchRecord } from '../../shared/search/record'

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
  /** Higher for pages that should win ties (e.g. the landing page). */
  pageRank?: number
}

const HEADING_LEVEL: Record<string, 2 | 3 | 4> = { h2: 2, h3: 3, h4: 4 }
const SKIPPED_TAGS = new Set(['pre', 'button', 'script', 'style', 'nav', 'svg'])
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'div', 'table', 'pre', 'blockquote', 'details'])

const ELEMENT_NODE = 1
const TEXT_NODE = 3

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

const isSkipped = (element: HTMLElement) =>
  SKIPPED_TAGS.has(element.rawTagName?.toLowerCase() ?? '') || element.classList?.contains('code-block') || element.classList?.contains('anchor')

/** Text of an element, without skipped parts (anchor icons, buttons, code blocks). */
function textOf(node: Node): string {
  if (node.nodeType === TEXT_NODE) return node.text
  if (node.nodeType !== ELEMENT_NODE || isSkipped(node as HTMLElement)) return ''
  return node.childNodes.map(textOf).join('')
}

/** `<page id>-<position>`: unique, stable while the page keeps its URL, and cheap to store (see packed-records). */
export const recordId = (url: string, position: number) => `${createHash('sha1').update(url).digest('hex').slice(0, 12)}-${position}`

/** The page's records in document order. */
export function pageRecords(page: PageInput): SearchRecord[] {
  const records: SearchRecord[] = []
  const hierarchy: Hierarchy = { lvl0: page.section, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
  let anchor: string | null = null

  const add = (type: RecordType, content: string | null) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url
    const position = records.length
    records.push({
      objectID: recordId(page.url, position),
      url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: 'en',
      docusaurus_tag: page.docusaurusTag,
      weight: { level: levelWeight(type), position, pageRank: page.pageRank ?? 0 },
    })
  }

  const visit = (element: HTMLElement) => {
    for (const child of element.childNodes) {
      if (child.nodeType !== ELEMENT_NODE) continue
      const node = child as HTMLElement
      const tag = node.rawTagName?.toLowerCase() ?? ''
      if (isSkipped(node)) continue
      const depth = HEADING_LEVEL[tag]
      if (depth) {
        const text = clean(textOf(node))
        if (!text) continue
        hierarchy[`lvl${depth}`] = text
        for (let deeper = depth + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null
        anchor = node.id || anchor
        add(`lvl${depth}`, null)
      } else if (tag === 'p' || tag === 'td' || tag === 'th') {
        const text = clean(textOf(node))
        if (text) add('content', text)
      } else if (tag === 'li') {
        // A list item's own words; nested lists and paragraphs become records of their own.
        const own = clean(
          node.childNodes
            .filter((inner) => inner.nodeType === TEXT_NODE || !BLOCK_TAGS.has((inner as HTMLElement).rawTagName?.toLowerCase() ?? ''))
            .map(textOf)
            .join(''),
        )
        if (own) add('content', own)
        visit(node)
      } else {
        visit(node)
      }
    }
  }

  add('lvl1', null)
  if (page.description) add('content', clean(page.description))
  visit(parse(page.html))
  return records
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
}

/** One record per operation of the API reference: found by summary, path, operationId and description. */
export function operationRecord(pageUrl: string, operation: OperationInput, position: number): SearchRecord {
  const description = clean(textOf(parse(operation.descriptionHtml)))
  const endpoint = operation.webhook ? `Webhook event ${operation.path}` : `${operation.method} ${operation.path}`
  return {
    objectID: recordId(pageUrl, position),
    url: `${pageUrl}#${operation.anchor}`,
    url_without_anchor: pageUrl,
    anchor: operation.anchor,
    type: 'lvl2',
    hierarchy: { lvl0: 'API Reference', lvl1: operation.tag, lvl2: operation.summary, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: `${endpoint} (${operation.operationId}). ${description}`,
    language: 'en',
    docusaurus_tag: 'default',
    weight: { level: levelWeight('lvl2'), position, pageRank: 0 },
  }
}
