/**
 * When a page's code (its JavaScript chunk or page data) cannot be downloaded. A failed client-side
 * navigation does a full page load of the target, once per path and tab session: the guard lives in
 * sessionStorage, so a page that fails again (or a page whose load itself navigates) can never reload in a
 * loop. After that, or when storage is unavailable and the guard cannot be kept, the page says what failed
 * and offers "Retry". Plain DOM, because React may not be running.
 */
const RELOAD_GUARD_KEY = 'page-load-reloaded'
export const PAGE_LOAD_ERROR_TITLE = 'This page could not be loaded.'

/** True once per path: the caller may do the one full page load. False when it was done or cannot be guarded. */
export function claimReload(path: string): boolean {
  try {
    // Every path reloaded in this tab session, so failing on A, then B, then A again reloads A only once.
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '[]')
    const reloaded = Array.isArray(stored) ? stored : []
    if (reloaded.includes(path)) return false
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify([...reloaded, path]))
    return true
  } catch {
    return false
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Its code could not be downloaded. Check your network connection.'
}

/** Shows the error and a Retry button at the top of the page's main content; one notice at a time. */
export function showPageLoadError(error: unknown, retry: () => void): void {
  document.querySelector('[data-page-load-error]')?.remove()
  const notice = document.createElement('div')
  notice.className = 'page-load-error'
  notice.setAttribute('role', 'alert')
  notice.setAttribute('data-page-load-error', '')
  const text = document.createElement('p')
  const title = document.createElement('strong')
  title.textContent = PAGE_LOAD_ERROR_TITLE
  text.append(title, ` ${errorText(error)}`)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button-primary'
  button.textContent = 'Retry'
  button.addEventListener('click', retry)
  notice.append(text, button)
  const main = document.querySelector('main')
  if (main) main.prepend(notice)
  else document.body.prepend(notice)
}
