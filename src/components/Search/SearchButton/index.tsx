import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { restoreFocus } from '../../../browser/focus'
import { loadSearchModal, type SearchModalProps } from '../load-modal'
import { shortcutAction } from '../shortcuts'
import * as styles from './styles.module.css'

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPod|iPad/i.test(navigator.platform)

/**
 * The navbar's search button and keyboard shortcuts. The modal (DocSearch) loads on intent: pointer over
 * or focus on the button, a touch, a click or a shortcut. If it cannot load, the button falls back to the
 * /search page, which works on its own.
 */
export function SearchButton() {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null)
  const [open, setOpen] = useState(false)
  // Server-rendered as Ctrl; Apple devices switch to ⌘ after hydration (the box keeps its width, see CSS).
  const [shortcutKey, setShortcutKey] = useState('Ctrl')
  const button = useRef<HTMLButtonElement>(null)
  /** What had focus when the modal opened (the button, or the element a shortcut was pressed in). */
  const opener = useRef<Element | null>(null)
  // Escape reaches both DocSearch's input and the shortcut handler: only the first close moves focus.
  const isOpen = useRef(false)
  /** Set by a close: where focus goes once the modal is gone. */
  const returnFocusTo = useRef<Element | null | undefined>(undefined)

  const prepare = useCallback(() => {
    loadSearchModal().then(
      (component) => setModal(() => component),
      () => undefined,
    )
  }, [])
  const openModal = useCallback(() => {
    opener.current = document.activeElement
    loadSearchModal().then(
      (component) => {
        setModal(() => component)
        isOpen.current = true
        setOpen(true)
      },
      () => window.location.assign('/search'),
    )
  }, [])
  // Esc, the backdrop, Ctrl+K: focus goes back to what opened the modal (the button if that was <body>), so
  // the next Tab continues from there. Choosing a hit navigates, and the new page takes focus after this.
  const close = useCallback(() => {
    if (!isOpen.current) return
    isOpen.current = false
    returnFocusTo.current = opener.current
    setOpen(false)
  }, [])

  // Once the modal is gone (its own clean-up done), and after the event that closed it: a mousedown on the
  // backdrop would otherwise focus the backdrop just before it is removed, which leaves focus on <body>.
  useEffect(() => {
    if (open || returnFocusTo.current === undefined) return
    const target = returnFocusTo.current
    returnFocusTo.current = undefined
    const timer = window.setTimeout(() => restoreFocus(target, button.current), 0)
    return () => window.clearTimeout(timer)
  }, [open])

  useEffect(() => {
    if (isApple()) setShortcutKey('⌘')
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, open)
      if (!action) return
      event.preventDefault()
      if (action === 'open') openModal()
      else close()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, openModal, close])

  return (
    <>
      <button
        ref={button}
        type="button"
        // Not DocSearch's own button class: its stylesheet, loaded with the modal, would restyle this button on
        // first hover or focus (low-contrast colours in light mode, a different size, and no focus outline).
        className={styles.button}
        // Named by its visible label ("Search"); the shortcut is announced through aria-keyshortcuts, so
        // the accessible name still contains the text sighted speech-input users read on the button.
        aria-keyshortcuts={shortcutKey === '⌘' ? 'Meta+K' : 'Control+K'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={openModal}
        data-search-button=""
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 13 19 17.6 17.6 19 13 14.4A8 8 0 1 1 14.4 13ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z" fill="currentColor" />
        </svg>
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{shortcutKey}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && createPortal(<Modal onClose={close} />, document.body)}
    </>
  )
}
