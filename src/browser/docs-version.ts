/**
 * The docs version the visitor chose, kept in localStorage under the key Docusaurus uses with the storage
 * namespace disabled: `docs-preferred-version-` + the docs plugin id (`default`).
 */
import type { DocsVersion } from '../config/site'
import { safeGetItem, safeSetItem } from './storage'

export const DOCS_PREFERRED_VERSION_KEY = 'docs-preferred-version-default'

export function saveDocsPreferredVersion(name: string): void {
  safeSetItem(DOCS_PREFERRED_VERSION_KEY, name)
}

/** The stored choice when it names a version that exists, else null. */
export function docsPreferredVersion(versions: DocsVersion[]): DocsVersion | null {
  const name = safeGetItem(DOCS_PREFERRED_VERSION_KEY)
  return versions.find((version) => version.name === name) ?? null
}

/** Where a version's docs start: its main doc. */
export const versionHome = (version: DocsVersion) => `${version.path}/${version.mainDoc}`
