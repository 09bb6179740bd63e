import React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { siteConfig } from '../config/site'
import { SimplePage } from '../components/SimplePage'
import { Seo } from '../components/Seo'

/** Placeholder until the reference is rendered from content/api/openapi.yaml. */
export default function ApiReferencePage({ path }: PageProps) {
  return (
    <SimplePage path={path}>
      <div className="markdown">
        <h1>API Reference</h1>
        <p>
          The Kolli Shipping API is a JSON REST API at <code>{siteConfig.api.baseUrl}</code>, with a sandbox at{' '}
          <code>{siteConfig.api.sandboxBaseUrl}</code>. Every request authenticates with HTTP Basic, using an API
          user and API key.
        </p>
        <p>
          Until the full operation reference is published here, the guides describe every endpoint with request and
          response examples: start with <Link to="/docs/api/intro">the API introduction</Link> and{' '}
          <Link to="/docs/api/auth">authentication</Link>.
        </p>
      </div>
    </SimplePage>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="API Reference" description="The Kolli Shipping API reference." path={location.pathname} />
}
