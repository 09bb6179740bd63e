import { openSearchXml, redirectsFile, robotsTxt } from '../../../src/build/site-files'

describe('robots.txt and OpenSearch', () => {
  it('points robots at the sitemap index', () => {
    expect(robotsTxt('https://docs.kolli.example/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.kolli.example/sitemap-index.xml\n')
  })

  it('describes the site search with a /search?q={searchTerms} template', () => {
    const xml = openSearchXml({ siteUrl: 'https://docs.kolli.example', shortName: 'Kolli docs', description: 'Docs & more' })
    expect(xml).toContain('<Url type="text/html" method="get" template="https://docs.kolli.example/search?q={searchTerms}"/>')
    expect(xml).toContain('<ShortName>Kolli docs</ShortName>')
    expect(xml).toContain('<Description>Docs &amp; more</Description>')
  })
})

describe('redirect file', () => {
  it('sends the .html spellings of every page to its plain path in three splat rules, whatever the number of pages', () => {
    expect(redirectsFile().trim().split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/index.html / 301',
      '/*/index.html /:splat 301',
      '/*.html /:splat 301',
    ])
  })
})
