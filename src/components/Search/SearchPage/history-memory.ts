/**
 * What the /search page must find again when the reader comes Back to it: the query, how many pages of
 * results were loaded and where the window was scrolled. Kept in the history entry's own state, so each
 * entry remembers its own results (and a reload keeps them too); other keys of the state are kept as they are.
 */
export interface SearchMemory {
  query: string
  pages: number
  scrollY: number
}

const STATE_KEY = 'kolliSearch'

type HistoryState = Record<string, unknown> | null

/** The memory an entry's state holds, if it is well-formed. */
export function searchMemoryOf(state: unknown): SearchMemory | null {
  const memory = (state as HistoryState)?.[STATE_KEY] as Partial<SearchMemory> | undefined
  if (!memory || typeof memory.query !== 'string' || !Number.isInteger(memory.pages) || typeof memory.scrollY !== 'number') return null
  if ((memory.pages as number) < 1) return null
  return { query: memory.query, pages: memory.pages as number, scrollY: memory.scrollY }
}

/** The entry's state with `memory` added. */
export const withSearchMemory = (state: unknown, memory: SearchMemory): Record<string, unknown> => ({
  ...((state as HistoryState) ?? {}),
  [STATE_KEY]: memory,
})

/** How many pages to load for `query` on arrival: what the entry had loaded, if it was for this query. */
export const pagesToRestore = (memory: SearchMemory | null, query: string): number => (memory && memory.query === query ? memory.pages : 1)

export function rememberSearch(memory: SearchMemory): void {
  try {
    window.history.replaceState(withSearchMemory(window.history.state, memory), '')
  } catch {
    // A browser that refuses (too many calls, for instance) only loses the restoration.
  }
}
