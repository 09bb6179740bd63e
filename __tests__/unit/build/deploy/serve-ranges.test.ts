/**
 * @jest-environment node
 */
import fs from 'fs'
import type { Server } from 'http'
import os from 'os'
import path from 'path'
import { gzipSync } from 'zlib'
import { responseParts, sliceRanges } from '../../../../src/browser/search/byte-ranges'

// The local server (scripts/serve.mjs) answers Range headers as nginx and most static hosts do: the embedded
// search reads its hits' pages with one request of several ranges.
const file = Buffer.from(Array.from({ length: 5000 }, (_, at) => (at * 7) % 256))
let server: Server
let origin: string

beforeAll(async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-serve-ranges-'))
  fs.mkdirSync(path.join(publicDir, 'search-index'))
  fs.writeFileSync(path.join(publicDir, 'search-index', 'pages.bin'), file)
  fs.writeFileSync(path.join(publicDir, 'notes.txt'), 'plain text '.repeat(100))
  fs.writeFileSync(path.join(publicDir, 'notes.txt.gz'), gzipSync('plain text '.repeat(100)))
  fs.writeFileSync(path.join(publicDir, '404.html'), '<p>Not found</p>')
  const { createServer } = await import('../../../../scripts/serve.mjs')
  server = createServer(publicDir, { pathPrefix: '' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (pathname: string, headers: Record<string, string>) => fetch(`${origin}${pathname}`, { headers: { 'Accept-Encoding': 'identity', ...headers } })

describe('the local server and byte ranges', () => {
  it('says it serves ranges, and answers one range with its bytes', async () => {
    const whole = await get('/search-index/pages.bin', {})
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const response = await get('/search-index/pages.bin', { Range: 'bytes=100-199' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 100-199/5000')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.subarray(100, 200))
  })

  it('answers several ranges with one multipart/byteranges body that holds each of them', async () => {
    const ranges = [[4000, 4100], [10, 20], [300, 1300]] as const
    const response = await get('/search-index/pages.bin', { Range: `bytes=${ranges.map(([start, end]) => `${start}-${end - 1}`).join(',')}` })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-type')).toMatch(/^multipart\/byteranges; boundary=/)
    const body = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(body.length)
    const parts = responseParts(body, response.headers.get('content-type'), response.headers.get('content-range'))
    expect(sliceRanges(parts!, [...ranges])?.map((bytes) => Buffer.from(bytes))).toEqual(ranges.map(([start, end]) => file.subarray(start, end)))
  })

  it('answers a range past the end with 416, and sends the whole file for a malformed header or another version', async () => {
    const beyond = await get('/search-index/pages.bin', { Range: 'bytes=6000-6100' })
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, 'bytes */5000'])
    const wholeFile: Record<string, string>[] = [{ Range: 'bytes=abc' }, { Range: 'bytes=0-9', 'If-Range': '"another-version"' }]
    for (const headers of wholeFile) {
      const response = await get('/search-index/pages.bin', headers)
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer())).toEqual(file)
    }
  })

  it('sends a precompressed copy whole: ranges of its encoded bytes would mean nothing to the reader', async () => {
    const response = await get('/notes.txt', { Range: 'bytes=0-9', 'Accept-Encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe('plain text '.repeat(100))
  })

  it('answers ranges of the not-found page with the page and its 404', async () => {
    const response = await get('/search-index/missing.bin', { Range: 'bytes=0-9' })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Not found')
  })
})
