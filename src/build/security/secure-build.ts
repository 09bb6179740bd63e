/**
 * After the build (gatsby-node's onPostBuild, last): reads public/ once, one file at a time, so the site's
 * text is never all in memory. Fails the build if a secret is in it (secrets.ts) or an HTML, XML or JSON file
 * is not clean UTF-8 (bytes.ts); gives each page its Content-Security-Policy <meta> and writes the site-wide
 * `public/_headers` (headers.ts); last, writes compressed copies of the text files (compress.ts).
 */
import fs from 'fs'
import path from 'path'
import type { Reporter } from 'gatsby'
import { searchConnectOrigins, type SearchConfig } from '../../config/search'
import { DOCSEARCH_INLINE_STYLES } from '../../shared/files'
import { CHECKED_TEXT, firstByteProblem } from './bytes'
import { nginxServerBlock } from '../deploy/nginx'
import { compressPublicFiles } from './compress'
import { contentSecurityPolicy, headerRules, headersFile, inlineSources, withPolicyMeta } from './headers'
import { findLeaks, leakReport, secretsFromEnv, type Leak } from './secrets'

export const HEADERS_FILE = '_headers'
/** Beside public/, never deployed with it: the nginx server block for operators (README, "Deploy"). */
export const NGINX_FILE = 'deploy/nginx.conf'
const TEXT_FILE = /\.(html|js|mjs|map|json|css|xml|txt|ya?ml|svg)$|^_/

export function listFiles(root: string, folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(root, relative) : [relative]
  })
}

export function secureBuild(publicDir: string, env: Record<string, string | undefined>, config: SearchConfig, reporter: Reporter): void {
  const leakOptions = { secrets: secretsFromEnv(env), searchKey: config.engine === 'algolia' ? config.apiKey : null }
  const policyOptions = { connectOrigins: searchConnectOrigins(config), runtimeStyles: DOCSEARCH_INLINE_STYLES }
  const leaks: Leak[] = []
  const badBytes: string[] = []
  const files = listFiles(publicDir).filter((file) => !/\.(br|gz)$/.test(file))
  for (const file of files) {
    if (!TEXT_FILE.test(path.basename(file))) continue
    const full = path.join(publicDir, file)
    const bytes = fs.readFileSync(full)
    if (CHECKED_TEXT.test(file)) {
      const problem = firstByteProblem(bytes)
      if (problem) badBytes.push(`public/${file}: ${problem.description} at byte ${problem.offset}`)
    }
    const text = bytes.toString('utf8')
    leaks.push(...findLeaks([{ file, text }], leakOptions))
    // Pages, not the fragments Gatsby stitches into them (its slices have no <head>). Every build: a page kept
    // from an earlier one may have new inline scripts (withPolicyMeta).
    if (file.endsWith('.html') && /<head[\s>]/i.test(text)) {
      const page = withPolicyMeta(text, contentSecurityPolicy(inlineSources(text), policyOptions))
      if (page !== text) fs.writeFileSync(full, page)
    }
  }
  if (badBytes.length > 0) {
    reporter.panicOnBuild(`Files that are not clean UTF-8 text (fix what writes them):\n${badBytes.join('\n')}`)
    return
  }
  if (leaks.length > 0) {
    reporter.panicOnBuild(leakReport(leaks))
    return
  }
  const rules = headerRules(files)
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), headersFile(rules))
  const nginx = path.join(publicDir, '..', NGINX_FILE)
  fs.mkdirSync(path.dirname(nginx), { recursive: true })
  fs.writeFileSync(nginx, nginxServerBlock({ root: path.resolve(publicDir), listen: '8080', rules, brotli: true }))
  compressPublicFiles(publicDir, files)
}
