import React, { useEffect } from 'react'
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/Seo'
import { SimplePage } from '../components/SimplePage'
import { docsRootRoute } from '../config/routes'

interface Context {
  target: string
}

/** /docs leads to the main doc: a client redirect, with a meta refresh and a link for no-JS visitors. */
export default function DocsRoot({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    navigate(pageContext.target, { replace: true })
  }, [pageContext.target])
  return (
    <SimplePage path={docsRootRoute()}>
      <h1>Documentation</h1>
      <p>
        Continue to <Link to={pageContext.target}>Getting started</Link>.
      </p>
    </SimplePage>
  )
}

export function Head({ location }: HeadProps<object, Context>) {
  return (
    // The meta refresh for visitors without JavaScript is added by gatsby-ssr, to the HTML file only: Head
    // also renders on client-side navigations, and a refresh there would reload the whole site.
    <Seo title="Documentation" path={location.pathname} noindex />
  )
}
