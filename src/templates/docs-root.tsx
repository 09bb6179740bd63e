import React, { useEffect } from 'react'
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/Seo'
import { SimplePage } from '../components/SimplePage'

interface Context {
  /** The section's base path: this page. */
  root: string
  title: string
  /** The section's main doc, and its title. */
  target: string
  targetLabel: string
}

/** A section's base path (/docs) leads to its main doc: a client redirect, with a meta refresh and a link for no-JS visitors. */
export default function DocsRoot({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    navigate(pageContext.target, { replace: true })
  }, [pageContext.target])
  return (
    <SimplePage path={pageContext.root}>
      <h1>{pageContext.title}</h1>
      <p>
        Continue to <Link to={pageContext.target}>{pageContext.targetLabel}</Link>.
      </p>
    </SimplePage>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    // The meta refresh for visitors without JavaScript is added by gatsby-ssr, to the HTML file only: Head
    // also renders on client-side navigations, and a refresh there would reload the whole site.
    <Seo title={pageContext.title} path={location.pathname} noindex />
  )
}
