import {
  contentSecurityPolicy,
  hashedFamilies,
  headerRules,
  headersFile,
  inlineSources,
  isHashedAsset,
  pageRoute,
  sha256Source,
  withPolicyMeta,
} from '../../../../src/build/security/headers'
import { findLeaks, leakReport, secretsFromEnv } from '../../../../src/build/security/secrets'
import { searchConnectOrigins } from '../../../../src/config/search'

const page = `<!DOCTYPE html><html><head>
<script>document.documentElement.dataset.theme="dark"</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
<style>.banner{color:red}</style>
</head><body><div style="outline:none" tabindex="-1"><p>Hi</p></div><script id="gatsby-script-loader">window.pagePath="/docs/sandbox";</script></body></html>`

const options = { connectOrigins: [], runtimeStyles: ['.cls-1{fill:#003dff;}'] }

describe('Content-Security-Policy', () => {
  it('finds each executable inline script, style element and style attribute, and skips data blocks and external scripts', () => {
    expect(inlineSources(page)).toEqual({
      scripts: ['document.documentElement.dataset.theme="dark"', 'window.pagePath="/docs/sandbox";'],
      styles: ['.banner{color:red}'],
      styleAttributes: ['outline:none'],
    })
    expect(inlineSources('<p style="content:&quot;x&quot;">')).toEqual({ scripts: [], styles: [], styleAttributes: ['content:"x"'] })
  })

  it('hashes them with sha256, as browsers do', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it('allows scripts and styles only from the site and by hash, and nothing from elsewhere', () => {
    const policy = contentSecurityPolicy(inlineSources(page), options)
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha256Source('document.documentElement.dataset.theme="dark"')} ${sha256Source('window.pagePath="/docs/sandbox";')}`,
        `style-src 'self' 'unsafe-hashes' ${sha256Source('.banner{color:red}')} ${sha256Source('.cls-1{fill:#003dff;}')} ${sha256Source('outline:none')}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    )
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  })

  it('travels in the page: a <meta> after the character set and before anything it governs', () => {
    const html = withPolicyMeta('<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head><body></body></html>', "script-src 'self' 'sha256-a'")
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src &#39;self&#39; &#39;sha256-a&#39;"/><script>x()</script></head><body></body></html>'.replace(/&#39;/g, "'"),
    )
    expect(withPolicyMeta('<html><head><title>x</title></head></html>', "default-src 'self'")).toContain('<head><meta http-equiv="Content-Security-Policy"')
    expect(() => withPolicyMeta('<html><body></body></html>', 'x')).toThrow('no <head>')
  })

  it('is given anew to a page that has one from an earlier build, for the scripts it has now', () => {
    const built = withPolicyMeta('<html><head><script>window.___webpackCompilationHash="a"</script></head></html>', "script-src 'sha256-old'")
    // A build with the cache keeps the page but rewrites its compilation hash script.
    const kept = built.replace('Hash="a"', 'Hash="b"')
    const again = withPolicyMeta(kept, contentSecurityPolicy(inlineSources(kept), options))
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(again).not.toContain('sha256-old')
    expect(again).toContain(sha256Source('window.___webpackCompilationHash="b"').replace(/'/g, ''))
  })

  it('lets the browser reach Algolia only in hosted mode', () => {
    expect(searchConnectOrigins({ engine: 'embedded' })).toEqual([])
    expect(searchConnectOrigins({ engine: 'algolia', appId: 'KOLLI1', apiKey: 'k', indexName: 'docs', host: null })).toEqual([
      'https://KOLLI1-dsn.algolia.net',
      'https://KOLLI1-1.algolianet.com',
      'https://KOLLI1-2.algolianet.com',
      'https://KOLLI1-3.algolianet.com',
    ])
    const hosted = { engine: 'algolia' as const, appId: 'K', apiKey: 'k', indexName: 'd', host: 'http://127.0.0.1:4000' }
    expect(contentSecurityPolicy(inlineSources(''), { ...options, connectOrigins: searchConnectOrigins(hosted) })).toContain(
      "connect-src 'self' http://127.0.0.1:4000;",
    )
  })
})

