/**
 * A local stand-in for Algolia's REST API, enough for the real clients: the lite client's multi-index
 * query (`POST /1/indexes/* /queries`) and what `setSettings`, `replaceAllObjects` and `waitForTask` call.
 * It answers from the records it was sent, checks the API keys, and records every request so tests can
 * assert on what the site sent. Matching is plain (every query word must prefix a word of the record).
 */
import http from 'http'
import type { AddressInfo } from 'net'
import { decodeEntities } from '../../src/shared/headings'
import { highlight, queryTerms, snippet, wordMatches } from '../../src/shared/search/text'

interface StoredRecord {
  objectID: string
  hierarchy: Record<string, string | null>
  content: string | null
  [key: string]: unknown
}

export interface ReceivedRequest {
  method: string
  path: string
  apiKey: string | null
  body: unknown
}

function matchesFilters(record: StoredRecord, facetFilters: (string | string[])[] = []) {
  return facetFilters.every((filter) =>
    (Array.isArray(filter) ? filter : [filter]).some((entry) => {
      const [facet, value] = entry.split(':')
      return String(record[facet]) === value
    }),
  )
}

function search(records: StoredRecord[], request: Record<string, unknown>) {
  const query = String(request.query ?? '')
  const terms = queryTerms(query)
  const hitsPerPage = Number(request.hitsPerPage ?? 20)
  const page = Number(request.page ?? 0)
  const words = (record: StoredRecord) =>
    decodeEntities([...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ')).split(/[^\p{L}\p{N}_]+/u)
  const matching = records.filter(
    (record) =>
      matchesFilters(record, request.facetFilters as (string | string[])[]) &&
      terms.length > 0 &&
      terms.every((term) => words(record).some((word) => wordMatches(word, [term]))),
  )
  const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const hierarchy = Object.fromEntries(
      Object.entries(record.hierarchy)
        .filter(([, value]) => value !== null)
        .map(([level, value]) => [level, level === 'lvl0' ? { value, matchLevel: 'none' } : highlight(decodeEntities(value!), terms)]),
    )
    const content = record.content === null ? undefined : decodeEntities(record.content)
    return {
      ...record,
      _highlightResult: { hierarchy, ...(content !== undefined && { content: highlight(content, terms) }) },
      _snippetResult: content === undefined ? {} : { content: snippet(content, terms, 10) },
    }
  })
  return { hits, nbHits: matching.length, page, nbPages: Math.ceil(matching.length / hitsPerPage), hitsPerPage, query, params: '', processingTimeMS: 1 }
}

export async function startFakeAlgolia(keys: { search: string; admin: string }) {
  const indexes = new Map<string, StoredRecord[]>()
  const received: ReceivedRequest[] = []
  let task = 0

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local')
      const apiKey = (request.headers['x-algolia-api-key'] as string | undefined) ?? url.searchParams.get('x-algolia-api-key')
      const parsed = body ? JSON.parse(body) : null
      received.push({ method: request.method ?? '', path: url.pathname, apiKey, body: parsed })
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
        })
        response.end(JSON.stringify(payload))
      }
      if (request.method === 'OPTIONS') return send(204, {})
      const write = request.method !== 'GET' && url.pathname !== '/1/indexes/*/queries'
      const allowed = write ? apiKey === keys.admin : apiKey === keys.search || apiKey === keys.admin
      if (!allowed) return send(403, { message: 'Invalid API key', status: 403 })

      const index = /^\/1\/indexes\/([^/]+)/.exec(url.pathname)?.[1]
      const name = index ? decodeURIComponent(index) : ''
      if (url.pathname === '/1/indexes/*/queries') {
        const requests = (parsed as { requests: Record<string, unknown>[] }).requests
        return send(200, { results: requests.map((entry) => search(indexes.get(String(entry.indexName)) ?? [], entry)) })
      }
      if (/\/batch$/.test(url.pathname)) {
        const stored = indexes.get(name) ?? []
        for (const operation of (parsed as { requests: { action: string; body: StoredRecord }[] }).requests) {
          if (operation.action === 'addObject' || operation.action === 'updateObject') stored.push(operation.body)
        }
        indexes.set(name, stored)
        return send(200, { taskID: ++task, objectIDs: [] })
      }
      if (/\/operation$/.test(url.pathname)) {
        const { operation, destination } = parsed as { operation: 'copy' | 'move'; destination: string }
        if (operation === 'move') {
          indexes.set(destination, indexes.get(name) ?? [])
          indexes.delete(name)
        }
        return send(200, { taskID: ++task, updatedAt: new Date().toISOString() })
      }
      if (/\/settings$/.test(url.pathname)) return send(200, { taskID: ++task, updatedAt: new Date().toISOString() })
      if (/\/task\/\d+$/.test(url.pathname)) return send(200, { status: 'published', pendingTask: false })
      return send(404, { message: `Not implemented here: ${request.method} ${url.pathname}`, status: 404 })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    indexes,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
