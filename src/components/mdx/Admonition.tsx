import React from 'react'

const TITLES = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const
export type AdmonitionType = keyof typeof TITLES

interface Props {
  type?: AdmonitionType
  title?: string
  children?: React.ReactNode
}

/** Rendered to static HTML at build time: global class names, no client code. */
export function Admonition({ type = 'note', title, children }: Props) {
  if (!(type in TITLES)) {
    throw new Error(`<Admonition type="${type}"> is not one of ${Object.keys(TITLES).join(', ')}`)
  }
  return (
    <div className={`admonition admonition--${type}`} role="note" aria-label={title ?? TITLES[type]}>
      <p className="admonition__title">{title ?? TITLES[type]}</p>
      <div className="admonition__body">{children}</div>
    </div>
  )
}
