/**
 * Changelog posts are dated by their file name: `YYYY-MM-DD-slug.mdx`.
 * The date must be a real calendar day; anything else is an authoring error that names the file.
 */
export interface PostFileName {
  /** ISO date, `YYYY-MM-DD`. */
  date: string
  slug: string
}

const FILE_NAME = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx?$/

export function parsePostFileName(fileName: string): PostFileName {
  const match = FILE_NAME.exec(fileName)
  if (!match) {
    throw new Error(
      `"${fileName}" is not a valid changelog file name: expected YYYY-MM-DD-slug.mdx (lower-case slug, hyphens only)`,
    )
  }
  const [, year, month, day, slug] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const isRealDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  if (!isRealDay) {
    throw new Error(`"${fileName}" has an unparseable date ${year}-${month}-${day}: no such calendar day`)
  }
  return { date: `${year}-${month}-${day}`, slug }
}
