/**
 * Several byte ranges of one file with one request: HTTP's `Range: bytes=a-b,c-d`, answered with a
 * `multipart/byteranges` body (RFC 9110, section 14.6), or with a single range. A query's hits are spread
 * over the index, and a request costs the browser about 2 ms whatever its size, so one request for all of
 * them beats one per records shard (see engine.ts).
 */

/** A range of bytes: its start and its end (exclusive). */
export type ByteRange = readonly [start: number, end: number]

/** A piece of the file a response holds: where it starts in the file, and its bytes. */
export interface Part {
  start: number
  bytes: Uint8Array<ArrayBuffer>
}

/** The Range header that asks for `ranges` (in any order), ranges that touch or overlap asked as one. */
export function rangeHeader(ranges: ByteRange[]): string {
  const merged: [number, number][] = []
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return `bytes=${merged.map(([start, end]) => `${start}-${end - 1}`).join(',')}`
}

/** "bytes 200-299/1000" → { start: 200, end: 300 }, or null for another unit or a malformed value. */
function contentRange(value: string | null): { start: number; end: number } | null {
  const match = /^\s*bytes\s+(\d+)-(\d+)\s*\/\s*(\d+|\*)\s*$/i.exec(value ?? '')
  return match ? { start: Number(match[1]), end: Number(match[2]) + 1 } : null
}

const CRLF_CRLF = [13, 10, 13, 10]

function indexOf(bytes: Uint8Array, pattern: ArrayLike<number>, from: number): number {
  const first = pattern[0]
  for (let at = bytes.indexOf(first, from); at !== -1 && at + pattern.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    let same = true
    for (let offset = 1; offset < pattern.length && same; offset += 1) same = bytes[at + offset] === pattern[offset]
    if (same) return at
  }
  return -1
}

const latin1 = new TextDecoder('latin1')

/**
 * The parts of a 206 response's body: the one its Content-Range names, or each of a multipart/byteranges
 * body's parts, read by the length its own Content-Range gives (a part's bytes may hold anything, the
 * boundary too). Null when the response cannot be read so.
 */
export function responseParts(body: Uint8Array<ArrayBuffer>, contentType: string | null, contentRangeHeader: string | null): Part[] | null {
  const boundary = /^\s*multipart\/byteranges\s*;.*?\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  if (!boundary) {
    const range = contentRange(contentRangeHeader)
    return range && range.end - range.start === body.length ? [{ start: range.start, bytes: body }] : null
  }
  const delimiter = Array.from(`--${boundary[1] ?? boundary[2]}`, (character) => character.charCodeAt(0))
  const parts: Part[] = []
  for (let at = indexOf(body, delimiter, 0); at !== -1; ) {
    const afterDelimiter = at + delimiter.length
    // "--" after the boundary closes the body.
    if (body[afterDelimiter] === 45 && body[afterDelimiter + 1] === 45) return parts
    const headersEnd = indexOf(body, CRLF_CRLF, afterDelimiter)
    if (headersEnd === -1) return null
    const headers = latin1.decode(body.subarray(afterDelimiter, headersEnd))
    const range = contentRange(/^content-range:(.*)$/im.exec(headers)?.[1] ?? null)
    const bodyStart = headersEnd + CRLF_CRLF.length
    if (!range || bodyStart + range.end - range.start > body.length) return null
    parts.push({ start: range.start, bytes: body.subarray(bodyStart, bodyStart + range.end - range.start) })
    at = indexOf(body, delimiter, bodyStart + range.end - range.start)
  }
  // No closing delimiter: the body was cut short.
  return null
}

/** Each range's bytes, from the part that holds it (a server may merge ranges); null if a part is missing. */
export function sliceRanges(parts: Part[], ranges: ByteRange[]): Uint8Array<ArrayBuffer>[] | null {
  const slices: Uint8Array<ArrayBuffer>[] = []
  for (const [start, end] of ranges) {
    const part = parts.find((candidate) => candidate.start <= start && end <= candidate.start + candidate.bytes.length)
    if (!part) return null
    slices.push(part.bytes.subarray(start - part.start, end - part.start))
  }
  return slices
}
