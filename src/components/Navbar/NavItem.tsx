import React from 'react'
import { Link } from 'gatsby'
import { resolveLink, type NavbarItem } from '../../config/site'
import * as styles from './styles.module.css'

/** One navbar entry: internal links use Gatsby's router, buttons lead to the external app. */
export function NavItem({ item, currentPath }: { item: NavbarItem; currentPath: string }) {
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
