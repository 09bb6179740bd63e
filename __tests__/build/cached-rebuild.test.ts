/**
 * A second `gatsby build` over the first one's cache, as a writer's machine or a CI cache runs it: what a
 * YAML content file no longer lists is gone from the site, not kept from the cache. Each entry of tags.yml,
 * authors.yml, a `_category_.yml` and the search synonyms is a node of its own; without a parent-child link to
 * its file, Gatsby kept the nodes of entries that had been removed. And every page's Content-Security-Policy
 * allows the inline scripts it has after the second build: Gatsby keeps the HTML of pages that did not change
 * but rewrites their compilation-hash script when the bundles did.
 */
import fs from 'fs'
import path from 'path'
import { listFiles } from '../../src/build/security/secure-build'
import { inlineSources, sha256Source } from '../../src/build/security/headers'
import { SYNONYMS_FILE } from '../../src/shared/files'
import { buildSite, siteWith } from './fixture-site'

let site: string
const synonymsFile = () => path.join(site, SYNONYMS_FILE)
/** The tag page's title: the tag's label from tags.yml, or its key when tags.yml does not declare it. */
const tagTitle = () => /Posts tagged “([^”]*)”/.exec(fs.readFileSync(path.join(site, 'public', 'changelog', 'tags', 'api', 'index.html'), 'utf8'))?.[1]

beforeAll(() => {
  site = siteWith((content) => {
    fs.appendFileSync(path.join(content, 'search', 'synonyms.yml'), '  - { from: bogus, to: [legit] }\n')
  })
  const first = buildSite(site)
  if (first.status !== 0) throw new Error(`The first build failed:\n${first.output}`)
}, 300_000)

afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

it('builds with every entry the first time', () => {
  expect(JSON.parse(fs.readFileSync(synonymsFile(), 'utf8'))).toHaveLength(2)
  expect(tagTitle()).toBe('API')
})

it('drops the entries a YAML file no longer lists when it builds again over the cache', () => {
  const content = path.join(site, 'content')
  fs.writeFileSync(path.join(content, 'search', 'synonyms.yml'), 'synonyms:\n  - [legit, valid]\n')
  // The post keeps its tag `api`; undeclared, the tag is labelled by its key.
  fs.writeFileSync(path.join(content, 'changelog', 'tags.yml'), 'releases:\n  label: Releases\n')
  // What Gatsby does to a page it keeps when the bundles changed: it rewrites the page's compilation hash
  // script in place and leaves the rest, its policy included.
  const kept = path.join(site, 'public', 'index.html')
  fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace(/___webpackCompilationHash="([^"]*)"/, '___webpackCompilationHash="$1-next"'))
  const second = buildSite(site)
  expect(second.status).toBe(0)
  expect(JSON.parse(fs.readFileSync(synonymsFile(), 'utf8'))).toEqual([{ objectID: 'synonym-1', type: 'synonym', synonyms: ['legit', 'valid'] }])
  expect(tagTitle()).toBe('api')
}, 300_000)

it('gives every page a policy that allows the inline scripts it has after building again over the cache', () => {
  const publicDir = path.join(site, 'public')
  const blocked = listFiles(publicDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const html = fs.readFileSync(path.join(publicDir, file), 'utf8')
      const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
      if (!policy) return []
      return inlineSources(html).scripts.filter((script) => !policy.includes(sha256Source(script))).map((script) => `${file}: ${script.slice(0, 60)}`)
    })
  expect(blocked).toEqual([])
})
