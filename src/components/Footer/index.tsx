import React from 'react'
import { resolveLink, siteConfig } from '../../config/site'
import { Logo } from '../Logo'
import * as styles from './styles.module.css'

/**
 * gatsby-ssr holds the first paint until this element is in the document (its `rel="expect"` link), that is
 * until the navbar, the sidebar, the content and the TOC before it have been parsed.
 */
export const FOOTER_ID = 'site-footer'

export function Footer() {
  return (
    <footer id={FOOTER_ID} className={`${styles.footer} theme-footer`}>
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
    </footer>
  )
}
