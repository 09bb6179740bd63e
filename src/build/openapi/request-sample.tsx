/**
 * `<RequestSample operation="createShipment" example="cod" />` in a guide: the same language tabs as the API
 * reference shows for that operation, generated from the same example of the OpenAPI document. The
 * component exists only at build time, bound to the document's operations when a file uses it.
 */
import React from 'react'
import { closest } from '../closest'
import { CodeSamples } from '../../components/ApiReference/CodeSamples'
import type { ApiRequestSampleSet } from '../../shared/openapi'
import { highlight } from './highlight'

export interface SampleOperation {
  operationId: string
  requestSamples: readonly ApiRequestSampleSet[]
  internal?: { contentDigest: string }
}

/** The operations guides may sample, and a digest that changes when any of their samples does. */
export interface SampleSource {
  operations: Map<string, SampleOperation>
  digest: string
}

export function sampleSource(operations: SampleOperation[]): SampleSource {
  const sorted = [...operations].sort((a, b) => a.operationId.localeCompare(b.operationId))
  return {
    operations: new Map(sorted.map((operation) => [operation.operationId, operation])),
    digest: sorted.map((operation) => operation.internal?.contentDigest ?? operation.operationId).join(','),
  }
}

/** Does an MDX body use the component (only then does its HTML depend on the OpenAPI document)? */
export const usesRequestSample = (body: string) => body.includes('<RequestSample')

/** A `<RequestSample>` the document cannot fill; `needle` finds the tag in the file, for the line number. */
export class RequestSampleError extends Error {
  constructor(
    message: string,
    readonly needle: string,
  ) {
    super(message)
    this.name = 'RequestSampleError'
  }
}

export function requestSampleSet(source: SampleSource | undefined, operationId: unknown, example: unknown): ApiRequestSampleSet {
  if (typeof operationId !== 'string' || !operationId) {
    throw new RequestSampleError('<RequestSample> needs operation="…", the operationId of an operation in the OpenAPI document', '<RequestSample')
  }
  const needle = `"${operationId}"`
  if (!source?.operations.size) throw new RequestSampleError(`<RequestSample operation=${needle}>: this site has no OpenAPI document`, needle)
  const operation = source.operations.get(operationId)
  if (!operation) {
    const suggestion = closest(operationId, source.operations.keys())
    throw new RequestSampleError(
      `<RequestSample operation=${needle}>: no such operation in the OpenAPI document${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
      needle,
    )
  }
  const sets = operation.requestSamples
  if (sets.length === 0) throw new RequestSampleError(`<RequestSample operation=${needle}>: a webhook event has no request to sample`, needle)
  if (example === undefined) return sets[0]
  const set = sets.find((candidate) => candidate.example === example)
  if (!set) {
    const names = sets.map((candidate) => `"${candidate.example}"`).join(', ')
    throw new RequestSampleError(`<RequestSample operation=${needle} example="${String(example)}">: no such example; the operation has ${names}`, needle)
  }
  return set
}

/** The component for one render: `source` is undefined when the site has no OpenAPI document. */
export function requestSampleComponent(source: SampleSource | undefined) {
  return function RequestSample({ operation, example }: { operation?: string; example?: string }) {
    const set = requestSampleSet(source, operation, example)
    return <CodeSamples samples={set.samples} highlight={highlight} />
  }
}
