/**
 * Content sections as data: a second docs-like section is one entry in the site config plus its content
 * folder. The build gives it pages, category pages, a base path that leads to its main doc, its own sidebar,
 * a navbar item, breadcrumbs, previous/next links, search records and sitemap entries, and the docs section
 * keeps its own.
 */
import fs from 'fs'
import path from 'path'
import { buildSite, siteWith } from './fixture-site'

const INTEGRATIONS = `{ id: 'integrations', label: 'Integrations', routeBasePath: '/integrations', folder: 'integrations', mainDoc: 'overview' },`

const doc = (title: string, position: number, body: string) => `---\ntitle: ${title}\nsidebar_position: ${position}\n---\n\n${body}\n`

function addIntegrations(content: string) {
  const folder = path.join(content, 'integrations')
  fs.mkdirSync(path.join(folder, 'webshops'), { recursive: true })
  fs.writeFileSync(path.join(folder, 'overview.mdx'), doc('Integrations overview', 1, 'Connect Kolli to the systems you already run.'))
  fs.writeFileSync(
    path.join(folder, 'webshops', '_category_.yml'),
    'label: Webshops\nposition: 2\nlink:\n  type: generated-index\n  slug: /category/webshops\n  description: Orders from your shop.\n',
  )
  fs.writeFileSync(path.join(folder, 'webshops', 'order-import.mdx'), doc('Order import', 1, 'Orders arrive as sales orders. See [the overview](/integrations/overview).'))
}

describe('a site with a second content section', () => {
  let site: string
  let status: number | null
  let output: string
  const read = (file: string) => fs.readFileSync(path.join(site, 'public', file), 'utf8')

  beforeAll(() => {
    site = siteWith(addIntegrations)
    const config = path.join(site, 'src', 'config', 'site.ts')
    const source = fs.readFileSync(config, 'utf8')
    expect(source).toContain('  ] as ContentSection[],')
    fs.writeFileSync(config, source.replace('  ] as ContentSection[],', `    ${INTEGRATIONS}\n  ] as ContentSection[],`))
    ;({ status, output } = buildSite(site))
  })
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

  it('builds', () => {
    expect(output).not.toMatch(/broken link|ERROR/)
    expect(status).toBe(0)
  })

  it('gives the section its pages, a category page and a base path that leads to its main doc', () => {
    expect(read('integrations/overview/index.html')).toMatch(/<h1>Integrations overview<\/h1>/)
    expect(read('integrations/webshops/order-import/index.html')).toMatch(/<h1>Order import<\/h1>/)
    expect(read('integrations/category/webshops/index.html')).toMatch(/<h1>Webshops<\/h1>/)
    expect(read('integrations/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/integrations/overview"/>')
  })

  it('shows its own sidebar on its pages, and the docs keep theirs', () => {
    const page = read('integrations/webshops/order-import/index.html')
    expect(page).toContain('aria-label="Integrations sidebar"')
    expect(page).toContain('href="/integrations/category/webshops"')
    expect(page).not.toContain('href="/docs/intro"')
    const docsPage = read('docs/intro/index.html')
    expect(docsPage).toContain('aria-label="Docs sidebar"')
    expect(docsPage).not.toContain('href="/integrations/webshops/order-import"')
  })

  it("carries only its own section's sidebar in its pages' data, and publishes each section's tree", () => {
    const pageData = (route: string) => read(`page-data${route}/page-data.json`)
    expect(pageData('/integrations/overview')).toContain('"treeFile":"/sidebars/integrations.json"')
    expect(pageData('/integrations/overview')).not.toContain('/docs/intro')
    expect(pageData('/docs/intro')).not.toContain('/integrations/')
    expect(JSON.parse(read('sidebars/integrations.json'))).toEqual([
      { type: 'doc', label: 'Integrations overview', href: '/integrations/overview' },
      {
        type: 'category',
        label: 'Webshops',
        href: '/integrations/category/webshops',
        items: [{ type: 'doc', label: 'Order import', href: '/integrations/webshops/order-import' }],
      },
    ])
  })

  it('has a navbar item, breadcrumbs and previous/next links within the section', () => {
    const page = read('integrations/webshops/order-import/index.html')
    expect(read('index.html')).toMatch(/<a[^>]*href="\/integrations"[^>]*>Integrations<\/a>/)
    expect(page).toMatch(/<a[^>]*aria-label="Integrations home"[^>]*href="\/integrations\/overview"|<a[^>]*href="\/integrations\/overview"[^>]*aria-label="Integrations home"/)
    expect(page).toContain('href="/integrations/category/webshops">Webshops</a>')
    expect(read('integrations/category/webshops/index.html')).toContain('href="/integrations/overview"')
  })

  it('gives its pages search records under its own labels', () => {
    const records: { url: string; hierarchy: { lvl0: string; lvl1: string } }[] = JSON.parse(
      fs.readFileSync(path.join(site, '.cache', 'search', 'docsearch-records.json'), 'utf8'),
    )
    const of = (route: string) => records.find((record) => record.url.endsWith(route) && record.hierarchy.lvl1)
    expect(of('/integrations/overview')?.hierarchy.lvl0).toBe('Integrations')
    expect(of('/integrations/webshops/order-import')?.hierarchy.lvl0).toBe('Webshops')
    expect(of('/docs/intro')?.hierarchy.lvl0).toBe('Documentation')
  })

  it('lists its pages in the sitemap, but not its base path, which only redirects', () => {
    const sitemap = read('sitemap-0.xml')
    expect(sitemap).toContain('/integrations/overview</loc>')
    expect(sitemap).toContain('/integrations/webshops/order-import</loc>')
    expect(sitemap).not.toContain('/integrations</loc>')
  })
})
