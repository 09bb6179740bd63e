import React, { Children, isValidElement, useId } from 'react'

interface TabItemProps {
  value: string
  label?: string
  children?: React.ReactNode
}

/** Only a data carrier: `Tabs` reads its props and renders the panels itself. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/**
 * Static tabs: the first panel is visible without JavaScript; the client enhancer
 * (src/browser/content-enhancers.ts) switches panels by click and arrow keys. Tabs with the same `groupId`
 * (as in Docusaurus) switch together, and the reader's choice is remembered across pages and visits.
 */
export function Tabs({ children, groupId }: { children?: React.ReactNode; groupId?: string }) {
  const id = useId().replace(/:/g, '')
  const items = Children.toArray(children).filter(isValidElement) as React.ReactElement<TabItemProps>[]
  if (items.length === 0) throw new Error('<Tabs> needs at least one <TabItem>')
  return (
    <div className="tabs" data-tabs="" data-tabs-group={groupId}>
      <div className="tabs__list" role="tablist">
        {items.map((item, index) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            className="tabs__tab"
            data-value={item.props.value}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          className="tabs__panel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== 0}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
