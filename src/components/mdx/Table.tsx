import React from 'react'

type Props = React.TableHTMLAttributes<HTMLTableElement> & { 'data-region-label'?: string }

/**
 * Markdown tables. Wide ones scroll sideways inside a focusable region, so keyboard users can scroll them
 * too (as the API reference's parameter tables do). The region is named after the table's caption or the
 * heading above it (src/build/rehype-table-regions.ts), so no two regions of a page share a name.
 */
export function Table({ 'data-region-label': label = 'Table', ...props }: Props) {
  return (
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      <table {...props} />
    </section>
  )
}
