import React from 'react'
import { Link } from 'gatsby'
import { DraftBadge } from '../DraftBadge'
import { PostAuthors, PostDate, PostTags, type PostMetaProps } from './PostMeta'
import * as styles from './styles.module.css'

interface Props extends PostMetaProps {
  title: string
  href: string
  summaryHtml: string | null
  draft?: boolean | null
}

/** A post on a list page: title, date, authors, summary (HTML before the truncate marker), tags. */
export function PostPreview({ title, href, summaryHtml, draft, ...meta }: Props) {
  return (
    <article className={styles.preview}>
      <DraftBadge draft={draft} />
      <h2 className={styles.title}>
        <Link to={href}>{title}</Link>
      </h2>
      <PostDate date={meta.date} dateLabel={meta.dateLabel} />
      <PostAuthors authors={meta.authors} />
      {summaryHtml && <div className="markdown" dangerouslySetInnerHTML={{ __html: summaryHtml }} />}
      <div className={styles.footerRow}>
        <PostTags tags={meta.tags} />
        {/* The title is in the link's text, not only its aria-label: search engines and link lists read the text. */}
        <Link to={href} className={styles.readMore}>
          Read more<span className="visually-hidden"> about {title}</span>
        </Link>
      </div>
    </article>
  )
}
