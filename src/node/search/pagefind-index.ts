/**
 * The embedded search index: each DocSearch record becomes one small Pagefind document, so a hit is a
 * record (page title, heading or paragraph) as DocSearch expects, not a whole page. The record's own text
 * is a heading of its level (Pagefind weighs h1 7, h2 6, h3 5…), its ancestors are low-weight text (so
 * "webhook signature" finds the "Signature" heading of a Webhooks page), and the record itself rides along
 * as Pagefind metadata.
 */
import { escapeHtml } from '../../search/text'
import { LEVELS, type SearchRecord } from '../../search/record'

/** Weight of the hierarchy above a record: enough to match, less than a heading's own words. */
const ANCESTOR_WEIGHT = 0.5

export function pagefindDocument(record: SearchRecord): string {
  const ownLevel = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type)
  const ancestors = LEVELS.slice(0, ownLevel)
    .map((level) => record.hierarchy[level])
    .filter((text): text is string => !!text)
  const heading = record.type === 'content' || ownLevel === 0 ? null : record.hierarchy[record.type]
  const tag = `h${Math.min(ownLevel, 6)}`
  return [
    '<html lang="en">',
    `<body data-pagefind-meta="record[data-record]" data-record="${escapeHtml(JSON.stringify(record))}">`,
    // One filter per element: Pagefind reads a single key:value from each attribute.
    `<span data-pagefind-filter="docusaurus_tag:${escapeHtml(record.docusaurus_tag)}"></span>`,
    `<span data-pagefind-filter="language:${record.language}"></span>`,
    `<p data-pagefind-weight="${ANCESTOR_WEIGHT}">${ancestors.map(escapeHtml).join(' / ')}</p>`,
    heading ? `<${tag}>${escapeHtml(heading)}</${tag}>` : '',
    record.content ? `<p>${escapeHtml(record.content)}</p>` : '',
    '</body></html>',
  ].join('')
}

/**
 * Pagefind's Node API is an ES module with only an `import` export. gatsby-node is bundled to CommonJS,
 * which turns `import()` into `require()`; a function built at run time keeps the native `import()`.
 */
const importPagefind = new Function('return import("pagefind")') as () => Promise<typeof import('pagefind')>

/** Writes the Pagefind index of the records into `outputPath` (e.g. public/pagefind). */
export async function writePagefindIndex(records: SearchRecord[], outputPath: string): Promise<void> {
  const pagefind = await importPagefind()
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
    if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`)
    // In batches: one request per record to Pagefind's process, without flooding it.
    for (let start = 0; start < records.length; start += 200) {
      const batch = records.slice(start, start + 200)
      const added = await Promise.all(
        batch.map((record) => index.addHTMLFile({ url: `/r/${record.objectID}`, content: pagefindDocument(record) })),
      )
      const failed = added.flatMap((response) => response.errors)
      if (failed.length > 0) throw new Error(`Pagefind could not index records: ${failed.join('; ')}`)
    }
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
  } finally {
    await pagefind.close()
  }
}
