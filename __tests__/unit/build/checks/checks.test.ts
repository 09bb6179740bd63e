import { brokenMarkdownLinks, duplicateRoutes, undeclared, untruncatedPosts } from '../../../../src/build/checks/content'
import { checkLinks, describeProblem, internalTarget, linksAndIds } from '../../../../src/build/checks/links'

describe('links and ids', () => {
  it('reads hrefs and ids from markup, decoding entities', () => {
    const { links, ids } = linksAndIds('<a class="x" href="/docs/a?x=1&amp;y=2#part">A</a><h2 id="part">P</h2><div id="operation/createShipment"></div>')
    expect(links).toEqual(['/docs/a?x=1&y=2#part'])
    expect([...ids]).toEqual(['part', 'operation/createShipment'])
  })

  it('resolves internal links as a browser does on the page, and skips external ones', () => {
    expect(internalTarget('/docs/sandbox/#moving', '/')).toEqual({ path: '/docs/sandbox', fragment: 'moving' })
    expect(internalTarget('auth', '/docs/api/intro')).toEqual({ path: '/docs/api/auth', fragment: null })
    expect(internalTarget('#top', '/docs/api/intro')).toEqual({ path: '/docs/api/intro', fragment: 'top' })
    expect(internalTarget('/api-reference#operation/createShipment', '/x')).toEqual({ path: '/api-reference', fragment: 'operation/createShipment' })
    expect(internalTarget('https://app.kolli.example/login', '/')).toBeNull()
    expect(internalTarget('mailto:support@kolli.example', '/')).toBeNull()
    expect(internalTarget('//cdn.example/x', '/')).toBeNull()
  })
})

describe('checkLinks', () => {
  const pages = [
    { route: '/', html: '<a href="/docs/sandbox">S</a><a href="/docs/sandbx">typo</a><a href="/changelog/rss.xml">RSS</a>' },
    {
      route: '/docs/sandbox',
      sourceFile: 'content/docs/sandbox.mdx',
      html: '<h2 id="moving">M</h2><a href="/docs/sandbox#movng">x</a><a href="/docs/sandbox#moving">y</a><a href="/nowhere">z</a><a href="/nowhere">again</a>',
    },
  ]
  const report = checkLinks(pages, (file) => file === '/changelog/rss.xml')

  it('reports links to routes that do not exist, once per page, with the source file and the closest route', () => {
    expect(report.brokenLinks).toEqual([
      { route: '/', link: '/docs/sandbx', suggestion: '/docs/sandbox' },
      { route: '/docs/sandbox', sourceFile: 'content/docs/sandbox.mdx', link: '/nowhere' },
    ])
    expect(describeProblem(report.brokenLinks[0])).toBe('/ links to /docs/sandbx; did you mean /docs/sandbox?')
    expect(describeProblem(report.brokenLinks[1])).toBe('/docs/sandbox (content/docs/sandbox.mdx) links to /nowhere')
  })

  it('reports anchors no element has, with the closest id', () => {
    expect(report.brokenAnchors).toEqual([
      { route: '/docs/sandbox', sourceFile: 'content/docs/sandbox.mdx', link: '/docs/sandbox#movng', suggestion: '/docs/sandbox#moving' },
    ])
  })
})

describe('content warnings', () => {
  it('finds relative links to Markdown files that do not exist', () => {
    const files = [{ file: 'content/docs/a.mdx', source: 'See [b](./b.mdx), [c](../c.md#x), [web](https://x.example/y.md) and [site](/docs/d).' }]
    const warnings = brokenMarkdownLinks(files, (file) => file === 'content/docs/b.mdx')
    expect(warnings).toEqual([{ file: 'content/docs/a.mdx', message: 'links to ../c.md#x, which does not exist' }])
  })

  it('finds two files for one route', () => {
    expect(duplicateRoutes([
      { route: '/docs/a', file: 'content/docs/a.mdx' },
      { route: '/docs/a', file: 'content/docs/a/index.mdx' },
      { route: '/docs/b', file: 'content/docs/b.mdx' },
    ])).toEqual([
      { file: 'content/docs/a.mdx', message: 'has the same route as content/docs/a/index.mdx: /docs/a' },
      { file: 'content/docs/a/index.mdx', message: 'has the same route as content/docs/a.mdx: /docs/a' },
    ])
  })

  it('finds inline tags and authors', () => {
    const posts = [{ file: 'content/changelog/2025-01-01-x.mdx', keys: ['api', 'misc'] }]
    expect(undeclared(posts, new Set(['api']), { singular: 'tag', declaredIn: 'tags.yml' })).toEqual([
      { file: 'content/changelog/2025-01-01-x.mdx', message: 'uses the inline tag "misc", which tags.yml does not declare' },
    ])
  })

  it('finds posts without a truncate marker', () => {
    expect(untruncatedPosts([
      { file: 'a.mdx', source: 'Summary.\n\n{/* truncate */}\n\nMore.' },
      { file: 'b.mdx', source: 'Everything at once.' },
    ])).toEqual([{ file: 'b.mdx', message: 'has no {/* truncate */} marker: list pages and feeds show the whole post' }])
  })
})
