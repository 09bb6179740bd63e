import React from 'react'
import { Link } from 'gatsby'
import * as styles from './styles.module.css'

export interface Card {
  title: string
  href: string | null
  text?: string | null
}

/** A grid of link cards: the landing page's entry points and each category's generated index. */
export function CardGrid({ cards, headingLevel }: { cards: readonly Card[]; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <ul className={styles.grid}>
      {cards.map((card) => {
        const body = (
          <>
            <Heading className={styles.title}>{card.title}</Heading>
            {card.text && <p className={styles.text}>{card.text}</p>}
          </>
        )
        return (
          <li key={card.title}>
            {card.href ? (
              <Link to={card.href} className={styles.card}>
                {body}
              </Link>
            ) : (
              <div className={styles.card}>{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
