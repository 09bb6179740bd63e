import React from 'react'

/**
 * Markdown tables. Wide ones scroll sideways inside a focusable region, so keyboard users can scroll them
 * too (as the API reference's parameter tables do).
 */
export function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  )
}
