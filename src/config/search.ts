/**
 * Which search engine the site uses, decided at build time from the environment:
 * - embedded (default): an index built into public/search-index, searched in the browser (src/browser/search/engine.ts);
 * - algolia: when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are all set.
 * Only public values live here: the search-only key is meant for browsers; the admin key is read by
 * `npm run search:upload` alone and never reaches a bundle. ALGOLIA_HOST points the client at another
 * Algolia-compatible host (the tests' local server).
 */
export type SearchConfig =
  | { engine: 'embedded' }
  | { engine: 'algolia'; appId: string; apiKey: string; indexName: string; host: string | null }

const HOSTED_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const

export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const present = HOSTED_VARIABLES.filter((name) => env[name]?.trim())
  if (present.length === 0) return { engine: 'embedded' }
  if (present.length < HOSTED_VARIABLES.length) {
    const missing = HOSTED_VARIABLES.filter((name) => !present.includes(name))
    throw new Error(`Hosted search needs ${HOSTED_VARIABLES.join(', ')}; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`)
  }
  return {
    engine: 'algolia',
    appId: env.ALGOLIA_APP_ID!.trim(),
    apiKey: env.ALGOLIA_SEARCH_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
    host: env.ALGOLIA_HOST?.trim() || null,
  }
}

/** Where the browser sends queries in hosted mode; preconnected from every page. */
export const algoliaOrigin = (config: Extract<SearchConfig, { engine: 'algolia' }>) =>
  config.host ?? `https://${config.appId}-dsn.algolia.net`

/**
 * Every origin the browser may query in hosted mode, for the Content-Security-Policy: the host override, or
 * Algolia's DSN host and the three fallback hosts its client retries.
 */
export function searchConnectOrigins(config: SearchConfig): string[] {
  if (config.engine !== 'algolia') return []
  if (config.host) return [new URL(config.host).origin]
  return [algoliaOrigin(config), ...[1, 2, 3].map((n) => `https://${config.appId}-${n}.algolianet.com`)]
}

/** Contextual search, as Docusaurus does it: English records of the docs and of everything else. */
export const CONTEXTUAL_FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]

declare const __KOLLI_SEARCH_CONFIG__: SearchConfig | undefined

/** In bundles, the value gatsby-node defined at build time; elsewhere (tests, scripts), from the environment. */
export const searchConfig: SearchConfig =
  typeof __KOLLI_SEARCH_CONFIG__ !== 'undefined' ? __KOLLI_SEARCH_CONFIG__ : searchConfigFromEnv(process.env)
