import { parsePostFileName } from '../../../src/build/post-file-name'

describe('parsePostFileName', () => {
  it('takes the date and slug from YYYY-MM-DD-slug.mdx', () => {
    expect(parsePostFileName('2025-03-04-new-parcel-field-stackable-shipments.mdx')).toEqual({
      date: '2025-03-04',
      slug: 'new-parcel-field-stackable-shipments',
    })
  })

  it.each([
    ['no date', 'ioss-service.mdx', /not a valid changelog file name/],
    ['a short date', '2025-3-04-ioss.mdx', /not a valid changelog file name/],
    ['no slug', '2025-03-04.mdx', /not a valid changelog file name/],
    ['an upper-case slug', '2025-03-04-IOSS.mdx', /not a valid changelog file name/],
    ['month 13', '2025-13-01-ioss.mdx', /unparseable date 2025-13-01/],
    ['30 February', '2025-02-30-ioss.mdx', /unparseable date 2025-02-30/],
    ['day zero', '2025-02-00-ioss.mdx', /unparseable date/],
  ])('rejects %s and names the file', (_, fileName, message) => {
    expect(() => parsePostFileName(fileName)).toThrow(message)
    expect(() => parsePostFileName(fileName)).toThrow(fileName)
  })

  it('accepts 29 February in a leap year only', () => {
    expect(parsePostFileName('2024-02-29-leap.mdx').date).toBe('2024-02-29')
    expect(() => parsePostFileName('2025-02-29-leap.mdx')).toThrow(/unparseable date/)
  })
})
