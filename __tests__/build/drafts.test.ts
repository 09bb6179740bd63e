/**
 * Drafts (`draft: true`) are left out of the production build entirely: no page, sidebar entry, feed item,
 * sitemap URL, search record or tag count. A link to one from a published page fails the build, naming both
 * files. (The development server shows them: __tests__/develop/bad-input.test.ts.)
 */
import fs from 'fs'
import path from 'path'
import { build, buildSite, siteWith } from './fixture-site'

const DRAFT_DOC = '---\ntitle: Unreleased feature\ndescription: Not yet.\ndraft: true\n---\n\nUnreleased feature text.\n'
const DRAFT_POST =
  '---\ntitle: Unreleased announcement\ndescription: Soon.\ndraft: true\ntags: [api]\nauthors: [maria]\n---\n\nSoon.\n\n{/* truncate */}\n'

const withDrafts = (content: string) => {
  fs.writeFileSync(path.join(content, 'docs', 'unreleased.mdx'), DRAFT_DOC)
  fs.writeFileSync(path.join(content, 'changelog', '2025-03-01-unreleased-announcement.mdx'), DRAFT_POST)
}

describe('a production build with drafts', () => {
  let site: string
  let output: string
  let status: number | null
  const read = (file: string) => fs.readFileSync(path.join(site, 'public', file), 'utf8')

  beforeAll(() => {
    site = siteWith(withDrafts)
    ;({ status, output } = buildSite(site))
  })
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

  it('succeeds', () => {
    expect(output).not.toMatch(/broken link/)
    expect(status).toBe(0)
  })

  it('has no page for them', () => {
    expect(fs.existsSync(path.join(site, 'public', 'docs', 'unreleased'))).toBe(false)
    expect(fs.existsSync(path.join(site, 'public', 'changelog', 'unreleased-announcement'))).toBe(false)
  })

  it('lists them nowhere: sidebar, changelog, archive, tag page, feeds, sitemap, search', () => {
    const pages = ['docs/getting-started/index.html', 'changelog/index.html', 'changelog/archive/index.html', 'changelog/tags/api/index.html']
    for (const page of pages) {
      expect(read(page)).not.toContain('Unreleased')
    }
    for (const file of ['changelog/rss.xml', 'changelog/atom.xml', 'sitemap-0.xml']) expect(read(file)).not.toContain('nreleased')
    expect(fs.readFileSync(path.join(site, '.cache', 'search', 'docsearch-records.json'), 'utf8')).not.toContain('Unreleased')
  })

  it('does not count them on the tags index', () => {
    // The fixture's one published post has the tag; the draft would make it two.
    expect(read('changelog/tags/index.html').replace(/<!-- -->/g, '')).toContain('>API</a> (1)')
  })
})

it('fails when a published page links to a draft, naming both files', () => {
  const { status, output } = build(
    siteWith((content) => {
      withDrafts(content)
      fs.writeFileSync(path.join(content, 'docs', 'teaser.mdx'), '---\ntitle: Teaser\ndescription: Links ahead.\n---\n\nSee [what is coming](/docs/unreleased).\n')
    }),
  )
  expect(status).not.toBe(0)
  expect(output).toContain('/docs/teaser (content/docs/teaser.mdx) links to /docs/unreleased, the draft content/docs/unreleased.mdx')
})
