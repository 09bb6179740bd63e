/**
 * Frontmatter checks that Gatsby's schema cannot express with a clear message, and where in the file each
 * problem is. Pure; the caller names the file and reports.
 */
import yaml from 'js-yaml'

/** 'changelog', or the id of the content section a doc belongs to. */
export type ContentKind = string

export const CHANGELOG: ContentKind = 'changelog'

export interface FrontmatterProblem {
  /** The field the problem is about. */
  key: string
  message: string
}

export function frontmatterProblems(kind: ContentKind, frontmatter: Record<string, unknown> | undefined): FrontmatterProblem[] {
  const problems: FrontmatterProblem[] = []
  const data = frontmatter ?? {}
  const problem = (key: string, message: string) => problems.push({ key, message })
  if (typeof data.title !== 'string' || data.title.trim() === '') problem('title', 'frontmatter has no "title"')
  if (data.description !== undefined && typeof data.description !== 'string') problem('description', '"description" must be a string')
  if (data.draft !== undefined && typeof data.draft !== 'boolean') problem('draft', '"draft" must be true or false')
  if (kind !== CHANGELOG) {
    if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number') {
      problem('sidebar_position', '"sidebar_position" must be a number')
    }
    if (data.sidebar_label !== undefined && typeof data.sidebar_label !== 'string') {
      problem('sidebar_label', '"sidebar_label" must be a string')
    }
  }
  if (kind === CHANGELOG) {
    for (const list of ['tags', 'authors'] as const) {
      const value = data[list]
      if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        problem(list, `"${list}" must be a list of strings`)
      }
    }
  }
  return problems
}

const FRONTMATTER_BLOCK = /^---[^\S\n]*\r?\n([\s\S]*?)\r?\n---[^\S\n]*(?:\r?\n|$)/

/**
 * Line and column of a frontmatter field in the file (1-based): the line of `key:`, or the opening `---`
 * when the field is missing.
 */
export function frontmatterFieldLocation(fileSource: string, key: string): { line: number; column: number } {
  const block = FRONTMATTER_BLOCK.exec(fileSource)
  const lines = block ? block[1].split(/\r?\n/) : []
  const index = lines.findIndex((line) => new RegExp(`^${key}\\s*:`).test(line))
  return index === -1 ? { line: 1, column: 1 } : { line: index + 2, column: 1 }
}

/**
 * The YAML error of a file's frontmatter block, positioned in the file, or null when it parses. Writers see
 * this instead of gatsby-plugin-mdx's stack trace, which names neither the file nor the line.
 */
export function frontmatterSyntaxProblem(fileSource: string): { line: number; column: number; message: string } | null {
  const block = FRONTMATTER_BLOCK.exec(fileSource)
  if (!block) return null
  try {
    yaml.load(block[1])
    return null
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } }
    // js-yaml's mark is 0-based within the block, which starts on the file's second line.
    return { line: (mark?.line ?? 0) + 2, column: (mark?.column ?? 0) + 1, message: reason ?? (error as Error).message }
  }
}
