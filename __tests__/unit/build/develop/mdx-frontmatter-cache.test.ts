/**
 * The patched frontmatter cache of gatsby-plugin-mdx (see patches/README.md): a file's frontmatter and body
 * are cached by the text parsed, so two files that share a File digest keep their own content. An empty
 * file's digest is every empty file's, and a save read halfway gave a changelog post a doc's title and text.
 */
import { parseFrontmatter } from 'gatsby-plugin-mdx/dist/frontmatter'

const EMPTY_FILE_DIGEST = 'd41d8cd98f00b204e9800998ecf8427e'

describe('gatsby-plugin-mdx: frontmatter under a shared digest', () => {
  it('is each text’s own', () => {
    const help = parseFrontmatter(EMPTY_FILE_DIGEST, '---\ntitle: Getting help\n---\n\nWrite to support.\n')
    const post = parseFrontmatter(EMPTY_FILE_DIGEST, '---\ntitle: New shipment response field\n---\n\nA new field.\n')
    expect(help).toMatchObject({ frontmatter: { title: 'Getting help' }, body: expect.stringContaining('Write to support.') })
    expect(post).toMatchObject({ frontmatter: { title: 'New shipment response field' }, body: expect.stringContaining('A new field.') })
  })

  it('and the same text parsed again gives the same result', () => {
    const source = '---\ntitle: Sandbox\n---\n\nTry things.\n'
    expect(parseFrontmatter('one digest', source)).toEqual(parseFrontmatter('another digest', source))
  })
})
