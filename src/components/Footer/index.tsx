import React from 'react'
import { resolveLink, siteConfig } from '../../config/site'
import { Logo } from '../Logo'
import * as styles from './styles.module.css'

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
    </footer>
  )
}
