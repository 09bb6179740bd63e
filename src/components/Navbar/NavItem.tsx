import React from 'react'
import { Link } from 'gatsby'
import { throwIfNavbarItemFault } from '../../browser/test-faults'
import { resolveLink, type NavbarItem } from '../../config/site'
import { ErrorBoundary } from '../ErrorBoundary'
import * as styles from './styles.module.css'

interface Props {
  item: NavbarItem
  currentPath: string
}

/**
 * One navbar entry in its own error boundary: an item that fails (say, a link name missing from the site
 * config) is replaced by a message naming it, and the rest of the navbar keeps working.
 */
export function NavItem(props: Props) {
  const { label, type } = props.item
  return (
    <ErrorBoundary
      resetKey={props.currentPath}
      fallback={({ error }) => (
        <span className={styles.itemError} role="alert" title={error.message} data-navbar-item-error="">
          Navbar item “{label}” ({type}) failed to render
        </span>
      )}
    >
      <NavItemContent {...props} />
    </ErrorBoundary>
  )
}

/** Internal links use Gatsby's router, buttons lead to the external app. */
function NavItemContent({ item, currentPath }: Props) {
  throwIfNavbarItemFault(item.label)
  const { href, external } = resolveLink(item.to)
  if (external) {
    const className = item.type === 'button' ? `${styles.button} ${item.label === 'Signup' ? styles.primary : ''}` : styles.link
    return (
      <a className={className} href={href}>
        {item.label}
      </a>
    )
  }
  const active = currentPath === href || currentPath.startsWith(`${href}/`)
  return (
    <Link className={styles.link} to={href} aria-current={active ? 'page' : undefined} data-active={active || undefined}>
      {item.label}
    </Link>
  )
}
