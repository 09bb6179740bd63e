#!/usr/bin/env node
/**
 * npm run search:upload — pushes the records of the last build to an Algolia index with the official
 * client, replacing its contents atomically, and sets the index up for DocSearch and contextual search: its
 * settings and its synonyms (content/search/synonyms.yml, as the last build read them).
 *
 * Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a key that may write; read from the environment here and
 * nowhere else, so it never reaches a bundle) and ALGOLIA_INDEX_NAME. ALGOLIA_HOST points it at another
 * Algolia-compatible host. Run it after a build with the same index settings.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { algoliasearch } from 'algoliasearch'
import files from '../src/shared/script-files.json' with { type: 'json' }
import settings from '../src/shared/search/index-settings.json' with { type: 'json' }

const RECORDS_FILE = files.searchRecords
const SYNONYMS_FILE = files.searchSynonyms

/**
 * The index settings (src/shared/search/index-settings.json): DocSearch's attributes and facets, with the
 * ranking the embedded engine uses too: searchable attributes in hierarchy order, the criteria in order,
 * `customRanking` on the records' weights, typo tolerance, plurals, stop words, `attributeForDistinct` on
 * the URL without its anchor (README, "Search ranking").
 * @type {import('algoliasearch').IndexSettings}
 */
export const INDEX_SETTINGS = /** @type {import('algoliasearch').IndexSettings} */ (settings)

/** @param {NodeJS.ProcessEnv} env */
export function uploadSettings(env) {
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'].filter((name) => !env[name]?.trim())
  if (missing.length > 0) throw new Error(`search:upload needs ${missing.join(', ')} in the environment`)
  // All three are set: the check above threw otherwise.
  return {
    appId: /** @type {string} */ (env.ALGOLIA_APP_ID).trim(),
    adminKey: /** @type {string} */ (env.ALGOLIA_ADMIN_API_KEY).trim(),
    indexName: /** @type {string} */ (env.ALGOLIA_INDEX_NAME).trim(),
    host: env.ALGOLIA_HOST?.trim() || null,
  }
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [recordsFile]
 * @param {string} [synonymsFile]
 */
export async function upload(env, recordsFile = path.resolve(RECORDS_FILE), synonymsFile = path.resolve(SYNONYMS_FILE)) {
  const settings = uploadSettings(env)
  for (const file of [recordsFile, synonymsFile]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} does not exist: run the build first`)
  }
  const records = JSON.parse(fs.readFileSync(recordsFile, 'utf8'))
  /** @type {import('algoliasearch').SynonymHit[]} */
  const synonyms = JSON.parse(fs.readFileSync(synonymsFile, 'utf8'))
  const host = settings.host ? new URL(settings.host) : null
  const client = algoliasearch(settings.appId, settings.adminKey, {
    // ALGOLIA_HOST is an http or https URL: its protocol is one of the two the client accepts.
    ...(host && { hosts: [{ url: host.host, protocol: /** @type {'http' | 'https'} */ (host.protocol.replace(':', '')), accept: 'readWrite' }] }),
  })
  const { taskID } = await client.setSettings({ indexName: settings.indexName, indexSettings: INDEX_SETTINGS })
  await client.waitForTask({ indexName: settings.indexName, taskID })
  // Replacing every synonym the index had: one removed from the file is gone from the index too.
  const saved = await client.saveSynonyms({ indexName: settings.indexName, synonymHit: synonyms, replaceExistingSynonyms: true })
  await client.waitForTask({ indexName: settings.indexName, taskID: saved.taskID })
  // replaceAllObjects builds a new index with a copy of the settings and synonyms, then moves it into place.
  await client.replaceAllObjects({ indexName: settings.indexName, objects: records, batchSize: 1000 })
  return { indexName: settings.indexName, records: records.length, synonyms: synonyms.length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  upload(process.env).then(
    ({ indexName, records, synonyms }) => console.log(`Uploaded ${records} records and ${synonyms} synonym${synonyms === 1 ? '' : 's'} to the Algolia index "${indexName}".`),
    (error) => {
      console.error(`search:upload failed: ${error.message}`)
      process.exit(1)
    },
  )
}
