import React, { useCallback, useEffect, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
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

  const prepare = useCallback(() => {
    loadSearchModal().then(
      (component) => setModal(() => component),
      () => undefined,
    )
  }, [])
  const openModal = useCallback(() => {
    loadSearchModal().then(
      (component) => {
        setModal(() => component)
        setOpen(true)
      },
      () => window.location.assign('/search'),
    )
  }, [])
  const close = useCallback(() => setOpen(false), [])

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
