/**
 * @jest-environment node
 */
import { gunzipSync } from 'zlib'
import { createEngine } from '../../../../src/browser/search/engine'
import { freshEngine } from '../../../../src/browser/search/fresh-engine'
import { buildIndex } from '../../../../src/build/search/index-writer'
import { doc } from '../../../support/search-fixture'

describe('freshEngine (gatsby develop)', () => {
  it('asks for the manifest on every query and answers from the index it names, once that changes', async () => {
    let built = buildIndex(doc('/docs/apples', 'Apples', '<p>Apples grow on trees.</p>'))
    let manifests = 0
    const source = {
      manifest: async () => {
        manifests += 1
        return built.manifest
      },
      file: async (_version: string, name: string) => gunzipSync(built.files.get(name)!),
    }
    const engine = freshEngine(createEngine, source)
    const urls = async (query: string) => (await engine.search(query, { distinct: 1 })).records.map((record) => record.url)
    expect(await urls('apples')).toEqual(['https://docs.kolli.example/docs/apples'])
    expect(await urls('pears')).toEqual([])
    expect(manifests).toBe(2)
    // The writer saves: a new index, with a new version.
    built = buildIndex(doc('/docs/pears', 'Pears', '<p>Pears too.</p>'))
    expect(await urls('pears')).toEqual(['https://docs.kolli.example/docs/pears'])
    expect(await urls('apples')).toEqual([])
  })
})