describe('header rules', () => {
  it('maps built HTML files to their routes and recognises content-hashed assets', () => {
    expect(pageRoute('index.html')).toBe('/')
    expect(pageRoute('docs/sandbox/index.html')).toBe('/docs/sandbox')
    expect(pageRoute('404.html')).toBe('/404.html')
    expect(isHashedAsset('app-0922bf5439a859bdb373.js')).toBe(true)
    expect(isHashedAsset('styles.4ca89e388212be426c88.css')).toBe(true)
    expect(isHashedAsset('component---src-templates-doc-tsx-37b55caea0eb062311fe.js')).toBe(true)
    expect(isHashedAsset('search/docsearch-3.9.0.css')).toBe(true)
    expect(isHashedAsset('search-index/30958cb3d4734a1c/p0.bin')).toBe(true)
    expect(isHashedAsset('search-index.json')).toBe(false)
    expect(isHashedAsset('page-data/app-data.json')).toBe(false)
    expect(isHashedAsset('favicon.svg')).toBe(false)
  })

  it('groups the content-hashed chunks at the root in families, leaving out a prefix an unhashed file shares', () => {
    const files = [
      'app-0922bf5439a859bdb373.js',
      'app-0922bf5439a859bdb373.js.map',
      'component---src-templates-doc-tsx-49f7ac8c14f847cbeaf1.js',
      'component---src-pages-search-tsx-0a1519cff70c94b256b0.js',
      'styles.4ca89e388212be426c88.css',
      'search-embedded-137fdd8de15ed530ca4f.js',
      'search-index.json',
      'webpack-runtime-62d4e92c31517f7b938d.js',
      'webpack.stats.json',
      'framework-e2d38ba769a87b1c73f5.js',
      'framework-notes.txt',
      'favicon.svg',
    ]
    expect(hashedFamilies(files)).toEqual(['app-', 'component---', 'search-embedded-', 'styles.', 'webpack-runtime-'])
  })

  it('is a fixed handful of site-wide rules, each header in one matching rule: security, no-cache data, immutable assets', () => {
    const rules = headerRules(['app-0922bf5439a859bdb373.js', 'search/docsearch-3.9.0.css', 'docs/sandbox/index.html', 'favicon.svg'])
    expect(rules.map((rule) => [rule.path, Object.keys(rule.headers)])).toEqual([
      ['/*', ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Content-Security-Policy', 'Strict-Transport-Security']],
      ['/page-data/*', ['Cache-Control']],
      ['/search-index.json', ['Cache-Control']],
      ['/static/*', ['Cache-Control']],
      ['/search-index/*', ['Cache-Control']],
      ['/search/docsearch-3.9.0.css', ['Cache-Control']],
      ['/app-*', ['Cache-Control']],
    ])
    expect(rules[0].headers['Content-Security-Policy']).toBe("frame-ancestors 'none'")
    expect(rules[0].headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(rules[1].headers['Cache-Control']).toBe('no-cache')
    // The manifest names the current index version, so it is revalidated; the versions never change.
    expect(rules[2].headers['Cache-Control']).toBe('no-cache')
    expect(rules.slice(3).every((rule) => rule.headers['Cache-Control'] === 'public, max-age=31536000, immutable')).toBe(true)
  })

})

describe('the server reads the same files', () => {
  it('parses _headers and _redirects, and finds a URL path’s headers as a static host does', async () => {
    const { parseHeaders, parseRedirects, matchRedirect, headerLookup, isServablePath } = await import('../../../../scripts/serve.mjs')
    const rules = headerRules(['docs/sandbox/index.html', 'app-0922bf5439a859bdb373.js'])
    expect(parseHeaders(headersFile(rules))).toEqual(rules)
    const redirects = parseRedirects('# c\n/index.html / 301\n/*/index.html /:splat 301\n/*.html /:splat\n')
    expect(matchRedirect(redirects, '/index.html')).toMatchObject({ to: '/', status: 301 })
    expect(matchRedirect(redirects, '/docs/sandbox/index.html')).toMatchObject({ to: '/docs/sandbox', status: 301 })
    expect(matchRedirect(redirects, '/docs/sandbox.html')).toMatchObject({ to: '/docs/sandbox', status: 301 })
    expect(matchRedirect(redirects, '/docs/sandbox')).toBeNull()
    const headersOf = headerLookup([
      { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
      { path: '/docs/sandbox', headers: { 'Cache-Control': 'no-cache' } },
      { path: '/static/*', headers: { 'Cache-Control': 'immutable' } },
    ])
    expect(headersOf('/docs/sandbox')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' })
    expect(headersOf('/docs/sandbox/more')).toEqual({ 'X-Frame-Options': 'DENY' })
    expect(headersOf('/static/a.png')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'immutable' })
    expect(['/docs/sandbox', '/docs/caf%C3%A9'].every(isServablePath)).toBe(true)
    expect(['/%E0%A4%A', '/docs/%00', '/docs/%2e%2e/x', '/a%5cb', `/${'a'.repeat(241)}`, `/${'a/'.repeat(600)}`].some(isServablePath)).toBe(false)
  })
})

describe('secrets in the build output', () => {
  const adminKey = 'f'.repeat(8) + '0123456789abcdef01234567'
  const searchKey = '0123456789abcdef0123456789abcdef'
  const env = { ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_SEARCH_API_KEY: searchKey, DEPLOY_TOKEN: 'tok-1234567890', CI: 'true', API_TOKEN: 'short' }

  it('are the values of variables named like secrets, long enough to mean something', () => {
    expect(secretsFromEnv(env).map((secret) => secret.name)).toEqual(['ALGOLIA_ADMIN_API_KEY', 'DEPLOY_TOKEN'])
  })

  it('are found in any file by value, and in bundles by the shape of an API key, except the public search key', () => {
    const secrets = secretsFromEnv(env)
    const files = [
      { file: 'app-1.js', text: `const client = algolia("APP", "${searchKey}")` },
      { file: 'component---x.js', text: 'headers:{"x-algolia-api-key":"9f8e7d6c5b4a39281706f5e4d3c2b1a0"}' },
      { file: 'page-data/docs/webhooks/page-data.json', text: '"secret": "3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e"' },
      { file: 'docs/deploy/index.html', text: `Use tok-1234567890 to deploy` },
      { file: 'app-2.js', text: `adminKey:"${adminKey}"` },
    ]
    expect(findLeaks(files, { secrets, searchKey })).toEqual([
      { file: 'component---x.js', what: 'a string shaped like an API key that is not the public search key' },
      { file: 'docs/deploy/index.html', what: 'the value of DEPLOY_TOKEN' },
      { file: 'app-2.js', what: 'the value of ALGOLIA_ADMIN_API_KEY' },
      { file: 'app-2.js', what: 'a string shaped like an API key that is not the public search key' },
    ])
    expect(findLeaks(files.slice(0, 1), { secrets, searchKey: null })).toHaveLength(1)
    expect(leakReport([{ file: 'app-2.js', what: 'the value of ALGOLIA_ADMIN_API_KEY' }])).not.toContain(adminKey)
  })
})

describe('dependency audit', () => {
  it('fails only on high or critical advisories in packages the bundles contain', async () => {
    const fs = await import('fs')
    const os = await import('os')
    const path = await import('path')
    const { browserPackages, classifyAdvisories } = await import('../../../../scripts/audit-deps.mjs')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-audit-'))
    fs.writeFileSync(
      path.join(dir, 'app-1.js.map'),
      JSON.stringify({ sources: ['webpack://kolli/./node_modules/react-dom/cjs/x.js', 'webpack://kolli/./node_modules/@docsearch/react/dist/a.js', 'webpack://kolli/./src/x.ts'] }),
    )
    const shipped = browserPackages(dir)
    fs.rmSync(dir, { recursive: true })
    expect([...shipped].sort()).toEqual(['@docsearch/react', 'react-dom'])
    const rows = classifyAdvisories(
      {
        'react-dom': { name: 'react-dom', severity: 'high', range: '<18.3.2' },
        '@docsearch/react': { name: '@docsearch/react', severity: 'moderate', range: '<3.9.1' },
        webpack: { name: 'webpack', severity: 'critical', range: '<5.1' },
      },
      shipped,
    )
    expect(rows.map((row: { name: string; fails: boolean }) => [row.name, row.fails])).toEqual([
      ['react-dom', true],
      ['@docsearch/react', false],
      ['webpack', false],
    ])
  })
})
