import React from 'react'
import { REFERENCE_DOCUMENT_FILE } from '../../shared/files'
import { ApiAnchor } from './ApiAnchor'

export interface ApiReferenceBodyData {
  document: {
    title: string
    version: string
    descriptionHtml: string
    servers: readonly { url: string; description: string }[]
    securitySchemes: readonly { name: string; type: string; scheme: string; descriptionHtml: string }[]
    sharedResponsesHtml: string
  }
  tags: readonly {
    name: string
    anchor: string
    descriptionHtml: string
    operations: readonly { anchor: string; html: string }[]
  }[]
}

/**
 * Everything on /api-reference beside the navigation column: the overview (servers, authentication, shared
 * error responses) and each tag with its operations. Rendered once at build time.
 */
export function ApiReferenceBody({ document, tags }: ApiReferenceBodyData) {
  const operationCount = tags.reduce((count, tag) => count + tag.operations.length, 0)
  return (
    <>
      <section id="overview" aria-labelledby="overview-title">
        <h1 id="overview-title">API Reference</h1>
        <p className="api-reference__meta">
          {document.title} {document.version} · {operationCount} operations ·{' '}
          <a href={`/${REFERENCE_DOCUMENT_FILE}`} download>
            Download the OpenAPI document
          </a>
        </p>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: document.descriptionHtml }} />
        <h2 id="servers">Servers</h2>
        <ul className="api-servers">
          {document.servers.map((server) => (
            <li key={server.url}>
              <strong>{server.description}</strong> <code>{server.url}</code>
            </li>
          ))}
        </ul>
        <h2 id="authentication">Authentication</h2>
        {document.securitySchemes.map((scheme) => (
          <div key={scheme.name} className="api-security">
            <p>
              <code>{scheme.name}</code> · {scheme.type}
              {scheme.scheme && ` (${scheme.scheme})`}
            </p>
            <div className="markdown" dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />
          </div>
        ))}
        {document.sharedResponsesHtml && (
          <>
            <h2 id="errors">Errors</h2>
            <p>Responses that many operations share. Each operation lists the ones it can return and links here.</p>
            <div dangerouslySetInnerHTML={{ __html: document.sharedResponsesHtml }} />
          </>
        )}
      </section>
      {tags.map((tag) => (
        <section key={tag.anchor} id={tag.anchor} className="api-tag" aria-labelledby={`${tag.anchor}-title`}>
          <div className="api-tag__header">
            <h2 id={`${tag.anchor}-title`}>{tag.name}</h2>
            <ApiAnchor anchor={tag.anchor} label={tag.name} />
          </div>
          <div className="api-description" dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />
          {tag.operations.map((operation) => (
            <div key={operation.anchor} dangerouslySetInnerHTML={{ __html: operation.html }} />
          ))}
        </section>
      ))}
    </>
  )
}
