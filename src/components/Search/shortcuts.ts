/**
 * The search modal's keyboard shortcuts, as DocSearch defines them, without loading DocSearch:
 * Ctrl/Cmd+K toggles, "/" opens unless the visitor is typing in a field, Escape closes.
 */
export type ShortcutAction = 'open' | 'close' | null

const isTyping = (target: EventTarget | null) => {
  const element = target as HTMLElement | null
  if (!element) return false
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)
}

export function shortcutAction(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'target'>, isOpen: boolean): ShortcutAction {
  const key = event.key?.toLowerCase()
  if (key === 'escape' && isOpen) return 'close'
  if (key === 'k' && (event.metaKey || event.ctrlKey)) return isOpen ? 'close' : 'open'
  if (event.key === '/' && !isOpen && !isTyping(event.target)) return 'open'
  return null
}
