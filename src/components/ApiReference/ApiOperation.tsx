import React from 'react'
import type { ApiBodyModel, ApiOperationModel, ApiParameterModel, ApiResponseModel } from '../../shared/openapi'
import { isSuccess, OPERATION_SUBHEADINGS } from '../../shared/operation-parts'
import { ApiAnchor, DeprecatedBadge, MethodBadge } from './ApiAnchor'
import { Code, CodeSamples, type Highlight } from './CodeSamples'
import { SchemaFacts, SchemaTree } from './SchemaTree'

export type { Highlight }

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
}

/** A one-paragraph description without its <p>, so it can sit inside <summary>. */
export const inlineHtml = (html: string) => /^<p>((?:(?!<p>)[\s\S])*)<\/p>$/.exec(html)?.[1] ?? html.replace(/<\/?p>/g, ' ').trim()

function FactsCell({ parameter }: { parameter: ApiParameterModel }) {
  return (
    <td>
      {parameter.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />}
      <SchemaFacts values={parameter.enum} constraints={parameter.constraints} example={parameter.example} />
    </td>
  )
}

function Parameters({ parameters, label }: { parameters: ApiParameterModel[]; label: string }) {
  return (
    <section className="table-scroll" aria-label={`Parameters of ${label}`} tabIndex={0}>
      <table className="api-params">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <td>
                <code>{parameter.name}</code> {parameter.deprecated && <DeprecatedBadge />}
              </td>
              <td>{parameter.in}</td>
              <td>{parameter.type}</td>
              <td>{parameter.required ? 'required' : 'optional'}</td>
              <FactsCell parameter={parameter} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Body({ body }: { body: ApiBodyModel }) {
  return (
    <div className="api-body">
      <p className="api-body__type">
        <code>{body.contentType}</code>
        {body.required && <span className="schema-prop__required">required</span>}
      </p>
      {body.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} />}
      {body.schema && <SchemaTree root={body.schema} />}
    </div>
  )
}

/** A shared response (the errors) in an operation: one line linking to its full entry under "Errors". */
function SharedResponseLink({ response }: { response: ApiResponseModel }) {
  return (
    <p className={`api-response api-response--shared api-response--${response.status[0]}xx`}>
      <span className="api-response__status">{response.status}</span>{' '}
      <span className="api-response__text">{STATUS_TEXT[response.status] ?? ''}</span>{' '}
      <span className="api-response__description" dangerouslySetInnerHTML={{ __html: inlineHtml(response.descriptionHtml) }} />{' '}
      <a href={`#response/${response.shared}`}>Schema and example</a>
    </p>
  )
}

export function ApiResponse({ response, highlight, open }: { response: ApiResponseModel; highlight: Highlight; open?: boolean }) {
  if (response.shared && response.bodies.length === 0 && response.headers.length === 0) {
    return <SharedResponseLink response={response} />
  }
  const example = response.bodies.find((body) => body.example !== undefined)
  return (
    <details className={`api-response api-response--${response.status[0]}xx`} open={open ?? isSuccess(response.status)}>
      <summary>
        <span className="api-response__status">{response.status}</span>{' '}
        <span className="api-response__text">{STATUS_TEXT[response.status] ?? ''}</span>{' '}
        <span className="api-response__description" dangerouslySetInnerHTML={{ __html: inlineHtml(response.descriptionHtml) }} />
      </summary>
      {response.headers.length > 0 && (
        <ul className="api-response__headers">
          {response.headers.map((header) => (
            <li key={header.name}>
              Header <code>{header.name}</code> <span className="schema-prop__type">{header.type}</span>
              <span dangerouslySetInnerHTML={{ __html: inlineHtml(header.descriptionHtml) }} />
            </li>
          ))}
        </ul>
      )}
      {response.bodies.map((body) => (
        <Body key={body.contentType} body={body} />
      ))}
      {response.bodies.length === 0 && <p className="api-response__empty">No response body.</p>}
      {!isSuccess(response.status) && example?.example !== undefined && (
        <Code code={example.example} language={languageOf(example.contentType)} highlight={highlight} />
      )}
    </details>
  )
}

const languageOf = (contentType: string) => (/json/.test(contentType) ? 'json' : 'text')

/** API operations: the first example's request in every language. Webhooks: the delivery Kolli makes. */
function RequestExample({ operation, highlight }: { operation: ApiOperationModel; highlight: Highlight }) {
  if (operation.deliveryExample !== undefined) return <Code code={operation.deliveryExample} language="http" highlight={highlight} />
  const [first] = operation.requestSamples
  return first ? <CodeSamples samples={first.samples} highlight={highlight} /> : null
}

function ResponseExample({ operation, highlight }: { operation: ApiOperationModel; highlight: Highlight }) {
  const success = operation.responses.find((response) => isSuccess(response.status))
  if (!success) return null
  const body = success.bodies.find((candidate) => candidate.example !== undefined)
  return (
    <>
      <h4 className="api-operation__subheading">{OPERATION_SUBHEADINGS.exampleResponse}</h4>
      <p className="api-example__status">
        <span className="api-response__status">{success.status}</span> {STATUS_TEXT[success.status] ?? ''}
        {body && (
          <>
            {' · '}
            <code>{body.contentType}</code>
          </>
        )}
      </p>
      {body?.example !== undefined ? (
        <Code code={body.example} language={languageOf(body.contentType)} highlight={highlight} />
      ) : (
        <p className="api-response__empty">No response body.</p>
      )}
    </>
  )
}

/** One operation of the reference, rendered to static HTML at build time. */
export function ApiOperation({ operation, highlight }: { operation: ApiOperationModel; highlight: Highlight }) {
  const label = operation.summary
  return (
    <section className="api-operation" id={operation.anchor} aria-labelledby={`${operation.anchor}-title`}>
      <div className="api-operation__header">
        <h3 className="api-operation__title" id={`${operation.anchor}-title`}>
          {operation.summary}
        </h3>
        <ApiAnchor anchor={operation.anchor} label={label} />
      </div>
      <p className="api-endpoint">
        <MethodBadge method={operation.method} />
        <code className="api-endpoint__path">{operation.webhook ? `webhook: ${operation.path}` : operation.path}</code>
        {operation.deprecated && <DeprecatedBadge />}
      </p>
      <p className="api-operation__id">
        Operation ID <code>{operation.operationId}</code>
        {operation.security.length === 0 && !operation.webhook && ' · No authentication'}
      </p>
      {operation.descriptionHtml && <div className="api-description" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />}

      {operation.parameters.length > 0 && (
        <>
          <h4 className="api-operation__subheading">{OPERATION_SUBHEADINGS.parameters}</h4>
          <Parameters parameters={operation.parameters} label={label} />
        </>
      )}
      {operation.requestBody && (
        <>
          <h4 className="api-operation__subheading">{operation.webhook ? OPERATION_SUBHEADINGS.payload : OPERATION_SUBHEADINGS.requestBody}</h4>
          <Body body={operation.requestBody} />
        </>
      )}
      <h4 className="api-operation__subheading">{OPERATION_SUBHEADINGS.responses}</h4>
      {operation.responses.map((response) => (
        <ApiResponse key={response.status} response={response} highlight={highlight} />
      ))}
      <h4 className="api-operation__subheading">{operation.webhook ? OPERATION_SUBHEADINGS.exampleDelivery : OPERATION_SUBHEADINGS.exampleRequest}</h4>
      <RequestExample operation={operation} highlight={highlight} />
      <ResponseExample operation={operation} highlight={highlight} />
    </section>
  )
}

/** The shared responses (components.responses), each once in full: status, headers, schema and example. */
export function ApiSharedResponses({
  responses,
  highlight,
}: {
  responses: (ApiResponseModel & { name: string; anchor: string })[]
  highlight: Highlight
}) {
  return (
    <>
      {responses.map((response) => (
        <div key={response.name} id={response.anchor} className="api-shared-response">
          <ApiResponse response={response} highlight={highlight} open />
        </div>
      ))}
    </>
  )
}
