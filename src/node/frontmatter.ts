/**
 * Frontmatter checks that Gatsby's schema cannot express with a clear message.
 * Returns problems as sentences; the caller prefixes the file and fails the build.
 */
export type ContentKind = 'docs' | 'changelog'

export function frontmatterProblems(kind: ContentKind, frontmatter: Record<string, unknown> | undefined): string[] {
  const problems: string[] = []
  const data = frontmatter ?? {}
  if (typeof data.title !== 'string' || data.title.trim() === '') problems.push('frontmatter has no "title"')
  if (data.description !== undefined && typeof data.description !== 'string') {
    problems.push('"description" must be a string')
  }
  if (kind === 'docs') {
    if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number') {
      problems.push('"sidebar_position" must be a number')
    }
    if (data.sidebar_label !== undefined && typeof data.sidebar_label !== 'string') {
      problems.push('"sidebar_label" must be a string')
    }
  }
  if (kind === 'changelog') {
    for (const list of ['tags', 'authors'] as const) {
      const value = data[list]
      if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        problems.push(`"${list}" must be a list of strings`)
      }
    }
  }
  return problems
}
