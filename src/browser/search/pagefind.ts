/**
 * Loads Pagefind's browser API from the build output (public/pagefind/pagefind.js). It is imported at
 * run time, outside webpack, on the first query only; Pagefind then fetches just the index chunks the
 * query needs.
 */
import { withPrefix } from 'gatsby'
import { PAGEFIND_FOLDER } from '../../shared/files'
import type { Engine } from './embedded-client'

interface PagefindApi extends Engine {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
}

export async function loadPagefind(): Promise<Engine> {
  const url = withPrefix(`${PAGEFIND_FOLDER}pagefind.js`)
  const pagefind = (await import(/* webpackIgnore: true */ url)) as PagefindApi
  await pagefind.options({ basePath: withPrefix(PAGEFIND_FOLDER) })
  await pagefind.init()
  return pagefind
}
