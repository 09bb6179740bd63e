import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { Writable } from 'stream'

/** Streams an element the way Gatsby renders pages, and returns the raw bytes. */
function streamedBytes(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk, _encoding, next) {
        chunks.push(Buffer.from(chunk))
        next()
      },
    })
    sink.on('finish', () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

describe('streamed server rendering (patched react-dom, see patches/README.md)', () => {
  it('writes no NUL bytes where a multi-byte character straddles the 2 KB buffer', async () => {
    // Text chunks short enough for the buffer, with the three-byte "–" just past 2,048 bytes; each offset
    // moves it by one byte.
    for (let offset = 0; offset < 8; offset++) {
      const text = 'x'.repeat(1950 + offset)
      const paragraphs = [text.slice(0, 600), text.slice(600, 1200), `${text.slice(1200)}– Sweden`]
      const bytes = await streamedBytes(createElement('div', null, ...paragraphs.map((part, key) => createElement('p', { key }, part))))
      expect(bytes.includes(0)).toBe(false)
      expect(bytes.toString('utf8')).toContain('x– Sweden')
    }
  })
})
