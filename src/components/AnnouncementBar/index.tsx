import React, { useEffect, useState } from 'react'
import { siteConfig } from '../../config/site'
import { safeGetItem, safeSetItem } from '../../browser/storage'
import * as styles from './styles.module.css'

/** Dismissal is stored with the bar's id, so a new announcement (new id) shows again. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed'

export function AnnouncementBar() {
  const bar = siteConfig.announcementBar
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (bar && safeGetItem(ANNOUNCEMENT_STORAGE_KEY) === bar.id) setDismissed(true)
  }, [bar])
  if (!bar || dismissed) return null
  const close = () => {
    safeSetItem(ANNOUNCEMENT_STORAGE_KEY, bar.id)
    setDismissed(true)
  }
  return (
    <div className={`${styles.bar} theme-announcement-bar`} role="region" aria-label="Announcement">
      <p className={styles.content}>{bar.content}</p>
      <button type="button" className={styles.close} onClick={close} aria-label="Close">
        ×
      </button>
    </div>
  )
}
