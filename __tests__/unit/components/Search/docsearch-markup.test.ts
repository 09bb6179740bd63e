import { repairDocSearchMarkup } from '../../../../src/components/Search/docsearch-markup'

function modal(): Element {
  document.body.innerHTML = `
    <div class="DocSearch-Container" role="button" tabindex="0" aria-expanded="true" aria-haspopup="listbox"
         aria-labelledby="docsearch-label" aria-controls="docsearch-hits0-list docsearch-hits1-list">
      <input id="docsearch-input" aria-controls="docsearch-hits0-list docsearch-hits1-list">
      <ul id="docsearch-hits0-list" role="listbox"></ul>
    </div>`
  return document.querySelector('.DocSearch-Container')!
}

describe('repairDocSearchMarkup', () => {
  it('leaves the backdrop a plain element that catches clicks', () => {
    const container = modal()
    repairDocSearchMarkup(container)
    expect(container.getAttributeNames().sort()).toEqual(['class'])
  })

  it('keeps only the result lists that exist in the input’s aria-controls', () => {
    const container = modal()
    repairDocSearchMarkup(container)
    expect(container.querySelector('input')!.getAttribute('aria-controls')).toBe('docsearch-hits0-list')
    container.querySelector('ul')!.remove()
    repairDocSearchMarkup(container)
    expect(container.querySelector('input')!.hasAttribute('aria-controls')).toBe(false)
  })
})
