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
