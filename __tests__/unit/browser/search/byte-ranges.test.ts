/**
 * @jest-environment node
 */
import { rangeHeader, responseParts, sliceRanges, type ByteRange } from '../../../../src/browser/search/byte-ranges'

const file = Uint8Array.from({ length: 300 }, (_, at) => at % 251)
const bytesOf = (text: string | Uint8Array) => (typeof text === 'string' ? new TextEncoder().encode(text) : text)
const concat = (...chunks: (string | Uint8Array)[]) => {
  const parts = chunks.map(bytesOf)
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0)
  return out
}
/** A multipart/byteranges body as RFC 9110 writes it, with the ranges given (inclusive ends). */
const multipart = (boundary: string, ranges: [number, number][], preamble = '') =>
  concat(
    preamble,
    ...ranges.flatMap(([start, end], at) => [
      `${at === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes ${start}-${end}/${file.length}\r\n\r\n`,
      file.subarray(start, end + 1),
    ]),
    `\r\n--${boundary}--\r\n`,
  )

describe('reading several byte ranges with one request', () => {
  it('asks for each range with an inclusive end, in order, ranges that touch or overlap as one', () => {
    expect(rangeHeader([[200, 210]])).toBe('bytes=200-209')
    expect(rangeHeader([[50, 60], [0, 10], [10, 20], [55, 70]])).toBe('bytes=0-19,50-69')
  })

  it('reads a single range from its Content-Range', () => {
    const parts = responseParts(file.slice(20, 30), 'application/octet-stream', 'bytes 20-29/300')
    expect(parts).toEqual([{ start: 20, bytes: file.slice(20, 30) }])
    expect(sliceRanges(parts!, [[22, 25]])).toEqual([file.slice(22, 25)])
  })

  it('reads each part of a multipart body by its own Content-Range, whatever its bytes hold', () => {
    // The boundary's own bytes inside a part: a reader that split on the boundary would cut it there.
    const tricky = new TextEncoder().encode('--xyz')
    const body = concat('--xyz\r\nContent-Range: bytes 0-4/300\r\n\r\n', tricky, '\r\n--xyz\r\nContent-Range: bytes 100-119/300\r\n\r\n', file.subarray(100, 120), '\r\n--xyz--\r\n')
    expect(responseParts(body, 'multipart/byteranges; boundary=xyz', null)).toEqual([
      { start: 0, bytes: tricky },
      { start: 100, bytes: file.slice(100, 120) },
    ])
  })

  it('gives each range asked for, from parts in any order, merged by the server or not, after a preamble, with a quoted boundary', () => {
    const ranges: ByteRange[] = [[250, 260], [10, 20], [20, 40], [100, 101]]
    const body = multipart('b0und4ry', [[100, 100], [250, 259], [10, 39]], 'a preamble to ignore\r\n')
    const parts = responseParts(body, 'multipart/byteranges; charset=x; boundary="b0und4ry"', null)
    expect(sliceRanges(parts!, ranges)).toEqual(ranges.map(([start, end]) => file.slice(start, end)))
  })

  it('answers null for a response that does not hold the ranges asked for', () => {
    // A part the response does not have, a body cut short, a Content-Range that does not match the body.
    expect(sliceRanges(responseParts(multipart('b', [[0, 9]]), 'multipart/byteranges; boundary=b', null)!, [[0, 12]])).toBeNull()
    expect(responseParts(multipart('b', [[0, 9], [20, 29]]).slice(0, 60), 'multipart/byteranges; boundary=b', null)).toBeNull()
    expect(responseParts(file.slice(0, 10), 'application/octet-stream', 'bytes 0-19/300')).toBeNull()
    expect(responseParts(file.slice(0, 10), 'application/octet-stream', null)).toBeNull()
    expect(responseParts(file.slice(0, 10), 'application/octet-stream', 'items 0-9/300')).toBeNull()
  })
})
