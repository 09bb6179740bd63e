import React, { useCallback, useEffect, useRef, useState } from 'react'
import { siteConfig, type AnnouncementBar as AnnouncementBarConfig } from '../../config/site'
import { focusableAfter } from '../../browser/focus'
import { followStoredItem, safeGetItem, safeSetItem } from '../../browser/storage'
import * as styles from './styles.module.css'

/** Dismissal is stored with the bar's id, so a new announcement (new id) shows again. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed'
/** Set on <html> before first paint by the inline script, so a dismissed bar never flashes. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed'

/** Dismissed only if the visitor closed this very announcement; closing an older one does not count. */
export function isAnnouncementDismissed(storedId: string | null, bar: AnnouncementBarConfig | null): boolean {
  return bar !== null && storedId === bar.id
}

/**
 * The inline <head> script: it runs before the body is parsed and marks <html> when the configured bar was
 * dismissed; global.css hides the bar under that mark. Storage failures leave the bar visible.
 */
export function announcementScript(bar: AnnouncementBarConfig): string {
  return (
    `try{if(window.localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(bar.id)})` +
    `document.documentElement.setAttribute('${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}','')}catch(e){}`
  )
}

/** The optional bar from the site config; `bar` is a prop so tests can render any configuration. */
export function AnnouncementBar({ bar = siteConfig.announcementBar }: { bar?: AnnouncementBarConfig | null }) {
  const [dismissed, setDismissed] = useState(false)
  const ref = useRef<HTMLElement>(null)

  const hide = useCallback(() => {
    // Focus inside the bar would fall back to <body>, and the next Tab would start at the top of the page.
    const element = ref.current
    if (element?.contains(document.activeElement)) focusableAfter(element)?.focus()
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '')
    setDismissed(true)
  }, [])

  useEffect(() => {
    if (isAnnouncementDismissed(safeGetItem(ANNOUNCEMENT_STORAGE_KEY), bar)) setDismissed(true)
    // Closed in another tab: close here too.
    return followStoredItem(ANNOUNCEMENT_STORAGE_KEY, (storedId) => {
      if (isAnnouncementDismissed(storedId, bar)) hide()
    })
  }, [bar, hide])

  if (!bar || dismissed) return null
  const close = () => {
    // Without storage the bar still closes for this visit.
    safeSetItem(ANNOUNCEMENT_STORAGE_KEY, bar.id)
    hide()
  }
  return (
    <section ref={ref} className={`${styles.bar} theme-announcement-bar`} aria-label="Announcement" data-announcement-bar="">
      <p className={styles.content}>{bar.content}</p>
      <button type="button" className={styles.close} onClick={close} aria-label="Close">
        ×
      </button>
    </section>
  )
}
