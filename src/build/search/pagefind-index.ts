/**
 * The embedded search index: one Pagefind document per page (and per API operation), built from that
 * page's DocSearch records. Pagefind ranks pages (the title is an h1, headings are h2–h4, paragraphs are
 * text, the section is low-weight context), loads only the index chunks a query needs, and hands back the
 * page's records (stored as metadata), from which the browser picks the hits DocSearch shows. A document
 * per page rather than per record keeps the index's page list, filters and postings small at 2,000 pages.
 */
import fs from 'fs'
import { escapeHtml, isStopWord } from '../../shared/search/text'
import type { SearchRecord } from '../../shared/search/record'
import { packRecords } from './pack-records'

/** Weight of the section name (lvl0): enough to match "webhook …" queries, less than any heading. */
const SECTION_WEIGHT = 0.5

/** Records of one page; each API operation is a document of its own (they share one page URL). */
export function groupRecords(records: SearchRecord[]): SearchRecord[][] {
  const groups = new Map<string, SearchRecord[]>()
  for (const record of records) {
    const key = record.anchor?.startsWith('operation/') ? record.url : record.url_without_anchor
    groups.set(key, [...(groups.get(key) ?? []), record])
  }
  return [...groups.values()]
}

/** How often a word counts per page: enough to rank by frequency, without indexing every repeat. */
export const MAX_OCCURRENCES_PER_PAGE = 3

/**
 * A section's words for the index, in order: without stop words, and no word more than
 * MAX_OCCURRENCES_PER_PAGE times in the page (`counts` carries the page's tally across sections). Pagefind stores every occurrence's position, and a word common to
 * most pages makes its index chunk (and any first query that needs that chunk) heavy. The records keep
 * the full text for snippets and highlighting.
 */
export function cappedWords(texts: string[], counts = new Map<string, number>(), max = MAX_OCCURRENCES_PER_PAGE): string {
  const words: string[] = []
  for (const word of texts.join(' ').split(/\s+/)) {
    const key = word.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '')
    const count = counts.get(key) ?? 0
    if (!key || count >= max || isStopWord(key)) continue
    counts.set(key, count + 1)
    words.push(word)
  }
  return words.join(' ')
}

/** Headings as headings, and each section's paragraphs as one paragraph, repeats capped per page. */
function sectionsHtml(records: SearchRecord[]): string {
  const html: string[] = []
  const counts = new Map<string, number>()
  let paragraphs: string[] = []
  const flush = () => {
    if (paragraphs.length > 0) html.push(`<p>${escapeHtml(cappedWords(paragraphs, counts))}</p>`)
    paragraphs = []
  }
  for (const record of records) {
    if (record.type === 'content') {
      if (record.content) paragraphs.push(record.content)
      continue
    }
    flush()
    html.push(headingHtml(record))
  }
  flush()
  return html.join('')
}

function headingHtml(record: SearchRecord): string {
  if (record.type === 'lvl0' || record.type === 'content') return ''
  const depth = Number(record.type.slice(3))
  const text = record.hierarchy[record.type] ?? ''
  const id = record.anchor ? ` id="${escapeHtml(record.anchor)}"` : ''
  const heading = `<h${depth}${id}>${escapeHtml(text)}</h${depth}>`
  // An operation's one record carries its endpoint and description as content.
  return record.content ? `${heading}<p>${escapeHtml(record.content)}</p>` : heading
}

export function pagefindDocument(records: SearchRecord[]): string {
  const [first] = records
  const headingLevels = first.type === 'lvl2' && !records.some((record) => record.type === 'lvl1')
  return [
    '<html lang="en">',
    `<body data-pagefind-meta="records[data-records]" data-records="${escapeHtml(JSON.stringify(packRecords(records)))}">`,
    // One filter per element: Pagefind reads a single key:value from each attribute.
    `<span data-pagefind-filter="docusaurus_tag:${escapeHtml(first.docusaurus_tag)}"></span>`,
    `<span data-pagefind-filter="language:${first.language}"></span>`,
    `<p data-pagefind-weight="${SECTION_WEIGHT}">${escapeHtml(first.hierarchy.lvl0 ?? '')}</p>`,
    // An operation has no page title of its own: its tag is the context, its summary the heading.
    headingLevels ? `<p data-pagefind-weight="${SECTION_WEIGHT}">${escapeHtml(first.hierarchy.lvl1 ?? '')}</p>` : '',
    sectionsHtml(records),
    '</body></html>',
  ].join('')
}

/**
 * Pagefind's Node API is an ES module with only an `import` export. gatsby-node is bundled to CommonJS,
 * which turns `import()` into `require()`; a function built at run time keeps the native `import()`.
 */
const importPagefind = new Function('return import("pagefind")') as () => Promise<typeof import('pagefind')>

/**
 * Writes the Pagefind index of the records into `outputPath` (e.g. public/pagefind). With `replace`, an
 * earlier index there is removed first; otherwise its fragments stay beside the new ones.
 */
export async function writePagefindIndex(records: SearchRecord[], outputPath: string, { replace = true } = {}): Promise<number> {
  const pagefind = await importPagefind()
  const documents = groupRecords(records)
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
    if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`)
    // In batches: one request per document to Pagefind's process, without flooding it.
    for (let start = 0; start < documents.length; start += 100) {
      const batch = documents.slice(start, start + 100)
      const added = await Promise.all(
        batch.map((group) => index.addHTMLFile({ url: `/d/${group[0].objectID}`, content: pagefindDocument(group) })),
      )
      const failed = added.flatMap((response) => response.errors)
      if (failed.length > 0) throw new Error(`Pagefind could not index records: ${failed.join('; ')}`)
    }
    // Pagefind adds to what is there; an earlier build's fragments would linger.
    if (replace) fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
    return documents.length
  } finally {
    await pagefind.close()
  }
}
