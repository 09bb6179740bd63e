import React, { useEffect } from 'react'
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby'
import { Layout, Main } from '../components/Layout'
import { Seo } from '../components/Seo'
import { docsRootRoute } from '../node/routes'

interface Context {
  target: string
}

/** /docs leads to the main doc: a client redirect, with a meta refresh and a link for no-JS visitors. */
export default function DocsRoot({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    navigate(pageContext.target, { replace: true })
  }, [pageContext.target])
  return (
    <Layout path={docsRootRoute()}>
      <Main>
        <div style={{ padding: '2rem 1rem' }}>
          <h1>Documentation</h1>
          <p>
            Continue to <Link to={pageContext.target}>Getting started</Link>.
          </p>
        </div>
      </Main>
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    <Seo title="Documentation" path={location.pathname} noindex>
      <meta httpEquiv="refresh" content={`0; url=${pageContext.target}`} />
    </Seo>
  )
}
