/**
 * The security of the built site, computed after the build, in two parts that travel with it:
 * - in each page, a Content-Security-Policy <meta> that allows only the site's own scripts and styles, each
 *   inline <script>, <style> and style attribute by its sha256 hash (no 'unsafe-inline'). It holds on any
 *   host, GitHub Pages (which sets no headers) included;
 * - in `public/_headers` (the format Netlify and Cloudflare Pages read; `scripts/serve.mjs` and the nginx
 *   configuration apply the same rules), a handful of site-wide rules, whatever the number of pages: what
 *   a meta policy cannot carry (frame-ancestors), the other security headers, and caching by folder.
 */
import { createHash } from 'crypto'
import { SEARCH_INDEX_MANIFEST } from '../../shared/files'
import { decodeEntities } from '../../shared/headings'

export interface InlineSources {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi
/** Data blocks (JSON, JSON-LD) are never executed, so the policy does not cover them. */
const DATA_BLOCK = /\btype=["']?application\/(?:ld\+)?json/i

/** The exact text of each inline script, style element and style attribute of a page, as the browser hashes it. */
export function inlineSources(html: string): InlineSources {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes]) => !DATA_BLOCK.test(attributes)).map((match) => match[2])
  const styles = [...html.matchAll(INLINE_STYLE)].map((match) => match[1])
  const styleAttributes = [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => decodeEntities(match[1]))
  return { scripts, styles, styleAttributes }
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const hashes = (texts: string[]) => [...new Set(texts.map(sha256Source))]

export interface PolicyOptions {
  /** Origins the browser may query besides the site itself: the Algolia hosts in hosted search mode. */
  connectOrigins: string[]
  /** Text of <style> elements that scripts add later (the search modal's), allowed on every page. */
  runtimeStyles: string[]
}

/**
 * The page's policy, for its <meta>: the site's own scripts and each inline script by its hash, no eval of
 * any kind. Style attributes that Gatsby itself renders (the focus wrapper, the route announcer) are allowed
 * by hash, which CSP only permits with 'unsafe-hashes'. frame-ancestors is the site-wide header's: browsers
 * ignore it in a <meta>.
 */
export function contentSecurityPolicy(sources: InlineSources, { connectOrigins, runtimeStyles }: PolicyOptions): string {
  const styleHashes = hashes([...sources.styles, ...runtimeStyles, ...sources.styleAttributes])
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes(sources.scripts)],
    ['style-src', "'self'", ...(sources.styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []), ...styleHashes],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Features a documentation site never uses; Chromium knows every name here (unknown names log warnings). */
const DENIED_FEATURES = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation',
  'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture',
  'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
]

/** What the site-wide header policy adds to each page's own: no framing (a <meta> policy cannot say it). */
export const FRAME_POLICY = "frame-ancestors 'none'"

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': FRAME_POLICY,
  // Browsers honour it over HTTPS only; a year, as the HSTS preload list asks.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'

/** A content-hashed file name: webpack's chunks and CSS (`app-0922bf5439a859bdb373.js`), with their source maps and licence notes. */
const HASHED_NAME = /^(.+?)[-.]([0-9a-f]{20})\.(js|css)(\.map|\.LICENSE\.txt)?$/

/** Files whose names change with their content: webpack's chunks and CSS, Gatsby's static folder, the search index's versions. */
export function isHashedAsset(file: string): boolean {
  return HASHED_NAME.test(file) || /^static\//.test(file) || /^search-index\//.test(file) || /^search\/docsearch-\d+\.\d+\.\d+\.css$/.test(file)
}

/** `docs/sandbox/index.html` → `/docs/sandbox`; `index.html` → `/`; `404.html` → `/404.html`. */
export function pageRoute(file: string): string {
  if (file === 'index.html') return '/'
  return `/${file.replace(/\/index\.html$/, '')}`
}

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

export function headersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `# Response headers, generated at build time. Paths are URL paths; * matches the rest of a path.\n${blocks.join('\n')}\n`
}

/**
 * The URL prefixes that cover the site's content-hashed files at its root, one per family of webpack chunks
 * (`/app-*`, `/component---*`, `/styles.*`), so their number does not grow with the site. A prefix that would
 * also cover a file whose name is not hashed is left out (that file would be cached for a year).
 */
export function hashedFamilies(rootFiles: string[]): string[] {
  const families = new Set<string>()
  for (const file of rootFiles) {
    const match = HASHED_NAME.exec(file)
    if (!match) continue
    const name = match[1].startsWith('component---') ? 'component---' : `${match[1]}${file[match[1].length]}`
    families.add(name)
  }
  return [...families].filter((prefix) => rootFiles.every((file) => !file.startsWith(prefix) || HASHED_NAME.test(file))).sort()
}

/**
 * The site's header rules, a fixed handful: security everywhere; no-cache for page data and the search
 * index's manifest; a year's immutable caching for the content-hashed folders and chunk families. Each header
 * name appears in one matching rule only, because hosts join the values of a header that several rules set.
 * HTML gets no Cache-Control here (a `/*` rule would collide with the assets'): hosts revalidate it by default.
 */
export function headerRules(rootFiles: string[], hashedFolders = ['static', 'search-index']): HeaderRule[] {
  return [
    { path: '/*', headers: SECURITY_HEADERS },
    { path: '/page-data/*', headers: { 'Cache-Control': NO_CACHE } },
    // The search index's manifest names its current version folder, so it is revalidated like the pages.
    { path: SEARCH_INDEX_MANIFEST, headers: { 'Cache-Control': NO_CACHE } },
    ...hashedFolders.map((folder) => ({ path: `/${folder}/*`, headers: { 'Cache-Control': IMMUTABLE } })),
    ...rootFiles.filter((file) => /^search\/docsearch-[\d.]+\.css$/.test(file)).map((file) => ({ path: `/${file}`, headers: { 'Cache-Control': IMMUTABLE } })),
    ...hashedFamilies(rootFiles).map((prefix) => ({ path: `/${prefix}*`, headers: { 'Cache-Control': IMMUTABLE } })),
  ]
}

/** The <meta> withPolicyMeta writes, as it writes it. */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/**
 * The page with its policy as the first thing in <head> after the character set (which must stay within
 * the first 1,024 bytes), before any script, style or link it governs. A page that has one from an earlier
 * build gets it anew: on a build with the cache, Gatsby leaves a page's HTML that did not change, but rewrites
 * its inline `___webpackCompilationHash` script when the bundles changed, which the old policy's hash then blocks.
 */
export function withPolicyMeta(html: string, policy: string): string {
  html = html.replace(POLICY_META, '')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error('The page has no <head> for its Content-Security-Policy')
  let at = head.index + head[0].length
  const charset = /^\s*<meta charSet="utf-8"\/>/i.exec(html.slice(at))
  if (charset) at += charset[0].length
  const governed = /<(script|style|link)\b/i.exec(html.slice(0, at))
  if (governed) throw new Error(`A <${governed[1]}> comes before the page's Content-Security-Policy`)
  return `${html.slice(0, at)}${meta}${html.slice(at)}`
}
