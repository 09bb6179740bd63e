import { normalizeHref, normalizePagePath } from '../../../src/shared/paths'

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
