import React, { useCallback, useContext, useEffect, useRef, useState } from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { SidebarColumn } from '../components/SidebarColumn'
import { SidebarLayout } from '../components/SidebarLayout'
import { ApiNav } from '../components/ApiReference/ApiNav'
import { applyTabPreferences } from '../browser/content-enhancers'
import { fetchReferenceBody, ReferenceBodyContext } from '../components/ApiReference/reference-body'
import { Seo } from '../components/Seo'
import { mainDocRoute, pageRoutes, siteHtml } from '../config/routes'

type LoadState = 'idle' | 'loading' | 'failed'

/**
 * The API reference: every operation of content/api/openapi.yaml, rendered to HTML at build time. The page
 * query carries only the navigation; the body arrives with the HTML (see reference-body.ts).
 */
export default function ApiReferencePage({ data, location }: PageProps<Queries.ApiReferencePageQuery>) {
  const serverBody = useContext(ReferenceBodyContext)
  const [body, setBody] = useState<string | null>(null)
  const [state, setState] = useState<LoadState>('idle')
  const bodyRef = useRef<HTMLDivElement>(null)

  const load = useCallback(() => {
    setState('loading')
    fetchReferenceBody()
      .then((html) => {
        setBody(html)
        setState('idle')
      })
      .catch(() => setState('failed'))
  }, [])

  // Only gatsby develop puts the body in the page's data (so edits to openapi.yaml show up live).
  const dataBody = data.apiDocument?.bodyHtml ?? null
  // Once, when the body first exists: a live edit of the reference must not jump back to the anchor.
  const hasBody = Boolean(body ?? dataBody)

  useEffect(() => {
    // Hydrating server HTML: the body is already there. After a client-side navigation it is not.
    if (data.apiDocument && dataBody === null && bodyRef.current?.childElementCount === 0) load()
  }, [data.apiDocument, dataBody, load])

  useEffect(() => {
    // A body fetched after the route rendered: its code samples open in the reader's language too.
    if (bodyRef.current && (body ?? dataBody)) applyTabPreferences(bodyRef.current)
  }, [body, dataBody])

  useEffect(() => {
    // The router scrolled before the body existed: go to the anchor now that it does.
    if (hasBody && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
  }, [hasBody, location.hash])

  const tags = data.allApiTag.nodes
  const nav = <ApiNav tags={tags.map((tag) => ({ ...tag, operations: [...tag.operations] }))} />
  return (
    <SidebarLayout
      path={pageRoutes.apiReference}
      sidebar={
        <SidebarColumn label="API reference" className="theme-api-sidebar">
          {nav}
        </SidebarColumn>
      }
      menu={nav}
      menuTitle="API Reference"
    >
      {!data.apiDocument && (
        <>
          <h1>API Reference</h1>
          <p>
            This build has no OpenAPI document. The guides describe every endpoint: start with{' '}
            <Link to={mainDocRoute()}>the docs</Link>.
          </p>
        </>
      )}
      {state === 'loading' && <p role="status">Loading the API reference…</p>}
      {state === 'failed' && (
        <div role="alert" className="api-reference__error">
          <p>The API reference could not be loaded. Check your network connection.</p>
          <button type="button" className="button-primary" onClick={load}>
            Retry
          </button>
        </div>
      )}
      <div
        ref={bodyRef}
        className="api-reference"
        // In the browser this is '' until fetched: React keeps the server HTML it hydrates and only
        // writes the body when it changes, i.e. after a client-side navigation fetched it.
        dangerouslySetInnerHTML={{ __html: siteHtml(dataBody ?? serverBody ?? body ?? '') }}
        suppressHydrationWarning
      />
    </SidebarLayout>
  )
}

export const query = graphql`
  query ApiReferencePage($withBody: Boolean = false) {
    apiDocument {
      title
      bodyHtml @include(if: $withBody)
    }
    allApiTag(sort: { position: ASC }) {
      nodes {
        name
        anchor
        operations {
          anchor
          method
          summary
          deprecated
        }
      }
    }
  }
`

export function Head({ location, data }: HeadProps<Queries.ApiReferencePageQuery>) {
  const title = data.apiDocument?.title ?? 'API Reference'
  return (
    <Seo
      title="API Reference"
      description={`Every operation of the ${title}: parameters, request and response schemas, and examples.`}
      path={location.pathname}
    />
  )
}
