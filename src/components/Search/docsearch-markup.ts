/**
 * DocSearch 3.9.0's modal fails two WCAG checks in its own markup, repaired in the DOM as it renders:
 * - the backdrop is a `role="button"` with `tabindex="0"` and combobox attributes that wraps the whole dialog
 *   (nested interactive controls, and a name that is not its text); it only needs to catch a click;
 * - the input's `aria-controls` lists result lists that do not exist (an invalid reference).
 * Each fix changes an attribute only when it is wrong, so observing the changes cannot loop.
 */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls']

export function repairDocSearchMarkup(container: Element): void {
  for (const name of BACKDROP_ATTRIBUTES) if (container.hasAttribute(name)) container.removeAttribute(name)
  const input = container.querySelector('#docsearch-input')
  const controls = input?.getAttribute('aria-controls')
  if (!input || controls == null) return
  const existing = controls.split(/\s+/).filter((id) => id && container.ownerDocument.getElementById(id))
  if (existing.length === 0) input.removeAttribute('aria-controls')
  else if (existing.join(' ') !== controls) input.setAttribute('aria-controls', existing.join(' '))
}

/** Repairs the open modal now and after every change DocSearch makes; returns the function that stops. */
export function keepDocSearchMarkupValid(document: Document): () => void {
  const container = document.querySelector('.DocSearch-Container')
  if (!container) return () => undefined
  repairDocSearchMarkup(container)
  const observer = new MutationObserver(() => repairDocSearchMarkup(container))
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: [...BACKDROP_ATTRIBUTES] })
  return () => observer.disconnect()
}
