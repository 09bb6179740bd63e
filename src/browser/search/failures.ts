/**
 * A failed search is shown once, as the error screen, and reported once: one console error per outage, not
 * one uncaught error per keystroke. DocSearch's autocomplete rethrows a failed request from the input
 * handler, where nobody can catch it; errors this module has reported are kept out of "uncaught" reports.
 */
const reported = new WeakSet<object>()
let outage = false
let filterInstalled = false

function ignoreReportedRejections(): void {
  if (filterInstalled || typeof window === 'undefined') return
  filterInstalled = true
  window.addEventListener('unhandledrejection', (event) => {
    if (typeof event.reason === 'object' && event.reason !== null && reported.has(event.reason)) event.preventDefault()
  })
}

/** A search request failed and the visitor sees the error screen for it. */
export function reportSearchFailure(error: unknown): void {
  ignoreReportedRejections()
  if (typeof error === 'object' && error !== null) reported.add(error)
  if (outage) return
  outage = true
  console.error('Search is unavailable:', error)
}

/** A search succeeded: the next failure is a new outage, reported again. */
export function reportSearchSuccess(): void {
  outage = false
}
