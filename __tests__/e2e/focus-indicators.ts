/**
 * Runs in the page (passed to page.evaluate): focuses every interactive element in turn and returns those
 * without a visible focus indicator: no :focus-visible match, no outline of at least 2 px nor box-shadow,
 * or an outline whose colour has less than 3:1 contrast with the page background (WCAG 2.4.7, 1.4.11).
 * The caller presses Tab once first, so the browser treats focus as keyboard focus.
 */
export function elementsWithoutVisibleFocus(): string[] {
  const SELECTOR =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'
  const rgb = (color: string) => (color.match(/[\d.]+/g) ?? ['0', '0', '0', '1']).map(Number)
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color).map((channel, index) => {
      if (index > 2) return channel
      const value = channel / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light + 0.05) / (dark + 0.05)
  }
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label') || ''}"`
  /** The colour behind an element: the nearest ancestor's with a background (the page's as a last resort). */
  const backgroundBehind = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor
      if (rgb(color)[3] !== 0) return color
    }
    return 'rgb(255, 255, 255)'
  }
  const problems: string[] = []
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
    if (element.closest('[hidden], [inert]') || element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue
    element.focus()
    if (document.activeElement !== element) continue
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && rgb(style.outlineColor)[3] !== 0
    const shadow = style.boxShadow !== 'none'
    if (!element.matches(':focus-visible')) problems.push(`${describe(element)}: not :focus-visible`)
    else if (!outline && !shadow) problems.push(`${describe(element)}: no outline or shadow when focused`)
    else if (outline && contrast(style.outlineColor, backgroundBehind(element)) < 3) {
      problems.push(`${describe(element)}: focus outline ${style.outlineColor} has contrast < 3:1 on ${backgroundBehind(element)}`)
    }
  }
  ;(document.activeElement as HTMLElement | null)?.blur()
  return problems
}
