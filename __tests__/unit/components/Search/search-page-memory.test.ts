import { pagesToRestore, searchMemoryOf, withSearchMemory } from '../../../../src/components/Search/SearchPage/history-memory'
import { fillQueryScript, SEARCH_INPUT_ID, SEARCH_TITLE_ID, searchTitle } from '../../../../src/components/Search/SearchPage/heading'

describe('the /search page’s memory in its history entry', () => {
  const memory = { query: 'shipment', pages: 3, scrollY: 2400 }

  it('adds itself to the entry’s state and keeps what the router stored there', () => {
    const state = withSearchMemory({ key: '1699-abc' }, memory)
    expect(state.key).toBe('1699-abc')
    expect(searchMemoryOf(state)).toEqual(memory)
    expect(searchMemoryOf(withSearchMemory(null, memory))).toEqual(memory)
  })

  it('ignores states without it or with a malformed one', () => {
    expect(searchMemoryOf(null)).toBeNull()
    expect(searchMemoryOf({ key: 'x' })).toBeNull()
    expect(searchMemoryOf({ kolliSearch: { query: 'a', pages: 0, scrollY: 0 } })).toBeNull()
    expect(searchMemoryOf({ kolliSearch: { query: 'a', pages: 1.5, scrollY: 0 } })).toBeNull()
    expect(searchMemoryOf({ kolliSearch: { query: 3, pages: 1, scrollY: 0 } })).toBeNull()
  })

  it('restores the loaded pages only for the query they were loaded for', () => {
    expect(pagesToRestore(memory, 'shipment')).toBe(3)
    expect(pagesToRestore(memory, 'label')).toBe(1)
    expect(pagesToRestore(null, 'shipment')).toBe(1)
  })
})

describe('the /search title before the page’s code runs', () => {
  function runScriptAt(search: string) {
    document.body.innerHTML = `<h1 id="${SEARCH_TITLE_ID}">${searchTitle('')}</h1><input id="${SEARCH_INPUT_ID}">`
    window.history.replaceState(null, '', `/search${search}`)
    new Function(fillQueryScript())()
    return [document.getElementById(SEARCH_TITLE_ID)!.textContent, (document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement).value]
  }

  it('writes the query, as text, into the title and the input exactly as React will render them', () => {
    expect(runScriptAt('?q=%3Cb%3Elabel%3C%2Fb%3E')).toEqual([searchTitle('<b>label</b>'), '<b>label</b>'])
    expect(document.querySelector('h1 b')).toBeNull()
  })

  it('cuts the query at 64 characters, as the input does', () => {
    const [, value] = runScriptAt(`?q=${'x'.repeat(80)}`)
    expect(value).toHaveLength(64)
  })

  it('leaves the page alone without a query', () => {
    expect(runScriptAt('')).toEqual(['Search the documentation', ''])
  })
})
