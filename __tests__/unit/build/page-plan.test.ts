import { planPages, srcPageContext, type ContentInput, type DocInput, type PostInput } from '../../../src/build/page-plan'

const doc = (route: string, dir: string, name: string, title: string, extra: Partial<DocInput['frontmatter']> = {}): DocInput => ({
  id: `doc:${name}`,
  fields: { route, dir, name, sourceFile: `content/docs/${dir ? `${dir}/` : ''}${name}.mdx` },
  frontmatter: { title, ...extra },
})

const post = (date: string, slug: string, tags: string[] = []): PostInput => ({
  id: `post:${slug}`,
  fields: { slug, date, sourceFile: `content/changelog/${date}-${slug}.mdx` },
  frontmatter: { title: `Post ${slug}`, tags },
})

const content: ContentInput = {
  docs: [
    doc('/docs/getting-started', '', 'getting-started', 'Getting started', { sidebar_position: 1 }),
    doc('/docs/webhooks/intro', 'webhooks', 'intro', 'Webhooks intro', { sidebar_position: 1, description: 'What webhooks are.' }),
    doc('/docs/webhooks/security', 'webhooks', 'security', 'Webhook security', { sidebar_position: 2 }),
  ],
  categories: [{ dir: 'webhooks', label: 'Webhooks', position: 2, slug: '/category/webhooks', description: 'Events as they happen.' }],
  posts: [post('2025-01-10', 'older', ['api']), post('2025-03-02', 'newest', ['api', 'surprise']), post('2025-02-01', 'middle')],
  tags: [{ key: 'api', label: 'API', description: 'API changes.', route: '/changelog/tags/api' }],
  docsRoot: '/docs',
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
    expect(page('/docs')).toEqual({ path: '/docs', template: 'docs-root', context: { target: '/docs/getting-started' } })
  })

  it('gives the browser the sidebar without titles or descriptions', () => {
    expect(plan.docsSidebar).toEqual([
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
    expect(page('/changelog/tags/api')?.context).toEqual({ tag: 'api', label: 'API', description: 'API changes.' })
    expect(page('/changelog/tags/surprise')?.context).toEqual({ tag: 'surprise', label: 'surprise', description: null })
  })

  it('plans each route once', () => {
    const paths = plan.pages.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
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
