import { firstByteProblem } from '../../../../src/build/security/bytes'

const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('byte-perfect output', () => {
  it('accepts UTF-8 text of any script, with tabs and line breaks', () => {
    expect(firstByteProblem(text('Göteborg – “DHL Freight Sweden” 📦\tok\r\n'))).toBeNull()
  })

  it('finds a NUL byte where a character straddled a buffer, with its offset', () => {
    const before = text('DHL Freight Sweden ')
    expect(firstByteProblem(Uint8Array.from([...before, 0, 0, ...text('– x')]))).toEqual({ offset: before.length, description: 'the control character U+0000 (NUL)' })
  })

  it('finds other control characters, C1 included', () => {
    expect(firstByteProblem(text('a\u0008b'))).toEqual({ offset: 1, description: 'the control character U+0008' })
    expect(firstByteProblem(text('ab\u0085'))).toEqual({ offset: 2, description: 'the control character U+0085' })
    expect(firstByteProblem(text('\u007f'))?.offset).toBe(0)
  })

  it('finds invalid UTF-8: a cut sequence, a stray continuation byte, an overlong form, a surrogate', () => {
    expect(firstByteProblem(bytes(0x61, 0xe2, 0x80))).toEqual({ offset: 1, description: 'invalid UTF-8' })
    expect(firstByteProblem(bytes(0x61, 0x80))).toEqual({ offset: 1, description: 'invalid UTF-8' })
    expect(firstByteProblem(bytes(0xc0, 0xaf))?.description).toBe('invalid UTF-8')
    expect(firstByteProblem(bytes(0xed, 0xa0, 0x80))?.description).toBe('invalid UTF-8')
  })
})
