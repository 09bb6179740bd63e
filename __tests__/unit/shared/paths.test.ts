import { normalizeHref, normalizePagePath, prefixRootLinks, withoutPathPrefix } from '../../../src/shared/paths'
import { siteRelativeUrl } from '../../../src/shared/search/urls'
import { normalizePathPrefix } from '../../../src/config/site'

describe('normalizePagePath', () => {
  it.each([
    ['/docs/sandbox', '/docs/sandbox'],
    ['/docs/sandbox.html', '/docs/sandbox'],
    ['/docs/sandbox/index.html', '/docs/sandbox'],
    ['/docs/sandbox/', '/docs/sandbox'],
    ['/docs/sandbox///', '/docs/sandbox'],
    ['/index.html', '/'],
    ['/', '/'],
    ['', '/'],
    ['/changelog/page/2/index.html', '/changelog/page/2'],
    ['/docs/SANDBOX.HTML', '/docs/SANDBOX'],
    ['/docs/sandbox.htm', '/docs/sandbox'],
    ['/api-reference/openapi.yaml', '/api-reference/openapi.yaml'],
    ['/changelog/rss.xml', '/changelog/rss.xml'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected)
  })

  it('never yields a protocol-relative path that would leave the site', () => {
    expect(normalizePagePath('//evil.example/x.html')).toBe('/evil.example/x')
    expect(normalizePagePath('///evil.example/index.html')).toBe('/evil.example')
  })

  it('is idempotent, so a redirect to its result never redirects again', () => {
    for (const path of ['/a.html', '/a/index.html', '//a//b/', '/index.html/index.html']) {
      expect(normalizePagePath(normalizePagePath(path))).toBe(normalizePagePath(path))
    }
  })
})

describe('normalizeHref', () => {
  const base = 'https://docs.kolli.example/changelog'
  it('keeps the query and hash of a same-site link', () => {
    expect(normalizeHref('/search.html?q=label#top', base)).toBe('/search?q=label#top')
    expect(normalizeHref('/docs/sandbox/index.html#keys', base)).toBe('/docs/sandbox#keys')
  })
  it('returns plain links and other sites unchanged', () => {
    expect(normalizeHref('/docs/sandbox?x=1', base)).toBe('/docs/sandbox?x=1')
    expect(normalizeHref('https://app.kolli.example/index.html', base)).toBe('https://app.kolli.example/index.html')
  })
})

describe('a site served under a path prefix', () => {
  it('reads PATH_PREFIX in any spelling', () => {
    expect(['/kolli-docs', 'kolli-docs/', '/kolli-docs//', ' /kolli-docs ', '', '/', undefined].map(normalizePathPrefix)).toEqual([
      '/kolli-docs',
      '/kolli-docs',
      '/kolli-docs',
      '/kolli-docs',
      '',
      '',
      '',
    ])
  })

  it('puts root-relative links of build-time HTML under the prefix, once', () => {
    const html = '<a href="/docs/x">x</a><img src="/img/a.png"><a href="//cdn.example/y">y</a><a href="#top">t</a><a href="/kolli-docs/docs/z">z</a>'
    const prefixed = '<a href="/kolli-docs/docs/x">x</a><img src="/kolli-docs/img/a.png"><a href="//cdn.example/y">y</a><a href="#top">t</a><a href="/kolli-docs/docs/z">z</a>'
    expect(prefixRootLinks(html, '/kolli-docs')).toBe(prefixed)
    expect(prefixRootLinks(prefixed, '/kolli-docs')).toBe(prefixed)
    expect(prefixRootLinks(html, '')).toBe(html)
  })

  it('turns a served path and a search result’s URL back into the site path the router takes', () => {
    expect(withoutPathPrefix('/kolli-docs/docs/x', '/kolli-docs')).toBe('/docs/x')
    expect(withoutPathPrefix('/kolli-docs', '/kolli-docs')).toBe('/')
    expect(withoutPathPrefix('/kolli-docsy/x', '/kolli-docs')).toBe('/kolli-docsy/x')
    expect(siteRelativeUrl('https://host.example/kolli-docs/docs/x#y', '/kolli-docs')).toBe('/docs/x#y')
  })
})
