import { parseAuthorsFile, parseCategoryFile, parseTagsFile } from '../../../src/build/content-nodes'
import { frontmatterFieldLocation, frontmatterProblems, frontmatterSyntaxProblem } from '../../../src/build/frontmatter'

describe('frontmatterProblems', () => {
  it('accepts a complete doc and post', () => {
    expect(frontmatterProblems('docs', { title: 'Sandbox', description: 'x', sidebar_position: 2 })).toEqual([])
    expect(frontmatterProblems('changelog', { title: 'IOSS', tags: ['api'], authors: ['maria'] })).toEqual([])
  })

  it('reports a missing or empty title', () => {
    const missing = { key: 'title', message: 'frontmatter has no "title"' }
    expect(frontmatterProblems('docs', {})).toContainEqual(missing)
    expect(frontmatterProblems('changelog', { title: '  ' })).toContainEqual(missing)
    expect(frontmatterProblems('docs', undefined)).toContainEqual(missing)
  })

  it('reports fields of the wrong type, naming the field', () => {
    expect(frontmatterProblems('docs', { title: 'x', sidebar_position: 'first' })).toEqual([
      { key: 'sidebar_position', message: '"sidebar_position" must be a number' },
    ])
    expect(frontmatterProblems('changelog', { title: 'x', tags: 'api' })).toEqual([{ key: 'tags', message: '"tags" must be a list of strings' }])
    expect(frontmatterProblems('docs', { title: 'x', draft: 'yes' })).toEqual([{ key: 'draft', message: '"draft" must be true or false' }])
    expect(frontmatterProblems('docs', { title: 'x', draft: true })).toEqual([])
  })
})

describe('where a frontmatter problem is', () => {
  const file = '---\ntitle: Sandbox\nsidebar_position: first\n---\n\nText.\n'

  it('points at the field\'s line, or the opening --- when the field is missing', () => {
    expect(frontmatterFieldLocation(file, 'sidebar_position')).toEqual({ line: 3, column: 1 })
    expect(frontmatterFieldLocation(file, 'title')).toEqual({ line: 2, column: 1 })
    expect(frontmatterFieldLocation(file, 'description')).toEqual({ line: 1, column: 1 })
  })

  it('positions YAML syntax errors in the file, and says nothing when the YAML parses', () => {
    expect(frontmatterSyntaxProblem(file)).toBeNull()
    const broken = frontmatterSyntaxProblem('---\ntitle: Sandbox\ndescription: [unclosed\n---\n\nText.\n')
    expect(broken).toMatchObject({ line: expect.any(Number), column: expect.any(Number) })
    expect(broken!.line).toBeGreaterThanOrEqual(3)
    expect(broken!.line).toBeLessThanOrEqual(4)
    expect(broken!.message).toMatch(/flow collection|unexpected end/)
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
