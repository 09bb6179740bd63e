import { changelogRoutes, contentRoute, sectionCategoryRoute } from '../../../src/shared/routes'

describe('route rules, for any base path', () => {
  it('maps a content file to a route under its section, without extension, index or trailing slash', () => {
    expect(contentRoute('/integrations', 'shopify/setup.mdx')).toBe('/integrations/shopify/setup')
    expect(contentRoute('/integrations', 'shopify\\index.mdx')).toBe('/integrations/shopify')
    expect(contentRoute('/integrations', 'index.mdx')).toBe('/integrations')
  })

  it('puts a generated index under its section', () => {
    expect(sectionCategoryRoute('/integrations', '/category/shops')).toBe('/integrations/category/shops')
    // However many leading slashes a writer typed; the slashes inside stay.
    expect(sectionCategoryRoute('/integrations', '//category/shops')).toBe('/integrations/category/shops')
    expect(sectionCategoryRoute('/integrations', 'category/shops')).toBe('/integrations/category/shops')
  })

  it('forms the changelog routes from its base', () => {
    const routes = changelogRoutes('/news')
    expect([routes.post('a'), routes.tag('api'), routes.tagsIndex(), routes.archive(), routes.page(1), routes.page(3)]).toEqual([
      '/news/a',
      '/news/tags/api',
      '/news/tags',
      '/news/archive',
      '/news',
      '/news/page/3',
    ])
  })

  it("numbers a tag's pages as the list's: page 1 is the tag's route, later pages under /page/N", () => {
    const routes = changelogRoutes('/news')
    expect([routes.tag('api', 1), routes.tag('api', 2), routes.tag('api', 12)]).toEqual(['/news/tags/api', '/news/tags/api/page/2', '/news/tags/api/page/12'])
  })
})
