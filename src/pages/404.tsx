import React from 'react'
import { Link, type HeadProps } from 'gatsby'
import { SimplePage } from '../components/SimplePage'
import { Seo } from '../components/Seo'
import { pageRoutes } from '../config/routes'

export default function NotFoundPage() {
  return (
    <SimplePage path={pageRoutes.notFound}>
      <div className="markdown">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The page may have moved. Start from <Link to="/docs/getting-started">Getting started</Link>, browse the{' '}
          <Link to="/changelog">changelog</Link> or go back to the <Link to="/">home page</Link>.
        </p>
      </div>
    </SimplePage>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" path={location.pathname} noindex />
}
