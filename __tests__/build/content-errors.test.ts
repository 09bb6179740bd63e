/**
 * A doc or post with a missing title, an unparseable date or broken YAML must fail `gatsby build` with a
 * message naming the file. Each case builds a copy of the site (sharing node_modules) on fixture content.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const projectRoot = path.join(__dirname, '..', '..')
const validContent = path.join(projectRoot, '__tests__', 'fixtures', 'content-errors', 'valid')
const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'src', 'static']

function siteWith(breakContent: (content: string) => void): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-fixture-'))
  for (const entry of SITE_FILES) fs.cpSync(path.join(projectRoot, entry), path.join(site, entry), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir')
  fs.cpSync(validContent, path.join(site, 'content'), { recursive: true })
  breakContent(path.join(site, 'content'))
  return site
}

function build(site: string) {
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
  })
  fs.rmSync(site, { recursive: true, force: true })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('content errors fail the build and name the file', () => {
  it('a doc without a title', () => {
    const { status, output } = build(
      siteWith((content) => fs.writeFileSync(path.join(content, 'docs', 'untitled.mdx'), '---\ndescription: No title\n---\n\nText.\n')),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/Invalid frontmatter in content\/docs\/untitled\.mdx: frontmatter has no "title"/)
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

  it('a category file that is not valid YAML', () => {
    const { status, output } = build(
      siteWith((content) => fs.writeFileSync(path.join(content, 'docs', '_category_.yml'), 'label: [unclosed\n')),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/Invalid YAML in content\/docs\/_category_\.yml/)
  })
})
