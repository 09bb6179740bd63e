/**
 * The last good version of each content file's derived data (rendered HTML, frontmatter, records), kept by
 * `gatsby develop` so that a page stays readable while its file is broken. Kept in Gatsby's cache too: after
 * a restart with a warm cache, Gatsby does not process unchanged files again, so memory alone would be empty.
 * Outside `gatsby develop` nothing is kept (the build stops at the first broken file).
 */
import type { GatsbyCache } from 'gatsby'
import { isDevelopServer } from './mode'

export class LastGood<T> {
  private values = new Map<string, T>()

  /** `name` keeps this store's entries apart from others in the same cache. */
  constructor(private name: string) {}

  async remember(cache: GatsbyCache, key: string, value: T): Promise<T> {
    if (!isDevelopServer()) return value
    this.values.set(key, value)
    await cache.set(`last-good:${this.name}:${key}`, value)
    return value
  }

  /** What this server remembers already, without asking the cache (undefined after a restart). */
  known(key: string): T | undefined {
    return this.values.get(key)
  }

  async recall(cache: GatsbyCache, key: string): Promise<T | undefined> {
    return this.values.get(key) ?? ((await cache.get(`last-good:${this.name}:${key}`)) as T | undefined)
  }
}
