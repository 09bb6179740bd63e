import { parseAuthorsFile, parseCategoryFile, parseTagsFile } from '../../src/node/content-nodes'
import { frontmatterProblems } from '../../src/node/frontmatter'

describe('frontmatterProblems', () => {
  it('accepts a complete doc and post', () => {
    expect(frontmatterProblems('docs', { title: 'Sandbox', description: 'x', sidebar_position: 2 })).toEqual([])
    expect(frontmatterProblems('changelog', { title: 'IOSS', tags: ['api'], authors: ['maria'] })).toEqual([])
  })

  it('reports a missing or empty title', () => {
    expect(frontmatterProblems('docs', {})).toContain('frontmatter has no "title"')
    expect(frontmatterProblems('changelog', { title: '  ' })).toContain('frontmatter has no "title"')
    expect(frontmatterProblems('docs', undefined)).toContain('frontmatter has no "title"')
  })

  it('reports fields of the wrong type', () => {
    expect(frontmatterProblems('docs', { title: 'x', sidebar_position: 'first' })).toEqual([
      '"sidebar_position" must be a number',
    ])
    expect(frontmatterProblems('changelog', { title: 'x', tags: 'api' })).toEqual(['"tags" must be a list of strings'])
  })
})

describe('YAML content files', () => {
  it('reads a category with its generated index', () => {
    const source = 'label: Webhooks\nposition: 5\nlink:\n  type: generated-index\n  slug: /category/webhooks\n'
    expect(parseCategoryFile(source)).toEqual({ label: 'Webhooks', position: 5, slug: '/category/webhooks', description: null })
  })

  it('rejects a category without a label or with an unknown link type', () => {
    expect(() => parseCategoryFile('position: 1')).toThrow('"label" is required')
    expect(() => parseCategoryFile('label: A\nlink:\n  type: doc')).toThrow(/not supported/)
    expect(() => parseCategoryFile('- a list')).toThrow(/YAML mapping/)
  })

  it('reads tags and authors keyed by id', () => {
    expect(parseTagsFile('api:\n  label: API\n  description: All of it.\n')).toEqual([
      { key: 'api', label: 'API', description: 'All of it.' },
    ])
    expect(parseAuthorsFile('maria:\n  name: Maria Lund\n')).toEqual([{ key: 'maria', name: 'Maria Lund', title: null }])
    expect(() => parseTagsFile('api: {}')).toThrow('tag "api" has no "label"')
  })
})
