import { useRef } from 'react'

/**
 * The value, or the last one that was present. Under `gatsby develop` a page's data can be missing for a
 * while: its file's frontmatter no longer parses, or the file was just removed and the tab has not moved on
 * yet. The page keeps showing its last good version (the overlay says what is wrong). Production data is
 * never missing.
 */
export function useLastPresent<T>(value: T | null | undefined): T | null {
  const last = useRef<T | null>(null)
  if (value !== null && value !== undefined) last.current = value
  return last.current
}
