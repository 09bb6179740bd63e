import fs from 'fs'
import path from 'path'
import { parseAuthorsFile, parseCategoryFile, parseSynonymsFile, parseTagsFile, SynonymsFileError } from '../../../src/build/content-nodes'
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

describe('parseSynonymsFile', () => {
  it('reads groups and one-way entries as Algolia synonym records, in order', () => {
    const source = ['# Words readers use', 'synonyms:', '  - [parcel shop, service point]', '  - { from: unsubscribe, to: [delete subscription] }', '  - { from: max, to: maximum }', ''].join('\n')
    expect(parseSynonymsFile(source)).toEqual([
      { objectID: 'synonym-1', type: 'synonym', synonyms: ['parcel shop', 'service point'] },
      { objectID: 'synonym-2', type: 'oneWaySynonym', input: 'unsubscribe', synonyms: ['delete subscription'] },
      { objectID: 'synonym-3', type: 'oneWaySynonym', input: 'max', synonyms: ['maximum'] },
    ])
    expect(parseSynonymsFile('synonyms: []\n')).toEqual([])
  })

  const problem = (source: string) => {
    try {
      parseSynonymsFile(source)
    } catch (error) {
      const { message, line } = error as SynonymsFileError
      return { message, line }
    }
    throw new Error('no error')
  }

  it('names the entry and its line when an entry is not a group or a one-way entry', () => {
    expect(problem('synonyms:\n  - [a, b]\n  - lonely\n')).toEqual({ message: 'entry 2: expected a list of words ([a, b]) or { from: a, to: [b] }', line: 3 })
    expect(problem('synonyms:\n  - [alone]\n')).toEqual({ message: 'entry 1: a group needs at least two words or phrases', line: 2 })
    expect(problem('synonyms:\n  - { from: a }\n')).toEqual({ message: 'entry 1: a one-way entry needs "from" and "to"', line: 2 })
    expect(problem('synonyms:\n  - { from: a, to: b, too: c }\n')).toMatchObject({ message: 'entry 1: unknown key "too" (a one-way entry has "from" and "to")', line: 2 })
    expect(problem('synonyms:\n  - [a, "  "]\n')).toMatchObject({ message: 'entry 1: a word or phrase is empty', line: 2 })
  })

  it('refuses an entry that repeats an earlier one, naming both', () => {
    expect(problem('synonyms:\n  - { from: ubuntu, to: [linux] }\n  - [a, b]\n  - { from: Ubuntu, to: [linux, deb] }\n')).toEqual({
      message: 'entry 3: a one-way entry from "Ubuntu" is entry 1 already (line 2); change that entry instead',
      line: 4,
    })
    expect(problem('synonyms:\n  - [parcel shop, service point]\n  - [service point, parcel  shop]\n')).toEqual({
      message: 'entry 2: the same group is entry 1 already (line 2); change that entry instead',
      line: 3,
    })
    // A word may be in a group and be a one-way entry's "from", and two groups may share a word.
    expect(parseSynonymsFile('synonyms:\n  - [pickup, pick-up]\n  - { from: pickup, to: [collection] }\n  - [pickup, collection]\n')).toHaveLength(3)
  })

  it('reads the site\'s own synonyms file', () => {
    const file = path.join(__dirname, '../../../content/search/synonyms.yml')
    expect(parseSynonymsFile(fs.readFileSync(file, 'utf8')).length).toBeGreaterThan(0)
  })

  it('names the line of a YAML syntax error, and asks for the synonyms list', () => {
    expect(problem('synonyms:\n  - [a, b\n')).toMatchObject({ line: expect.any(Number) })
    expect(problem('- [a, b]\n')).toMatchObject({ message: 'expected a mapping with a "synonyms" list at the top level', line: 1 })
    expect(problem('synonyms: nope\n')).toMatchObject({ message: '"synonyms" must be a list', line: 1 })
  })
})
