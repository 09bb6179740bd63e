import { docsSearchTag, pageSearchTag } from '../../../../src/shared/search/tags'

describe('DocSearch tags', () => {
  it("tags a versioned docs page with its version, as Docusaurus does, and any other page 'default'", () => {
    expect(docsSearchTag('current')).toBe('docs-default-current')
    expect(pageSearchTag('current')).toBe('docs-default-current')
    expect(pageSearchTag(undefined)).toBe('default')
    expect(pageSearchTag(null)).toBe('default')
  })
})
