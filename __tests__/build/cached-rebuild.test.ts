/**
 * A second `gatsby build` over the first one's cache, as a writer's machine or a CI cache runs it: what a
 * YAML content file no longer lists is gone from the site, not kept from the cache. Each entry of tags.yml,
 * authors.yml, a `_category_.yml` and the search synonyms is a node of its own; without a parent-child link to
 * its file, Gatsby kept the nodes of entries that had been removed.
 */
import fs from 'fs'
import path from 'path'
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
  const second = buildSite(site)
  expect(second.status).toBe(0)
  expect(JSON.parse(fs.readFileSync(synonymsFile(), 'utf8'))).toEqual([{ objectID: 'synonym-1', type: 'synonym', synonyms: ['legit', 'valid'] }])
  expect(tagTitle()).toBe('api')
}, 300_000)
