import {
  archiveRoute,
  categoryRoute,
  changelogPageRoute,
  docRoute,
  mainDocRoute,
  postRoute,
  tagRoute,
  tagsIndexRoute,
} from '../../../src/config/routes'

describe('routes', () => {
  it('maps doc files to routes without extension or trailing slash', () => {
    expect(docRoute('getting-started.mdx')).toBe('/docs/getting-started')
    expect(docRoute('api/carrier-specific/bring-cod.mdx')).toBe('/docs/api/carrier-specific/bring-cod')
    expect(docRoute('shipping_module/listing_service_points.mdx')).toBe('/docs/shipping_module/listing_service_points')
    expect(docRoute('webhooks\\intro.mdx')).toBe('/docs/webhooks/intro')
  })

  it('treats index files as their folder', () => {
    expect(docRoute('webhooks/index.mdx')).toBe('/docs/webhooks')
    expect(docRoute('index.mdx')).toBe('/docs')
  })

  it('builds category, changelog and tag routes', () => {
    expect(categoryRoute('/category/working-with-the-api')).toBe('/docs/category/working-with-the-api')
    expect(postRoute('ioss-service')).toBe('/changelog/ioss-service')
    expect(tagRoute('dsv-x-press')).toBe('/changelog/tags/dsv-x-press')
    expect(tagsIndexRoute()).toBe('/changelog/tags')
    expect(archiveRoute()).toBe('/changelog/archive')
  })

  it('puts page 1 of the changelog at its root and later pages under /page/N', () => {
    expect(changelogPageRoute(1)).toBe('/changelog')
    expect(changelogPageRoute(2)).toBe('/changelog/page/2')
  })

  it('leads /docs to the main doc from the site config', () => {
    expect(mainDocRoute()).toBe('/docs/getting-started')
  })
})
