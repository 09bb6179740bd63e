/**
 * Small client behaviours for HTML rendered at build time: copy buttons, copy-link buttons and tabs (with
 * Docusaurus-style groups whose choice is remembered in localStorage, when there is one).
 * Event delegation on the document, so they work on every page without hydrating the content.
 */
import { safeGetItem, safeSetItem } from './storage'

const COPIED_FOR_MS = 2000

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text)
    return
  }
  // Older browsers and insecure origins: a hidden textarea and execCommand.
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  document.execCommand('copy')
  area.remove()
}

/** Copies `text` and says so on the button for a moment, then restores its label. */
function copyWithFeedback(button: HTMLButtonElement, text: string): void {
  const label = button.textContent
  const ariaLabel = button.getAttribute('aria-label')
  copyText(text)
    .then(() => {
      button.textContent = 'Copied'
      button.setAttribute('aria-label', 'Copied')
      window.setTimeout(() => {
        button.textContent = label
        if (ariaLabel) button.setAttribute('aria-label', ariaLabel)
      }, COPIED_FOR_MS)
    })
    .catch(() => {
      button.textContent = 'Copy failed'
    })
}

function onCopyClick(button: HTMLButtonElement): void {
  const code = button.closest('.code-block')?.querySelector('pre')
  if (code) copyWithFeedback(button, code.innerText.replace(/\n$/, ''))
}

/** `data-copy-link="operation/createShipment"` → the absolute URL of that anchor on this page. */
export function anchorUrl(location: Pick<Location, 'origin' | 'pathname'>, anchor: string): string {
  return `${location.origin}${location.pathname}#${anchor}`
}

/** The localStorage key of a tab group's remembered choice. */
export const tabGroupKey = (group: string) => `tabs-group.${group}`

const tabsOf = (tabs: Element) => Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'))

function showTab(tab: HTMLElement): void {
  const tabs = tab.closest('[data-tabs]')
  if (!tabs) return
  tabsOf(tabs).forEach((candidate) => {
    const selected = candidate === tab
    candidate.setAttribute('aria-selected', String(selected))
    candidate.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(candidate.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  })
}

/** Within `root`, shows the tab with `value` in every tab set of `group` that has one. */
function showInGroup(root: ParentNode, group: string, value: string): void {
  root.querySelectorAll<HTMLElement>('[data-tabs-group]').forEach((tabs) => {
    if (tabs.dataset.tabsGroup !== group) return
    const match = tabsOf(tabs).find((candidate) => candidate.dataset.value === value)
    if (match) showTab(match)
  })
}

/**
 * The reader picks a tab: in a group, every set of the group on the page follows and the choice is stored.
 * The picked tab stays where it was on screen, though sets above it may change height.
 */
function selectTab(tab: HTMLElement): void {
  const group = tab.closest<HTMLElement>('[data-tabs]')?.dataset.tabsGroup
  const value = tab.dataset.value
  if (!group || value === undefined) return showTab(tab)
  const before = tab.getBoundingClientRect().top
  showInGroup(document, group, value)
  safeSetItem(tabGroupKey(group), value)
  const moved = tab.getBoundingClientRect().top - before
  if (moved !== 0) window.scrollBy(0, moved)
}

/** Shows each group's remembered tab in `root` (after a page renders, or when a part of one arrives). */
export function applyTabPreferences(root: ParentNode = document): void {
  const groups = new Set(Array.from(root.querySelectorAll<HTMLElement>('[data-tabs-group]'), (tabs) => tabs.dataset.tabsGroup ?? ''))
  for (const group of groups) {
    const value = group && safeGetItem(tabGroupKey(group))
    if (value) showInGroup(root, group, value)
  }
}

function onTabKeyDown(event: KeyboardEvent, tab: HTMLElement): void {
  const list = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
  const index = list.indexOf(tab)
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: list.length - 1 }
  if (!(event.key in moves)) return
  event.preventDefault()
  const target = list[(moves[event.key] + list.length) % list.length]
  selectTab(target)
  target.focus()
}

let installed = false

export function installContentEnhancers(): void {
  if (installed) return
  installed = true
  document.addEventListener('click', (event) => {
    const target = event.target as HTMLElement | null
    const copy = target?.closest<HTMLButtonElement>('[data-copy-code]')
    if (copy) return onCopyClick(copy)
    const copyLink = target?.closest<HTMLButtonElement>('[data-copy-link]')
    if (copyLink) return copyWithFeedback(copyLink, anchorUrl(window.location, copyLink.dataset.copyLink ?? ''))
    const tab = target?.closest<HTMLElement>('[data-tabs] [role="tab"]')
    if (tab) selectTab(tab)
  })
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as HTMLElement | null)?.closest?.<HTMLElement>('[data-tabs] [role="tab"]')
    if (tab) onTabKeyDown(event, tab)
  })
}
