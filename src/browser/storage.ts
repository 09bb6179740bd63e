/**
 * localStorage that never throws: private modes and locked-down browsers throw on access,
 * and a preference we cannot store must never break the page.
 */
export function safeGetItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function safeSetItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/**
 * Calls `onChange` when another tab of this site changes `key` (the `storage` event never fires in the tab
 * that wrote). `null` means the key was removed or the storage cleared. Returns the unsubscribe function.
 */
export function followStoredItem(key: string, onChange: (value: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange(event.key === null ? null : event.newValue)
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
