/**
 * A doc or post with a missing title, an unparseable date or broken YAML must fail `gatsby build` with a
 * message naming the file. Each case builds a copy of the site (sharing node_modules) on fixture content.
 */
import fs from 'fs'
import path from 'path'
import { build, projectRoot, siteWith } from './fixture-site'

describe('content errors fail the build and name the file', () => {
  it('a doc without a title', () => {
    const { status, output } = build(
      siteWith((content) => fs.writeFileSync(path.join(content, 'docs', 'untitled.mdx'), '---\ndescription: No title\n---\n\nText.\n')),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/Invalid frontmatter in content\/docs\/untitled\.mdx:1:1: frontmatter has no "title"/)
  })

  it('a post whose file name has an unparseable date', () => {
    const { status, output } = build(
      siteWith((content) =>
        fs.writeFileSync(path.join(content, 'changelog', '2025-02-30-bad-date.mdx'), '---\ntitle: Bad date\n---\n\nText.\n'),
      ),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/Invalid changelog post content\/changelog\/2025-02-30-bad-date\.mdx: .*unparseable date 2025-02-30/)
  })

  it('a search synonyms entry that is neither a group nor a one-way entry, with its line', () => {
    const { status, output } = build(
      siteWith((content) => fs.writeFileSync(path.join(content, 'search', 'synonyms.yml'), 'synonyms:\n  - [legit, valid]\n  - { from: legit }\n')),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/Invalid YAML in content\/search\/synonyms\.yml:3:5: entry 2: a one-way entry needs "from" and "to"/)
  })

  it('a category file that is not valid YAML', () => {
    const { status, output } = build(
      siteWith((content) => fs.writeFileSync(path.join(content, 'docs', '_category_.yml'), 'label: [unclosed\n')),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/Invalid YAML in content\/docs\/_category_\.yml/)
  })
})

describe('the OpenAPI document', () => {
  const openApiFixture = (name: string) => path.join(projectRoot, '__tests__', 'fixtures', 'openapi', name)
  const withDocument = (name: string) => (content: string) => {
    fs.mkdirSync(path.join(content, 'api'))
    fs.copyFileSync(openApiFixture(name), path.join(content, 'api', 'openapi.yaml'))
  }

  it('fails the build when invalid, with the validator message and the line and column in the file', () => {
    const { status, output } = build(siteWith(withDocument('invalid.yaml')))
    expect(status).not.toBe(0)
    expect(output).toMatch(
      /Invalid OpenAPI document content\/api\/openapi\.yaml:11:15: ENUM must be equal to one of the allowed values/,
    )
  })

  it('warns, naming file and line, about guide links to missing operations and unknown JSON fields', () => {
    const { status, output } = build(
      siteWith((content) => {
        withDocument('valid.yaml')(content)
        const guide = [
          '---',
          'title: Parcels',
          'description: Links to the reference.',
          '---',
          '',
          'Fetch one with [`getParcel`](/api-reference#operation/getParcel) or [a typo](/api-reference#operation/getParcle).',
          '',
          '```json',
          '{ "weight_kg": 1, "colour": "red" }',
          '```',
          '',
        ].join('\n')
        fs.writeFileSync(path.join(content, 'docs', 'parcels.mdx'), guide)
      }),
    )
    expect(status).toBe(0)
    expect(output).toContain(
      'content/docs/parcels.mdx:6: link to /api-reference#operation/getParcle: no such operation in the OpenAPI document; did you mean /api-reference#operation/getParcel?',
    )
    expect(output).toContain('content/docs/parcels.mdx:9: the json example uses fields no schema of the OpenAPI document declares: "colour"')
    expect(output).not.toContain('#operation/getParcel: no such')
  })
})
