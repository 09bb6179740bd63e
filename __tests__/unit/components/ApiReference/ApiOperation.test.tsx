import React from 'react'
import { render, screen, within } from '@testing-library/react'
import { ApiOperation, inlineHtml } from '../../../../src/components/ApiReference/ApiOperation'
import type { ApiOperationModel, SchemaNode } from '../../../../src/shared/openapi'
import { operationSubheadings } from '../../../../src/shared/operation-parts'

const leaf = (name: string, extra: Partial<SchemaNode> = {}): SchemaNode => ({
  name,
  type: 'string',
  required: false,
  deprecated: false,
  readOnly: false,
  writeOnly: false,
  descriptionHtml: '',
  enum: [],
  constraints: [],
  children: [],
  variants: [],
  ...extra,
})

const operation: ApiOperationModel = {
  operationId: 'createThing',
  anchor: 'operation/createThing',
  method: 'POST',
  path: '/things',
  webhook: false,
  tag: 'Things',
  position: 0,
  summary: 'Create a thing',
  descriptionHtml: '<p>Makes one.</p>',
  deprecated: true,
  security: ['basicAuth'],
  parameters: [
    { name: 'Idempotency-Key', in: 'header', required: false, deprecated: false, type: 'string', descriptionHtml: '<p>Retry key.</p>', enum: [], constraints: [] },
  ],
  requestBody: {
    contentType: 'application/json',
    required: true,
    descriptionHtml: '',
    schemaName: 'ThingRequest',
    schema: {
      ...leaf('root', { type: 'ThingRequest' }),
      children: [
        leaf('name', { required: true, enum: ['a', 'b'] }),
        leaf('legacy', { deprecated: true }),
        { ...leaf('parts', { type: 'array of Part' }), children: [leaf('weight_kg'), leaf('label')] },
      ],
    },
    example: '{\n  "name": "a"\n}',
  },
  responses: [
    { status: '201', descriptionHtml: '<p>Created.</p>', headers: [], bodies: [{ contentType: 'application/json', required: false, descriptionHtml: '', example: '{}' }] },
    { status: '422', shared: 'ValidationFailed', descriptionHtml: '<p>Invalid fields.</p>', headers: [], bodies: [] },
  ],
  requestSamples: [
    {
      example: 'default',
      summary: '',
      samples: [
        { language: 'curl', label: 'cURL', syntax: 'bash', code: 'curl --request POST --url "$KOLLI_BASE_URL/things"' },
        { language: 'python', label: 'Python', syntax: 'python', code: 'requests.post(url)' },
      ],
    },
  ],
}

const highlight = (code: string, language: string) => `<pre data-lang="${language}">${code}</pre>`

describe('ApiOperation', () => {
  const setup = () => render(<ApiOperation operation={operation} highlight={highlight} />).container

  it('anchors the section at operation/{operationId} with a permalink and a copy-link button', () => {
    const section = setup().querySelector('section')!
    expect(section.id).toBe('operation/createThing')
    expect(within(section).getByRole('link', { name: 'Link to Create a thing' }).getAttribute('href')).toBe('#operation/createThing')
    expect(within(section).getByRole('button', { name: 'Copy link to Create a thing' }).dataset.copyLink).toBe('operation/createThing')
  })

  it('shows method, path, deprecation badge and the parameters table', () => {
    const container = setup()
    expect(container.querySelector('.api-method')!.textContent).toBe('POST')
    expect(container.querySelector('.api-endpoint .api-badge--deprecated')).not.toBeNull()
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Name', 'In', 'Type', 'Required', 'Description'])
    expect(screen.getByRole('row', { name: /Idempotency-Key header string optional Retry key\./ })).toBeTruthy()
  })

  it('nests child properties in a closed <details> and marks required and deprecated properties', () => {
    const container = setup()
    const parts = [...container.querySelectorAll('.api-body .schema-tree__item')].find(
      (item) => item.querySelector('.schema-prop__name')?.textContent === 'parts',
    )!
    const nested = parts.querySelector('details.schema-tree__nested') as HTMLDetailsElement
    expect(nested.open).toBe(false)
    expect(nested.querySelector('summary')!.textContent).toBe('2 properties of each item')
    expect([...nested.querySelectorAll('.schema-prop__name')].map((name) => name.textContent)).toEqual(['weight_kg', 'label'])
    const names = [...container.querySelectorAll('.api-body .schema-prop__head')].map((head) => head.textContent)
    expect(names).toContain('namestringrequired')
    expect(names).toContain('legacystringDeprecated')
  })

  it('lists a shared response as a link to its full entry, and opens success responses', () => {
    const container = setup()
    const shared = container.querySelector('.api-response--shared')!
    expect(shared.querySelector('a')!.getAttribute('href')).toBe('#response/ValidationFailed')
    expect(shared.textContent).toContain('422 Unprocessable Content Invalid fields.')
    expect((container.querySelector('details.api-response--2xx') as HTMLDetailsElement).open).toBe(true)
  })

  it('offers the example request as one tab per language, in a remembered group, and the example response', () => {
    setup()
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.dataset.value])).toEqual([
      ['cURL', 'curl'],
      ['Python', 'python'],
    ])
    expect(document.querySelector('[data-tabs]')!.getAttribute('data-tabs-group')).toBe('request-language')
    expect(document.querySelector('[data-lang="bash"]')!.textContent).toContain('curl --request POST')
    expect(document.querySelector('[data-lang="python"]')!.textContent).toContain('requests.post(url)')
    expect(screen.getByText('Example response')).toBeTruthy()
  })

  it('shows the subheadings search finds the operation by, for an API operation and a webhook event', () => {
    const shown = (container: HTMLElement) => [...container.querySelectorAll('.api-operation__subheading')].map((heading) => heading.textContent)
    expect(shown(setup())).toEqual(operationSubheadings(operation))
    expect(shown(setup())).toContain('Example request')
    const event = { ...operation, webhook: true, parameters: [], requestSamples: [], deliveryExample: 'POST /hook' }
    const { container } = render(<ApiOperation operation={event} highlight={highlight} />)
    expect(shown(container)).toEqual(operationSubheadings(event))
    expect(shown(container)).toEqual(['Payload', 'Responses', 'Example delivery', 'Example response'])
  })
})

describe('inlineHtml', () => {
  it('unwraps a single paragraph so it fits in <summary>', () => {
    expect(inlineHtml('<p>One <code>x</code>.</p>')).toBe('One <code>x</code>.')
    expect(inlineHtml('<p>One.</p>\n<p>Two.</p>')).toBe('One. \n Two.')
  })
})
