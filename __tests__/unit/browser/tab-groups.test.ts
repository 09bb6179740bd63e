import { applyTabPreferences, installContentEnhancers, tabGroupKey } from '../../../src/browser/content-enhancers'

/** Static markup as the Tabs component renders it. */
function tabSet(id: string, group: string | null, values: string[]): string {
  const tabs = values
    .map((value, index) => `<button role="tab" id="${id}-t${index}" data-value="${value}" aria-controls="${id}-p${index}" aria-selected="${index === 0}">${value}</button>`)
    .join('')
  const panels = values.map((value, index) => `<div role="tabpanel" id="${id}-p${index}"${index === 0 ? '' : ' hidden'}>${value} panel</div>`).join('')
  return `<div data-tabs=""${group ? ` data-tabs-group="${group}"` : ''}><div role="tablist">${tabs}</div>${panels}</div>`
}

const selected = (id: string) => document.querySelector(`#${id} [aria-selected="true"]`)?.getAttribute('data-value')
const visiblePanel = (id: string) => document.querySelector(`#${id} [role="tabpanel"]:not([hidden])`)?.textContent

function page(): void {
  document.body.innerHTML = [
    `<section id="a">${tabSet('a', 'request-language', ['curl', 'python', 'php'])}</section>`,
    `<section id="b">${tabSet('b', 'request-language', ['curl', 'python'])}</section>`,
    `<section id="c">${tabSet('c', null, ['curl', 'python'])}</section>`,
    `<section id="d">${tabSet('d', 'os', ['linux', 'macos'])}</section>`,
  ].join('')
}

describe('tab groups', () => {
  beforeAll(() => installContentEnhancers())
  beforeEach(() => {
    window.localStorage.clear()
    page()
  })
  afterEach(() => jest.restoreAllMocks())

  it('switches every set of the group on the page and remembers the choice', () => {
    ;(document.querySelector('#a [data-value="python"]') as HTMLElement).click()
    expect([selected('a'), selected('b'), selected('c'), selected('d')]).toEqual(['python', 'python', 'curl', 'linux'])
    expect(visiblePanel('b')).toBe('python panel')
    expect(window.localStorage.getItem(tabGroupKey('request-language'))).toBe('python')
  })

  it('leaves a set without the chosen value as it is', () => {
    ;(document.querySelector('#a [data-value="php"]') as HTMLElement).click()
    expect([selected('a'), selected('b')]).toEqual(['php', 'curl'])
  })

  it('shows the remembered choice on the next page', () => {
    window.localStorage.setItem(tabGroupKey('request-language'), 'python')
    window.localStorage.setItem(tabGroupKey('os'), 'macos')
    applyTabPreferences()
    expect([selected('a'), selected('b'), selected('c'), selected('d')]).toEqual(['python', 'python', 'curl', 'macos'])
    expect(visiblePanel('d')).toBe('macos panel')
  })

  it('moves with the arrow keys within the group too', () => {
    const first = document.querySelector('#b [data-value="curl"]') as HTMLElement
    first.focus()
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect([selected('a'), selected('b')]).toEqual(['python', 'python'])
    expect(document.activeElement?.getAttribute('data-value')).toBe('python')
  })

  it('still switches when localStorage throws, and remembers nothing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    ;(document.querySelector('#a [data-value="python"]') as HTMLElement).click()
    expect(selected('b')).toBe('python')
    page()
    expect(() => applyTabPreferences()).not.toThrow()
    expect(selected('a')).toBe('curl')
  })
})
