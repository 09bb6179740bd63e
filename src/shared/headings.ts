/**
 * Table of contents from rendered HTML: the same `html` field every consumer reads, so the TOC can
 * never disagree with the page. Headings are ours (autolink-headers output), so a tag scan suffices.
 */
export interface Heading {
  id: string
  depth: number
  text: string
}

const HEADING = /<h([1-6])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name])
}

export function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()
}

export function extractHeadings(html: string, minDepth = 2, maxDepth = 3): Heading[] {
  const headings: Heading[] = []
  for (const match of html.matchAll(HEADING)) {
    const depth = Number(match[1])
    if (depth < minDepth || depth > maxDepth) continue
    // The permalink anchor inside the heading ("#") is not part of the heading's text.
    const withoutPermalink = match[3].replace(/<a\b[^>]*\bclass="anchor[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    headings.push({ id: match[2], depth, text: stripTags(withoutPermalink) })
  }
  return headings
}

export interface TocEntry extends Heading {
  children: TocEntry[]
}

/** Nests h3s under the h2 before them; an h3 before any h2 stays at the top level. */
export function nestHeadings(headings: Heading[]): TocEntry[] {
  const root: TocEntry[] = []
  let parent: TocEntry | null = null
  for (const heading of headings) {
    const entry = { ...heading, children: [] }
    if (parent && heading.depth > parent.depth) parent.children.push(entry)
    else {
      root.push(entry)
      parent = entry
    }
  }
  return root
}
