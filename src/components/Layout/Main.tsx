import React from 'react'

export const MAIN_CONTENT_ID = 'main-content'

/** The page's main landmark; the skip link targets it. */
export function Main({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  )
}
