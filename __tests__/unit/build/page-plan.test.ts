import { planPages, srcPageContext, type ContentInput, type DocInput, type PostInput } from '../../../src/build/page-plan'
import type { ContentSection } from '../../../src/config/site'

const doc = (route: string, dir: string, name: string, title: string, extra: Partial<DocInput['frontmatter']> = {}, section = 'docs'): DocInput => ({
  id: `doc:${name}`,
  fields: { section, route, dir, name, sourceFile: `content/${section}/${dir ? `${dir}/` : ''}${name}.mdx` },
  frontmatter: { title, ...extra },
})

const post = (date: string, slug: string, tags: string[] = []): PostInput => ({
  id: `post:${slug}`,
  fields: { slug, date, sourceFile: `content/changelog/${date}-${slug}.mdx` },
  frontmatter: { title: `Post ${slug}`, tags },
})

const docsSection: ContentSection = { id: 'docs', label: 'Docs', title: 'Documentation', routeBasePath: '/docs', folder: 'docs', mainDoc: 'getting-started' }
const guidesSection: ContentSection = { id: 'guides', label: 'Guides', routeBasePath: '/guides', folder: 'guides', mainDoc: 'start' }

const content: ContentInput = {
  sections: [docsSection, guidesSection],
  docs: [
    doc('/docs/getting-started', '', 'getting-started', 'Getting started', { sidebar_position: 1 }),
    doc('/docs/webhooks/intro', 'webhooks', 'intro', 'Webhooks intro', { sidebar_position: 1, description: 'What webhooks are.' }),
    doc('/docs/webhooks/security', 'webhooks', 'security', 'Webhook security', { sidebar_position: 2 }),
    doc('/guides/start', '', 'start', 'Start here', { sidebar_position: 0 }, 'guides'),
    doc('/guides/shops/webshop', 'shops', 'webshop', 'Your webshop', {}, 'guides'),
  ],
  categories: [
    { section: 'docs', dir: 'webhooks', label: 'Webhooks', position: 2, slug: '/category/webhooks', description: 'Events as they happen.' },
    { section: 'guides', dir: 'shops', label: 'Shops', position: 1, slug: '/category/shops', description: null },
  ],
  posts: [post('2025-01-10', 'older', ['api']), post('2025-03-02', 'newest', ['api', 'surprise']), post('2025-02-01', 'middle')],
  tags: [{ key: 'api', label: 'API', description: 'API changes.', route: '/changelog/tags/api' }],
  postsPerPage: 2,
}

const plan = planPages(content)
const page = (path: string) => plan.pages.find((entry) => entry.path === path)

