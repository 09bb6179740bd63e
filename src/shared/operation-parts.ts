/**
 * The subheadings of an operation's entry in the API reference. The reference renders them, and search
 * finds an operation by them: a developer who types "createSalesOrder example" or "shipmentEvent payload"
 * asks for that part of the operation's entry.
 */
export const OPERATION_SUBHEADINGS = {
  parameters: 'Parameters',
  requestBody: 'Request body',
  payload: 'Payload',
  responses: 'Responses',
  exampleRequest: 'Example request',
  exampleDelivery: 'Example delivery',
  exampleResponse: 'Example response',
} as const

export const isSuccess = (status: string) => /^2/.test(status)

interface OperationShape {
  webhook: boolean
  parameters: readonly unknown[]
  requestBody?: unknown
  responses: readonly { status: string }[]
}

/** The subheadings an operation's entry shows, in order (ApiOperation renders each where this lists it). */
export function operationSubheadings({ webhook, parameters, requestBody, responses }: OperationShape): string[] {
  const headings = OPERATION_SUBHEADINGS
  return [
    ...(parameters.length > 0 ? [headings.parameters] : []),
    ...(requestBody ? [webhook ? headings.payload : headings.requestBody] : []),
    headings.responses,
    webhook ? headings.exampleDelivery : headings.exampleRequest,
    ...(responses.some((response) => isSuccess(response.status)) ? [headings.exampleResponse] : []),
  ]
}
