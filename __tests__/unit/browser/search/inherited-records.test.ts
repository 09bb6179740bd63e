import { inheritedGroups } from '../../../../src/browser/search/inherited-records'

describe('records found only through the headings above them', () => {
  it('are the records a heading covers that have no occurrence of their own, grouped by the headings that cover them', () => {
    // Record 0 is the page title (covers 1–9), record 3 a heading (covers 4–6); records 2 and 5 have words of their own.
    const occurrences = [
      { record: 0, until: 9 },
      { record: 2, until: 2 },
      { record: 3, until: 6 },
      { record: 5, until: 5 },
    ]
    expect(inheritedGroups(occurrences)).toEqual([
      { headings: [0], records: [1, 7, 8, 9] },
      { headings: [0, 3], records: [4, 6] },
    ])
  })

  it('are none when no occurrence is in a heading', () => {
    expect(inheritedGroups([{ record: 4, until: 4 }])).toEqual([])
  })
})
