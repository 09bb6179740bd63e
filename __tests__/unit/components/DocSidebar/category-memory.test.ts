import { categoryKey, initiallyExpanded, rememberedExpansion, rememberExpansion } from '../../../../src/components/DocSidebar/category-memory'

describe('sidebar category memory', () => {
  it('opens the current page’s category whatever the reader chose', () => {
    expect(initiallyExpanded(true, false, false)).toBe(true)
    expect(initiallyExpanded(true, undefined, false)).toBe(true)
  })

  it('otherwise keeps the reader’s choice, else the sidebar’s default', () => {
    expect(initiallyExpanded(false, false, true)).toBe(false)
    expect(initiallyExpanded(false, true, false)).toBe(true)
    expect(initiallyExpanded(false, undefined, true)).toBe(true)
    expect(initiallyExpanded(false, undefined, false)).toBe(false)
  })

  it('keeps equal labels in different places apart', () => {
    const apiIntro = categoryKey(categoryKey('/sidebars/docs.json', 'API'), 'Introduction')
    const webhooksIntro = categoryKey(categoryKey('/sidebars/docs.json', 'Webhooks'), 'Introduction')
    rememberExpansion(apiIntro, false)
    expect(rememberedExpansion(apiIntro)).toBe(false)
    expect(rememberedExpansion(webhooksIntro)).toBeUndefined()
  })
})
