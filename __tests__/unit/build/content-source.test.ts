/**
 * onCreateMdxNode under `gatsby develop`: gatsby-plugin-mdx creates the Mdx node without waiting for our
 * onCreateNode, so a page query can run at the handler's first await. Every field must be on the node by then:
 * here the cache and the file's content never arrive, and the fields are read right after the handler starts.
 */
import path from 'path'
import { onCreateMdxNode } from '../../../src/build/content-source'

const never = () => new Promise<never>(() => undefined)

/** A doc at content/docs/<name>.mdx whose Mdx node has `frontmatter`; the fields the handler set, as it sets them. */
function mdxNode(name: string, frontmatter: Record<string, unknown>) {
  const fields: Record<string, unknown> = {}
  const file = {
    id: `file-${name}`,
    sourceInstanceName: 'docs',
    relativePath: `${name}.mdx`,
    relativeDirectory: '',
    absolutePath: path.resolve('content/docs', `${name}.mdx`),
    base: `${name}.mdx`,
    name,
    extension: 'mdx',
    internal: { type: 'File' },
  }
  const args = {
    node: { id: `mdx-${name}`, parent: file.id, frontmatter, internal: { type: 'Mdx' } },
    getNode: (id: string) => (id === file.id ? file : undefined),
    actions: { createNodeField: ({ name: field, value }: { name: string; value: unknown }) => (fields[field] = value) },
    loadNodeContent: never,
    cache: { get: never, set: never },
  }
  const problems = { report: jest.fn(), resolve: jest.fn() }
  return { fields, problems, start: () => void onCreateMdxNode(args as never, problems as never) }
}

const command = process.env.gatsby_executing_command
beforeAll(() => {
  process.env.gatsby_executing_command = 'develop'
})
afterAll(() => {
  process.env.gatsby_executing_command = command
})

describe('onCreateMdxNode under gatsby develop', () => {
  it('puts every field on a valid file\'s node before it waits for anything', () => {
    const { fields, start } = mdxNode('quick-start', { title: 'Quick start', draft: true })
    start()
    expect(fields).toEqual({ kind: 'docs', sourceFile: 'content/docs/quick-start.mdx', section: 'docs', route: '/docs/quick-start', dir: '', name: 'quick-start', version: expect.any(String), draft: true, listed: true })
  })

  it('gives an invalid file the fields of its last valid version at once', () => {
    mdxNode('limits', { title: 'Limits', draft: true }).start()
    const broken = mdxNode('limits', { title: 'Limits', draft: true, sidebar_position: 'second' })
    broken.start()
    expect(broken.fields).toMatchObject({ route: '/docs/limits', draft: true, listed: true })
  })
})
