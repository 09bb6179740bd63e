/**
 * Byte-perfect output: emitted HTML, XML and JSON must be valid UTF-8 without control characters (other than
 * tab, line feed and carriage return). React 18's streaming renderer has written NUL bytes where a multi-byte
 * character straddled its buffer (facebook/react#26228); nothing else would notice until a reader saw "�".
 */

export interface ByteProblem {
  /** Byte offset in the file. */
  offset: number
  description: string
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)

/** The first invalid UTF-8 sequence or control character of the bytes, or null. */
export function firstByteProblem(bytes: Uint8Array): ByteProblem | null {
  let offset = 0
  while (offset < bytes.length) {
    const lead = bytes[offset]
    let length = 1
    let code = lead
    if (lead >= 0x80) {
      length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead <= 0xdf ? 2 : 0
      if (length === 0 || offset + length > bytes.length) return { offset, description: 'invalid UTF-8' }
      code = lead & (0xff >> (length + 1))
      for (let next = 1; next < length; next += 1) {
        const byte = bytes[offset + next]
        if ((byte & 0xc0) !== 0x80) return { offset, description: 'invalid UTF-8' }
        code = (code << 6) | (byte & 0x3f)
      }
      // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
      const smallest = [0, 0, 0x80, 0x800, 0x10000][length]
      if (code < smallest || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return { offset, description: 'invalid UTF-8' }
    }
    if (isControl(code)) return { offset, description: `the control character ${hex(code)}${code === 0 ? ' (NUL)' : ''}` }
    offset += length
  }
  return null
}

/** Files whose bytes are checked: what browsers, feed readers and parsers read as text. */
export const CHECKED_TEXT = /\.(html|xml|json)$/
