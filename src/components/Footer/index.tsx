import React from 'react'
import { resolveLink, siteConfig } from '../../config/site'
import { Logo } from '../Logo'
import * as styles from './styles.module.css'

/**
 * gatsby-ssr holds the first paint until this element is in the document (its `rel="expect"` link), that is
 * until the navbar, the sidebar, the content, the TOC and the footer before it have been parsed. Chromium ends
 * the wait when the element is inserted, not when it is complete, so it is an empty element at the very end:
 * marking the footer itself let a loaded machine paint the footer before its links, at the height of its
 * padding, pushed to the bottom of a short page, and then grow it upwards (a layout shift).
 */
export const PAGE_END_ID = 'page-end'

export function Footer() {
  return (
    <footer className={`${styles.footer} theme-footer`}>
      <ul className={styles.links}>
        {siteConfig.footer.links.map((link) => (
          <li key={link.label}>
            <a href={resolveLink(link.to).href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <div>
        <Logo size={48} className={styles.logo} />
      </div>
      <p className={styles.copyright}>
        Copyright © {siteConfig.copyrightYear} {siteConfig.companyName}.
      </p>
      <div id={PAGE_END_ID} />
    </footer>
  )
}
