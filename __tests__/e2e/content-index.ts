/** Reads the content tree the way an editor sees it, so route tests follow the content, not a copy of it. */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'

const root = path.join(__dirname, '..', '..', 'content')

interface Frontmatter {
  title: string
  tags?: string[]
  draft?: boolean
}

function frontmatter(file: string): Frontmatter {
  const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))
  return yaml.load(match![1]) as Frontmatter
}

const frontmatterTitle = (file: string): string => frontmatter(file).title

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

export function docPages(): { route: string; title: string }[] {
  const docsDir = path.join(root, 'docs')
  return walk(docsDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({
      route: `/docs/${path.relative(docsDir, file).replace(/\.mdx$/, '')}`,
      title: frontmatterTitle(file),
    }))
}

/** The posts that have a page (drafts have none in the build), with the date of their file name and their tags. */
export function postPages(): { route: string; title: string; date: string; tags: string[] }[] {
  const dir = path.join(root, 'changelog')
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({ name, matter: frontmatter(path.join(dir, name)) }))
    .filter(({ matter }) => matter.draft !== true)
    .map(({ name, matter }) => ({
      route: `/changelog/${name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx$/, '')}`,
      title: matter.title,
      date: name.slice(0, 10),
      tags: matter.tags ?? [],
    }))
}

export function tagLabels(): Record<string, string> {
  const tags = yaml.load(fs.readFileSync(path.join(root, 'changelog', 'tags.yml'), 'utf8')) as Record<string, { label: string }>
  return Object.fromEntries(Object.entries(tags).map(([key, value]) => [key, value.label]))
}

export interface ContentEntry {
  label: string
  /** sidebar_position of a doc, position of a category (_category_.yml); null when not set. */
  position: number | null
  children: ContentEntry[] | null
}

/** The docs tree as an editor arranges it: each folder's docs and categories with their labels and positions. */
export function docsTree(dir = path.join(root, 'docs')): ContentEntry[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): ContentEntry[] => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const configFile = path.join(full, '_category_.yml')
      const config = (fs.existsSync(configFile) ? yaml.load(fs.readFileSync(configFile, 'utf8')) : {}) as { label?: string; position?: number }
      return [{ label: config.label ?? entry.name, position: config.position ?? null, children: docsTree(full) }]
    }
    if (!entry.name.endsWith('.mdx')) return []
    const data = frontmatter(full) as Frontmatter & Record<string, unknown>
    if (data.draft === true) return []
    const label = (data.sidebar_label ?? data.title) as string
    return [{ label, position: typeof data.sidebar_position === 'number' ? data.sidebar_position : null, children: null }]
  })
}
