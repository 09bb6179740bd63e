import fs from 'fs'
import path from 'path'
import { MdxError, mdxToHtml } from '../../../../src/build/mdx-html'
import { gatsbyCompiler } from '../../../support/mdx-compiler'
import { loadOpenApi } from '../../../../src/build/openapi/load'
import { createMarkdownRenderer } from '../../../../src/build/openapi/markdown'
import { buildReferenceModel } from '../../../../src/build/openapi/reference-model'
import { requestSampleComponent, requestSampleSet, sampleSource, usesRequestSample, type SampleSource } from '../../../../src/build/openapi/request-sample'

const fixture = fs.readFileSync(path.join(__dirname, '../../../fixtures/openapi/valid.yaml'), 'utf8')

describe('<RequestSample>', () => {
  let source: SampleSource
  beforeAll(async () => {
    const { document } = await loadOpenApi(fixture, 'valid.yaml')
    source = sampleSource(buildReferenceModel(document, await createMarkdownRenderer()).operations)
  })

  it('is found in a body that uses it', () => {
    expect(usesRequestSample('Intro\n\n<RequestSample operation="getParcel" />')).toBe(true)
    expect(usesRequestSample('Intro about RequestSample')).toBe(false)
  })

  it("renders the operation's samples as language tabs of the remembered group", async () => {
    const html = await mdxToHtml('Try it:\n\n<RequestSample operation="createParcel" />\n', '/virtual/guide.mdx', await gatsbyCompiler(), {
      RequestSample: requestSampleComponent(source),
    })
    expect(html).toContain('data-tabs-group="request-language"')
    expect([...html.matchAll(/data-value="([a-z]+)"/g)].map((match) => match[1])).toEqual(['curl', 'javascript', 'python', 'php', 'csharp'])
    expect(html).toContain('KOLLI_BASE_URL')
    expect(html).toContain('fragile')
  })

  it('picks a named example, and names the examples there are when one is missing', () => {
    const sets = [
      { example: 'light', summary: '', samples: [] },
      { example: 'heavy', summary: '', samples: [] },
    ]
    const named = sampleSource([{ operationId: 'createParcel', requestSamples: sets }])
    expect(requestSampleSet(named, 'createParcel', 'heavy')).toBe(sets[1])
    expect(requestSampleSet(named, 'createParcel', undefined)).toBe(sets[0])
    expect(() => requestSampleSet(named, 'createParcel', 'medium')).toThrow('no such example; the operation has "light", "heavy"')
  })

  it('fails with a suggestion for an unknown operation, and explains webhooks and a missing document', () => {
    expect(() => requestSampleSet(source, 'getParcels', undefined)).toThrow('"getParcels">: no such operation in the OpenAPI document; did you mean "getParcel"?')
    expect(() => requestSampleSet(source, 'parcelEvent', undefined)).toThrow('a webhook event has no request to sample')
    expect(() => requestSampleSet(undefined, 'getParcel', undefined)).toThrow('this site has no OpenAPI document')
    expect(() => requestSampleSet(source, undefined, undefined)).toThrow('needs operation="…"')
  })

  it('reports the line of the tag that fails', async () => {
    const body = 'Intro.\n\nMore.\n\n<RequestSample operation="getParcels" />\n'
    const failure = await mdxToHtml(body, '/virtual/guide.mdx', await gatsbyCompiler(), { RequestSample: requestSampleComponent(source) }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(MdxError)
    expect((failure as MdxError).line).toBe(5)
    expect((failure as MdxError).message).toContain('did you mean "getParcel"')
  })
})
