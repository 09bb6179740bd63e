import {
  breadcrumbs,
  browserSidebar,
  buildSidebar,
  findCategory,
  pageNavigation,
  previousAndNext,
  readingOrder,
  topCategoryLabels,
  type SidebarDocInput,
} from '../../../src/build/sidebar'

const doc = (dir: string, name: string, title: string, position?: number, sidebarLabel?: string): SidebarDocInput => ({
  dir,
  name,
  route: `/docs/${dir ? `${dir}/` : ''}${name}`,
  title,
  position,
  sidebarLabel,
})

const docs = [
  doc('', 'getting_help', 'Getting help', 7),
  doc('', 'getting-started', 'Getting started', 1),
  doc('api', 'auth', 'Authentication', 2),
  doc('api', 'intro', 'Introduction to the API', 1, 'Introduction'),
  doc('api/carrier-specific', 'waybill', 'Waybill', 2),
  doc('api/carrier-specific', 'bring-cod', 'Bring cash on delivery', 1, 'Bring COD'),
  doc('webhooks', 'intro', 'Introduction to webhooks'),
  doc('uncategorised_folder', 'page', 'A page'),
]
const categories = [
  { dir: 'api', label: 'Working with the API', position: 3, slug: '/category/working-with-the-api', description: 'API' },
  { dir: 'api/carrier-specific', label: 'Carrier-specific options', position: 9, slug: '/category/carrier-specific-options' },
  { dir: 'webhooks', label: 'Webhooks', position: 5, slug: '/category/webhooks' },
]
const sidebar = buildSidebar(docs, categories)

describe('buildSidebar', () => {
  it('orders top-level docs and categories by position, unpositioned last', () => {
    expect(sidebar.map((item) => item.label)).toEqual([
      'Getting started',
      'Working with the API',
      'Webhooks',
      'Getting help',
      'Uncategorised folder',
    ])
  })

  it('nests categories, uses sidebar labels and links generated indexes', () => {
    const api = findCategory(sidebar, '/docs/category/working-with-the-api')!
    expect(api.items.map((item) => item.label)).toEqual(['Introduction', 'Authentication', 'Carrier-specific options'])
    const carrier = findCategory(sidebar, '/docs/category/carrier-specific-options')!
    expect(carrier.items.map((item) => item.href)).toEqual([
      '/docs/api/carrier-specific/bring-cod',
      '/docs/api/carrier-specific/waybill',
    ])
  })

  it('gives a folder without _category_.yml a readable label and no index page', () => {
    const folder = sidebar[4]
    expect(folder).toMatchObject({ type: 'category', label: 'Uncategorised folder', href: null })
  })
})

describe('reading order, previous/next and breadcrumbs', () => {
  it('walks docs and category indexes depth first', () => {
    expect(readingOrder(sidebar).map((link) => link.href)).toEqual([
      '/docs/getting-started',
      '/docs/category/working-with-the-api',
      '/docs/api/intro',
      '/docs/api/auth',
      '/docs/category/carrier-specific-options',
      '/docs/api/carrier-specific/bring-cod',
      '/docs/api/carrier-specific/waybill',
      '/docs/category/webhooks',
      '/docs/webhooks/intro',
      '/docs/getting_help',
      '/docs/uncategorised_folder/page',
    ])
  })

  it('links previous and next by full title', () => {
    expect(previousAndNext(sidebar, '/docs/api/intro')).toEqual({
      previous: { label: 'Working with the API', href: '/docs/category/working-with-the-api' },
      next: { label: 'Authentication', href: '/docs/api/auth' },
    })
    expect(previousAndNext(sidebar, '/docs/getting-started').previous).toBeNull()
    expect(previousAndNext(sidebar, '/docs/nope')).toEqual({ previous: null, next: null })
  })

  it('lists the categories above a page', () => {
    expect(breadcrumbs(sidebar, '/docs/api/carrier-specific/waybill')).toEqual([
      { label: 'Working with the API', href: '/docs/category/working-with-the-api' },
      { label: 'Carrier-specific options', href: '/docs/category/carrier-specific-options' },
    ])
    expect(breadcrumbs(sidebar, '/docs/getting-started')).toEqual([])
    expect(breadcrumbs(sidebar, '/docs/category/carrier-specific-options')).toEqual([
      { label: 'Working with the API', href: '/docs/category/working-with-the-api' },
    ])
  })
})

describe('navigation of every page at once', () => {
  it('gives each doc and category index its breadcrumbs and previous/next from one walk', () => {
    const navigation = pageNavigation(sidebar)
    expect([...navigation.keys()]).toEqual(readingOrder(sidebar).map((link) => link.href))
    expect(navigation.get('/docs/api/carrier-specific/waybill')).toEqual({
      breadcrumbs: [
        { label: 'Working with the API', href: '/docs/category/working-with-the-api' },
        { label: 'Carrier-specific options', href: '/docs/category/carrier-specific-options' },
      ],
      previous: { label: 'Bring cash on delivery', href: '/docs/api/carrier-specific/bring-cod' },
      next: { label: 'Webhooks', href: '/docs/category/webhooks' },
    })
    expect(navigation.get('/docs/uncategorised_folder/page')).toEqual({
      breadcrumbs: [{ label: 'Uncategorised folder', href: null }],
      previous: { label: 'Getting help', href: '/docs/getting_help' },
      next: null,
    })
  })

  it('groups 2,000 docs into their folders and navigates every one', () => {
    const many = Array.from({ length: 2000 }, (_, index) => doc(`area-${index % 20}`, `topic-${index}`, `Topic ${index}`))
    const big = buildSidebar(many, [])
    const navigation = pageNavigation(big)
    expect(navigation.size).toBe(2000)
    expect(navigation.get('/docs/area-3/topic-23')!.breadcrumbs).toEqual([{ label: 'Area 3', href: null }])
  })
})

describe('the sidebar the browser receives', () => {
  it('keeps labels, links and nesting only', () => {
    const shared = browserSidebar(sidebar)
    expect(shared[0]).toEqual({ type: 'doc', label: 'Getting started', href: '/docs/getting-started' })
    expect(shared[1]).toMatchObject({ type: 'category', label: 'Working with the API', href: '/docs/category/working-with-the-api' })
    expect(JSON.stringify(shared)).not.toMatch(/"(title|description)"/)
  })

  it('names the top-level category of each page, for search sections', () => {
    const labels = topCategoryLabels(browserSidebar(sidebar))
    expect(labels.get('/docs/api/carrier-specific/waybill')).toBe('Working with the API')
    expect(labels.get('/docs/category/carrier-specific-options')).toBe('Working with the API')
    expect(labels.get('/docs/webhooks/intro')).toBe('Webhooks')
    expect(labels.has('/docs/getting-started')).toBe(false)
  })
})
