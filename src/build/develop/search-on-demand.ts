/**
 * Under `gatsby develop` the embedded search index is built when a reader searches, not after every edit:
 * at 2,000 pages a build of it takes seconds of CPU, which would slow every save. createPages marks it
 * stale; the development server's middleware (gatsby-config's developMiddleware) makes it fresh before it
 * serves the search index's manifest or files. Tabs that loaded an earlier index keep working: its version stays.
 * gatsby-config and gatsby-node are compiled separately, so the two halves meet on globalThis.
 */
const REGISTRY = Symbol.for('kolli.develop-search-index')

type Rebuild = () => Promise<void>

interface SearchIndexState {
  rebuild: Rebuild | null
  stale: boolean
  building: Promise<void> | null
}

function state(): SearchIndexState {
  const registry = globalThis as unknown as Record<symbol, SearchIndexState | undefined>
  return (registry[REGISTRY] ??= { rebuild: null, stale: true, building: null })
}

/** createPages: the content changed; `rebuild` writes the index from the current content. */
export function markSearchIndexStale(rebuild: Rebuild): void {
  const current = state()
  current.rebuild = rebuild
  current.stale = true
}

/** Resolves once the index reflects the content (building it if it does not); concurrent callers share a build. */
export async function freshSearchIndex(): Promise<void> {
  const current = state()
  while (current.stale && current.rebuild) {
    if (!current.building) {
      current.stale = false
      current.building = current
        .rebuild()
        .catch((error: unknown) => {
          // The next request tries again.
          current.stale = true
          throw error
        })
        .finally(() => (current.building = null))
    }
    await current.building
  }
  if (current.building) await current.building
}

/** Express middleware for the development server's search index files. */
export function searchIndexMiddleware(_request: unknown, _response: unknown, next: (error?: unknown) => void): void {
  freshSearchIndex().then(() => next(), next)
}
