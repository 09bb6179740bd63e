/**
 * Under `gatsby develop` the index changes while a tab is open: a writer saves a page or the synonyms and
 * searches again in the same tab. An engine keeps the manifest it loaded first, so here every query asks for
 * the manifest again (the development server rebuilds the index first when the content changed) and a new
 * version gets a new engine. The production build's index never changes under an open tab: it keeps one engine.
 */
import type { IndexManifest } from '../../shared/search/index-format'
import type { createEngine, EngineQuery, IndexSource } from './engine'

type Engine = ReturnType<typeof createEngine>

export function freshEngine(create: (source: IndexSource) => Engine, source: IndexSource) {
  let current: { version: string; engine: Engine } | undefined
  return {
    search: async (query: string, options: EngineQuery) => {
      const manifest: IndexManifest = await source.manifest()
      if (current?.version !== manifest.version) {
        current = { version: manifest.version, engine: create({ ...source, manifest: async () => manifest }) }
      }
      return current.engine.search(query, options)
    },
  }
}
