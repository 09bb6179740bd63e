import { mainSection, sectionById, sections } from '../../../src/config/routes'
import { navbarItems, siteConfig } from '../../../src/config/site'

describe('content sections in the site config', () => {
  it('puts one navbar link per section where the navbar says "sections", in their order', () => {
    const placeholder = siteConfig.navbar.items.findIndex((item) => item.type === 'sections')
    expect(placeholder).toBeGreaterThanOrEqual(0)
    const expanded = navbarItems.slice(placeholder, placeholder + sections.length)
    expect(expanded).toEqual(sections.map((section) => ({ type: 'link', label: section.label, to: section.routeBasePath, position: 'left' })))
    expect(navbarItems).toHaveLength(siteConfig.navbar.items.length - 1 + sections.length)
  })

  it('keeps the docs as the main section, with their routes', () => {
    expect(mainSection).toMatchObject({ id: 'docs', label: 'Docs', routeBasePath: '/docs', folder: 'docs', mainDoc: 'getting-started' })
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length)
  })

  it('names the sections it knows when asked for one it does not', () => {
    expect(sectionById('docs')).toBe(mainSection)
    expect(() => sectionById('guides')).toThrow('No content section "guides" in the site config (sections: docs)')
  })
})
