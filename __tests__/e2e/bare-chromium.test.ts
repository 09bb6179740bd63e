/**
 * The Chromium that `npm run bench:search` times the search in (scripts/lib/bare-chromium.mjs): driven over
 * its DevTools pipe without the Network domain, it must still load a page of the build, wait for it, run
 * the page's own client, report errors from the page, and leave nothing behind.
 */
import fs from 'fs'
import os from 'os'

type BareChromiumModule = typeof import('../../scripts/lib/bare-chromium.mjs')

let lib: BareChromiumModule
beforeAll(async () => {
  // A plain ES module shared with the npm scripts; import() keeps it out of Babel's CommonJS transform.
  lib = await import('../../scripts/lib/bare-chromium.mjs')
})

const profiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('kolli-chromium-'))

it('loads a page, runs its search client, reports a page error, and removes its profile on close', async () => {
  const before = profiles()
  const chromium = await lib.launchBareChromium()
  try {
    await chromium.goto(`${process.env.E2E_BASE_URL}/search`, `'__KOLLI_SEARCH_CLIENT__' in window`)
    const hits = await chromium.evaluate(`(async () => {
      const client = await window.__KOLLI_SEARCH_CLIENT__()
      const { results } = await client.search({ requests: [{ query: 'createShipment', hitsPerPage: 5 }] })
      return results[0].hits.map((hit) => hit.url)
    })()`)
    expect((hits as string[])[0]).toMatch(/\/api-reference#operation\/createShipment$/)
    await expect(chromium.evaluate(`(() => { throw new Error('broken page') })()`)).rejects.toThrow(/In the page: .*broken page/)
  } finally {
    await chromium.close()
  }
  expect(profiles()).toEqual(before)
})

it('says which page did not get ready, and when', async () => {
  const chromium = await lib.launchBareChromium()
  try {
    await expect(chromium.goto(`${process.env.E2E_BASE_URL}/search`, `'__NEVER_DEFINED__' in window`, { timeoutMs: 1_000 })).rejects.toThrow(/\/search was not ready \('__NEVER_DEFINED__' in window\) within 1 s/)
  } finally {
    await chromium.close()
  }
})
