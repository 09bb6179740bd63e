/**
 * After the build (gatsby-node's onPostBuild, last): reads public/ once, fails the build if a secret is in it
 * (secrets.ts), then writes `public/_headers` (headers.ts).
 */
import fs from 'fs'
import path from 'path'
import type { Reporter } from 'gatsby'
import { searchConnectOrigins, type SearchConfig } from '../../search/config'
import { DOCSEARCH_INLINE_STYLES } from '../../search/load-modal'
import { headerRules, headersFile, type BuiltFile } from './headers'
import { findLeaks, leakReport, secretsFromEnv, type TextFile } from './secrets'

export const HEADERS_FILE = '_headers'
const TEXT_FILE = /\.(html|js|mjs|map|json|css|xml|txt|ya?ml|svg)$|^_/

function listFiles(root: string, folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(root, relative) : [relative]
  })
}

/** Every file of the build, relative to it, with the text of the text files. */
export function readBuild(publicDir: string): (BuiltFile & { text?: string })[] {
  return listFiles(publicDir).map((file) => {
    if (!TEXT_FILE.test(path.basename(file))) return { file }
    const text = fs.readFileSync(path.join(publicDir, file), 'utf8')
    return file.endsWith('.html') ? { file, text, html: text } : { file, text }
  })
}

export function secureBuild(publicDir: string, env: Record<string, string | undefined>, config: SearchConfig, reporter: Reporter): void {
  const files = readBuild(publicDir)
  const textFiles = files.filter((entry): entry is TextFile => entry.text !== undefined)
  const leaks = findLeaks(textFiles, { secrets: secretsFromEnv(env), searchKey: config.engine === 'algolia' ? config.apiKey : null })
  if (leaks.length > 0) {
    reporter.panicOnBuild(leakReport(leaks))
    return
  }
  const rules = headerRules(files, { connectOrigins: searchConnectOrigins(config), runtimeStyles: DOCSEARCH_INLINE_STYLES })
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), headersFile(rules))
}