describe('planPages', () => {
  it('plans a page per doc, with its reading order and the file it shows', () => {
    expect(page('/docs/webhooks/intro')).toEqual({
      path: '/docs/webhooks/intro',
      template: 'doc',
      context: {
        id: 'doc:intro',
        sidebar: { section: 'docs', items: plan.sidebars[0].items, expandAll: true, treeFile: '/sidebars/docs.json' },
        breadcrumbs: [{ label: 'Webhooks', href: '/docs/category/webhooks' }],
        previous: { label: 'Webhooks', href: '/docs/category/webhooks' },
        next: { label: 'Webhook security', href: '/docs/webhooks/security' },
      },
      sourceFile: 'content/docs/webhooks/intro.mdx',
    })
  })

  it('plans a generated index page per category, listing its items with their descriptions', () => {
    const category = page('/docs/category/webhooks')
    expect(category?.template).toBe('doc-category')
    expect(category?.context).toMatchObject({
      label: 'Webhooks',
      description: 'Events as they happen.',
      items: [
        { label: 'Webhooks intro', href: '/docs/webhooks/intro', description: 'What webhooks are.' },
        { label: 'Webhook security', href: '/docs/webhooks/security', description: null },
      ],
      previous: { label: 'Getting started', href: '/docs/getting-started' },
    })
  })

  it('sends the docs root to the main doc', () => {
    expect(page('/docs')).toEqual({
      path: '/docs',
      template: 'docs-root',
      context: { root: '/docs', title: 'Documentation', target: '/docs/getting-started', targetLabel: 'Getting started' },
    })
  })

  it('gives the browser the sidebar without titles or descriptions', () => {
    expect(plan.sidebars.find((sidebar) => sidebar.section === 'docs')?.items).toEqual([
      { type: 'doc', label: 'Getting started', href: '/docs/getting-started' },
      {
        type: 'category',
        label: 'Webhooks',
        href: '/docs/category/webhooks',
        items: [
          { type: 'doc', label: 'Webhooks intro', href: '/docs/webhooks/intro' },
          { type: 'doc', label: 'Webhook security', href: '/docs/webhooks/security' },
        ],
      },
    ])
  })

  it('plans each section on its own: pages, category pages, base path, sidebar and sidebar slice', () => {
    expect(page('/guides/shops/webshop')).toMatchObject({
      template: 'doc',
      context: {
        breadcrumbs: [{ label: 'Shops', href: '/guides/category/shops' }],
        previous: { label: 'Shops', href: '/guides/category/shops' },
        sidebar: { section: 'guides', treeFile: '/sidebars/guides.json' },
      },
    })
    expect(page('/guides/category/shops')?.context).toMatchObject({ section: 'guides', label: 'Shops' })
    expect(page('/guides')?.context).toMatchObject({ title: 'Guides', target: '/guides/start', targetLabel: 'Start here' })
    expect(plan.sidebars.find((sidebar) => sidebar.section === 'guides')?.items).toEqual([
      { type: 'doc', label: 'Start here', href: '/guides/start' },
      { type: 'category', label: 'Shops', href: '/guides/category/shops', items: [{ type: 'doc', label: 'Your webshop', href: '/guides/shops/webshop' }] },
    ])
    expect(plan.sidebars.map(({ section, file }) => [section, file])).toEqual([
      ['docs', '/sidebars/docs.json'],
      ['guides', '/sidebars/guides.json'],
    ])
    // A page carries its own section's tree only.
    expect(JSON.stringify(page('/guides/shops/webshop')?.context)).not.toContain('/docs/')
    // A section's reading order stays inside it.
    expect(page('/docs/webhooks/security')?.context).toMatchObject({ next: null })
  })

  it('paginates the changelog and links each post to its neighbours, newest first', () => {
    expect(plan.pages.filter((entry) => entry.template === 'changelog-list').map((entry) => entry.path)).toEqual(['/changelog', '/changelog/page/2'])
    expect(plan.pages.filter((entry) => entry.template === 'changelog-post').map((entry) => entry.path)).toEqual([
      '/changelog/newest',
      '/changelog/middle',
      '/changelog/older',
    ])
    expect(page('/changelog/middle')?.context).toMatchObject({ id: 'post:middle' })
    expect(page('/changelog/middle')?.sourceFile).toBe('content/changelog/2025-02-01-middle.mdx')
    expect(plan.changelogYears).toEqual([
      {
        year: '2025',
        posts: [
          { title: 'Post newest', href: '/changelog/newest' },
          { title: 'Post middle', href: '/changelog/middle' },
          { title: 'Post older', href: '/changelog/older' },
        ],
      },
    ])
  })

  it('plans the archive, the tag index, and a page per declared or inline tag', () => {
    expect(page('/changelog/archive')?.template).toBe('changelog-archive')
    expect(page('/changelog/tags')?.template).toBe('changelog-tags')
    expect(page('/changelog/tags/api')?.context).toEqual({
      tag: 'api',
      label: 'API',
      description: 'API changes.',
      route: '/changelog/tags/api',
      page: 1,
      pageCount: 1,
      skip: 0,
      limit: 2,
      newerRoute: null,
      olderRoute: null,
    })
    expect(page('/changelog/tags/surprise')?.context).toMatchObject({ tag: 'surprise', label: 'surprise', description: null, pageCount: 1 })
  })

  it('plans each route once', () => {
    const paths = plan.pages.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe("planPages: a tag's pages", () => {
  const PER_PAGE = 10
  // One tag per count, each of its posts carrying it; one of t10's names it twice, which must count once.
  const COUNTS = [0, 1, 10, 11, 25]
  const key = (count: number) => `t${count}`
  const day = (index: number) => `2024-01-${String(index + 1).padStart(2, '0')}`
  const tagged = COUNTS.flatMap((count) => Array.from({ length: count }, (_, index) => post(day(index), `${key(count)}-${index}`, [key(count)])))
  tagged.find((entry) => entry.fields.slug === 't10-0')!.frontmatter.tags = [key(10), key(10)]
  const tagPlan = planPages({
    ...content,
    posts: tagged,
    tags: COUNTS.map((count) => ({ key: key(count), label: `Tag ${count}`, description: null, route: `/changelog/tags/${key(count)}` })),
    postsPerPage: PER_PAGE,
  })
  const pagesOf = (count: number) => tagPlan.pages.filter((entry) => entry.template === 'changelog-tag' && entry.context.tag === key(count))

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])('gives a tag with %i posts %i page(s), numbered as the list: the first at its route, then /page/N', (count, pageCount) => {
    const base = `/changelog/tags/${key(count)}`
    const expected = [base, ...Array.from({ length: pageCount - 1 }, (_, index) => `${base}/page/${index + 2}`)]
    expect(pagesOf(count).map((entry) => entry.path)).toEqual(expected)
    expect(pagesOf(count).map((entry) => entry.context)).toEqual(
      expected.map((route, index) => ({
        tag: key(count),
        label: `Tag ${count}`,
        description: null,
        route,
        page: index + 1,
        pageCount,
        skip: index * PER_PAGE,
        limit: PER_PAGE,
        newerRoute: expected[index - 1] ?? null,
        olderRoute: expected[index + 1] ?? null,
      })),
    )
  })

  it('links the pages of a tag with 25 posts newer to older, and its last page to no older one', () => {
    expect(pagesOf(25).map(({ context }) => [context.newerRoute, context.olderRoute])).toEqual([
      [null, '/changelog/tags/t25/page/2'],
      ['/changelog/tags/t25', '/changelog/tags/t25/page/3'],
      ['/changelog/tags/t25/page/2', null],
    ])
  })
})

describe('srcPageContext', () => {
  it("gives the landing page its entry points and the API reference its body only under gatsby develop", () => {
    expect(srcPageContext('/', { entryRoutes: ['/docs/a'], develop: false })).toEqual({ entryRoutes: ['/docs/a'] })
    expect(srcPageContext('/api-reference', { entryRoutes: [], develop: true })).toEqual({ withBody: true })
    expect(srcPageContext('/api-reference', { entryRoutes: [], develop: false })).toEqual({ withBody: false })
    expect(srcPageContext('/search', { entryRoutes: [], develop: true })).toBeNull()
  })
})
