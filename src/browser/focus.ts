/** What Tab can reach: the modal panels trap it among these, and closing something hands focus on to one. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

const isShown = (element: HTMLElement) => element.getClientRects().length > 0

/**
 * The first shown focusable element after `element` (and outside it) in document order: where focus goes
 * when `element` disappears while it holds focus, so the next Tab continues from there, not from the top.
 */
export function focusableAfter(element: Element): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING && isShown(candidate)) return candidate
  }
  return null
}

/** Focuses `target` if it is still in the page, else `fallback`; returns whether anything took focus. */
export function restoreFocus(target: Element | null, fallback: HTMLElement | null = null): boolean {
  const element = target instanceof HTMLElement && target.isConnected && target !== document.body ? target : fallback
  if (!element) return false
  element.focus()
  return document.activeElement === element
}
