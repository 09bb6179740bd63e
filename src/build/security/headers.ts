/**
 * The response headers of the built site, computed after the build and written to `public/_headers` (the
 * format several static hosts read; `scripts/serve.mjs` applies the same file):
 * - per page, a Content-Security-Policy allowing only the site's own scripts and styles, each inline
 *   <script>, <style> and style attribute by its sha256 hash (no 'unsafe-inline'), and no-cache;
 * - everywhere, nosniff, a strict referrer policy, a Permissions-Policy denying what the site never uses and
 *   a frame ban for browsers without frame-ancestors;
 * - long immutable caching for content-hashed assets, no-cache for page data.
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
 * The page's policy: the site's own scripts and each inline script by its hash, no eval of any kind. Style attributes that Gatsby itself renders (the focus wrapper, the route
 * announcer) are allowed by hash, which CSP only permits with 'unsafe-hashes'.
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
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Features a documentation site never uses; Chromium knows every name here (unknown names log warnings). */
const DENIED_FEATURES = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation',
  'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture',
  'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
]

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'X-Frame-Options': 'DENY',
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'

/** Files whose names change with their content: webpack's chunks and CSS, Gatsby's static folder, the search index's versions. */
export function isHashedAsset(file: string): boolean {
  return (
    /^[^/]+[-.][0-9a-f]{20}\.(js|css)$/.test(file) ||
    /^static\//.test(file) ||
    /^search-index\//.test(file) ||
    /^search\/docsearch-\d+\.\d+\.\d+\.css$/.test(file)
  )
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

export interface BuiltFile {
  /** Relative to public/, with forward slashes. */
  file: string
  /** For HTML files: the page's inline scripts and styles (inlineSources of its markup). */
  sources?: InlineSources
}

/** Every rule of the site, from its built files. Each header appears in one matching rule only. */
export function headerRules(files: BuiltFile[], options: PolicyOptions): HeaderRule[] {
  const pages = files.filter((entry) => entry.sources !== undefined)
  const hashedFolders = ['static', 'search-index']
  const inFolder = (file: string) => hashedFolders.some((folder) => file.startsWith(`${folder}/`))
  const hashed = files.filter((entry) => isHashedAsset(entry.file) && !inFolder(entry.file))
  return [
    { path: '/*', headers: SECURITY_HEADERS },
    ...pages.map(({ file, sources }) => ({
      path: pageRoute(file),
      headers: { 'Content-Security-Policy': contentSecurityPolicy(sources!, options), 'Cache-Control': NO_CACHE },
    })),
    { path: '/page-data/*', headers: { 'Cache-Control': NO_CACHE } },
    // The search index's manifest names its current version folder, so it is revalidated like the pages.
    { path: SEARCH_INDEX_MANIFEST, headers: { 'Cache-Control': NO_CACHE } },
    ...hashedFolders.map((folder) => ({ path: `/${folder}/*`, headers: { 'Cache-Control': IMMUTABLE } })),
    ...hashed.map(({ file }) => ({ path: `/${file}`, headers: { 'Cache-Control': IMMUTABLE } })),
  ]
}
