import React from 'react'
import { Link } from 'gatsby'
import * as styles from './styles.module.css'

export interface PostMetaProps {
  date: string
  dateLabel: string
  authors: readonly { name: string; title: string | null }[]
  tags: readonly { key: string; label: string; route: string }[]
}

export function PostDate({ date, dateLabel }: Pick<PostMetaProps, 'date' | 'dateLabel'>) {
  return (
    <time dateTime={date} className={styles.date}>
      {dateLabel}
    </time>
  )
}

export function PostAuthors({ authors }: Pick<PostMetaProps, 'authors'>) {
  if (authors.length === 0) return null
  return (
    <p className={styles.authors}>
      {authors.map((author) => (
        <span key={author.name} className={styles.author}>
          <strong>{author.name}</strong>
          {author.title && <span>, {author.title}</span>}
        </span>
      ))}
    </p>
  )
}

export function PostTags({ tags }: Pick<PostMetaProps, 'tags'>) {
  if (tags.length === 0) return null
  return (
    <div className={styles.tagsRow}>
      <b>Tags:</b>
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={tag.key}>
            <Link to={tag.route} className={styles.tag}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
