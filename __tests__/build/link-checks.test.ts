/**
 * The build's checks on a fixture site: a link to a missing route fails the build, naming page, content
 * file, link and the closest route; broken anchors, broken Markdown links, duplicate routes, inline tags
 * and authors, and untruncated posts are warnings that name the file.
 */
import fs from 'fs'
import path from 'path'
import { build, siteWith } from './fixture-site'

const doc = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`

it('fails on a broken link and says where it is and what was meant', () => {
  const { status, output } = build(
    siteWith((content) => fs.writeFileSync(path.join(content, 'docs', 'typo.mdx'), doc('Typo', 'Read [the intro](/docs/intr) first.'))),
  )
  expect(status).not.toBe(0)
  expect(output).toContain('1 broken link:')
  expect(output).toContain('/docs/typo (content/docs/typo.mdx) links to /docs/intr; did you mean /docs/intro?')
})

it('warns, naming the file, about anchors, Markdown links, duplicate routes, inline tags and authors, and untruncated posts', () => {
  const { status, output } = build(
    siteWith((content) => {
      fs.writeFileSync(path.join(content, 'docs', 'anchors.mdx'), doc('Anchors', 'See [nothing](/docs/intro#nowhere) and [the file](./missing.mdx).'))
      fs.mkdirSync(path.join(content, 'docs', 'intro'))
      fs.writeFileSync(path.join(content, 'docs', 'intro', 'index.mdx'), doc('Intro again', 'Same route.'))
      fs.writeFileSync(
        path.join(content, 'changelog', '2025-02-03-loose-post.mdx'),
        '---\ntitle: Loose post\ndescription: No marker.\ntags: [api, surprise]\nauthors: [ghost]\n---\n\nAll in one.\n',
      )
    }),
  )
  expect(status).toBe(0)
  expect(output).toContain('Broken anchor: /docs/anchors (content/docs/anchors.mdx) links to /docs/intro#nowhere')
  expect(output).toContain('content/docs/anchors.mdx links to ./missing.mdx, which does not exist')
  expect(output).toContain('content/docs/intro.mdx has the same route as content/docs/intro/index.mdx: /docs/intro')
  expect(output).toContain('content/changelog/2025-02-03-loose-post.mdx uses the inline tag "surprise", which tags.yml does not declare')
  expect(output).toContain('content/changelog/2025-02-03-loose-post.mdx uses the inline author "ghost", which authors.yml does not declare')
  expect(output).toContain('content/changelog/2025-02-03-loose-post.mdx has no {/* truncate */} marker')
})
