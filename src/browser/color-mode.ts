import { followStoredItem, safeSetItem } from './storage'

export type ColorMode = 'dark' | 'light'
export const THEME_ATTRIBUTE = 'data-theme'

interface ColorModeOptions {
  storageKey: string
  defaultMode: ColorMode
}

/**
 * Inlined into <head> by gatsby-ssr so `data-theme` is set before first paint: without it a
 * visitor who chose light would see a dark flash on every load. Storage failures fall back to the default.
 */
export function colorModeScript({ storageKey, defaultMode }: ColorModeOptions): string {
  return (
    `(function(){var m=${JSON.stringify(defaultMode)};` +
    `try{var s=window.localStorage.getItem(${JSON.stringify(storageKey)});if(s==='light'||s==='dark')m=s}catch(e){}` +
    `document.documentElement.setAttribute('${THEME_ATTRIBUTE}',m)})()`
  )
}

export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'light' ? 'light' : 'dark'
}

/** Applies the mode for this visit and tries to remember it; a storage failure only loses persistence. */
export function applyColorMode(mode: ColorMode, storageKey: string): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, mode)
  safeSetItem(storageKey, mode)
}

/** The mode a stored value asks for; anything else (removed, cleared, garbage) means the default. */
export const storedColorMode = (stored: string | null, defaultMode: ColorMode): ColorMode =>
  stored === 'light' || stored === 'dark' ? stored : defaultMode

/**
 * Follows the mode chosen in another tab of the site, so open tabs never disagree until a reload. Shows the
 * mode without storing it again (the other tab already did). Returns the unsubscribe function.
 */
export function followColorMode({ storageKey, defaultMode }: ColorModeOptions, onChange: (mode: ColorMode) => void): () => void {
  return followStoredItem(storageKey, (stored) => {
    const mode = storedColorMode(stored, defaultMode)
    document.documentElement.setAttribute(THEME_ATTRIBUTE, mode)
    onChange(mode)
  })
}
