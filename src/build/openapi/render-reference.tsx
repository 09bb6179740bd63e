/**
 * The API reference as static HTML: each operation, the shared responses, and the whole page body. Runs at
 * build time only, so the reference's components and Prism never reach the browser bundle.
 */
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ApiOperation, ApiSharedResponses } from '../../components/ApiReference/ApiOperation'
import { ApiReferenceBody, type ApiReferenceBodyData } from '../../components/ApiReference/ApiReferenceBody'
import { highlight } from './highlight'
import type { ApiOperationModel, ApiReferenceModel } from '../../shared/openapi'

export function renderOperationHtml(operation: ApiOperationModel): string {
  // Each operation renders separately: prefix React's generated ids (tabs) so they stay unique on the page.
  return renderToStaticMarkup(<ApiOperation operation={operation} highlight={highlight} />, {
    identifierPrefix: `${operation.operationId}-`,
  })
}

export function renderSharedResponsesHtml(responses: ApiReferenceModel['sharedResponses']): string {
  return renderToStaticMarkup(<ApiSharedResponses responses={responses} highlight={highlight} />, { identifierPrefix: 'shared-' })
}

/** The whole body of /api-reference (see ApiReferenceBody), as one static HTML string. */
export function renderReferenceBodyHtml(data: ApiReferenceBodyData): string {
  return renderToStaticMarkup(<ApiReferenceBody {...data} />)
}
