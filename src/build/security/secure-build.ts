/**
 * After the build (gatsby-node's onPostBuild, last): reads public/ once, one file at a time, so the site's
 * text is never all in memory. Fails the build if a secret is in it (secrets.ts), then writes
 * `public/_headers` (headers.ts) from each page's inline scripts and styles.
 */
import fs from 'fs'
import path from 'path'
import type { Reporter } from 'gatsby'
import { searchConnectOrigins, type SearchConfig } from '../../config/search'
import { DOCSEARCH_INLINE_STYLES } from '../../shared/files'
import { headerRules, headersFile, inlineSources, type BuiltFile } from './headers'
import { findLeaks, leakReport, secretsFromEnv, type Leak } from './secrets'

export const HEADERS_FILE = '_headers'
const TEXT_FILE = /\.(html|js|mjs|map|json|css|xml|txt|ya?ml|svg)$|^_/

function listFiles(root: string, folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(root, relative) : [relative]
  })
}

export function secureBuild(publicDir: string, env: Record<string, string | undefined>, config: SearchConfig, reporter: Reporter): void {
  const leakOptions = { secrets: secretsFromEnv(env), searchKey: config.engine === 'algolia' ? config.apiKey : null }
  const leaks: Leak[] = []
  const files: BuiltFile[] = listFiles(publicDir).map((file) => {
    if (!TEXT_FILE.test(path.basename(file))) return { file }
    const text = fs.readFileSync(path.join(publicDir, file), 'utf8')
    leaks.push(...findLeaks([{ file, text }], leakOptions))
    return file.endsWith('.html') ? { file, sources: inlineSources(text) } : { file }
  })
  if (leaks.length > 0) {
    reporter.panicOnBuild(leakReport(leaks))
    return
  }
  const rules = headerRules(files, { connectOrigins: searchConnectOrigins(config), runtimeStyles: DOCSEARCH_INLINE_STYLES })
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), headersFile(rules))
}
