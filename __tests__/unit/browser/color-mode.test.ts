import { applyColorMode, colorModeScript, followColorMode, storedColorMode } from '../../../src/browser/color-mode'

const script = colorModeScript({ storageKey: 'theme', defaultMode: 'dark' })
const runScript = () => new Function(script)()

describe('colour mode inline script', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-theme')
    window.localStorage.clear()
    jest.restoreAllMocks()
  })

  it('defaults to dark, whatever the system prefers', () => {
    runScript()
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    expect(script).not.toContain('prefers-color-scheme')
  })

  it('applies the stored choice under the "theme" key', () => {
    window.localStorage.setItem('theme', 'light')
    runScript()
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
  })

  it('ignores a stored value that is not a mode', () => {
    window.localStorage.setItem('theme', '"><script>')
    runScript()
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
  })

  it('falls back to the default when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(runScript).not.toThrow()
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
  })

  it('applies a toggle for the visit even when storage cannot save it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => applyColorMode('light', 'theme')).not.toThrow()
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
  })
})

describe('colour mode across tabs', () => {
  const options = { storageKey: 'theme', defaultMode: 'dark' as const }

  it('shows what another tab stored, and the default when it was removed', () => {
    const seen: string[] = []
    const stop = followColorMode(options, (mode) => seen.push(mode))
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }))
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark' }))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }))
    expect(seen).toEqual(['light', 'dark'])
  })

  it('reads anything but light or dark as the default', () => {
    expect(storedColorMode('light', 'dark')).toBe('light')
    expect(storedColorMode('sepia', 'dark')).toBe('dark')
    expect(storedColorMode(null, 'light')).toBe('light')
  })
})
