import React, { useEffect, useState } from 'react'
import { siteConfig } from '../../config/site'
import { applyColorMode, currentColorMode, followColorMode, type ColorMode } from '../../browser/color-mode'
import * as styles from './styles.module.css'

/** The mode is read after mount: the server cannot know it, and guessing would mismatch hydration. */
export function ColorModeToggle() {
  const [mode, setMode] = useState<ColorMode | null>(null)
  useEffect(() => {
    setMode(currentColorMode())
    return followColorMode(siteConfig.colorMode, setMode)
  }, [])
  const shown = mode ?? siteConfig.colorMode.defaultMode
  const toggle = () => {
    const next: ColorMode = currentColorMode() === 'dark' ? 'light' : 'dark'
    applyColorMode(next, siteConfig.colorMode.storageKey)
    setMode(next)
  }
  const label = `Switch between dark and light mode (currently ${shown} mode)`
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={label} title={label} data-color-mode-toggle="">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.sun}>
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <path
          d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.moon}>
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
      </svg>
    </button>
  )
}
