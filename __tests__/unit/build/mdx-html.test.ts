import { bodyLineOffset, MdxError, mdxToHtml, summarySource, toMdxError } from '../../../src/build/mdx-html'
import { inFile } from '../../../src/build/mdx-renderer'
import { gatsbyCompiler } from '../../support/mdx-compiler'

const sample = `
Intro paragraph.

## Create a shipment

<Admonition type="warning" title="Sandbox first">

Try it in the **sandbox**.

</Admonition>

| Field | Type |
| --- | --- |
| \`weight_kg\` | number |

\`\`\`json
{ "weight_kg": 2.4, "stackable": true }
\`\`\`

### Parcels

\`\`\`less
@accent: #1f5fd6;
\`\`\`
`

describe('MDX to static HTML', () => {
  let html: string
  beforeAll(async () => {
    html = await mdxToHtml(sample, '/virtual/sample.mdx', await gatsbyCompiler())
  }, 60_000)

  it('gives headings ids and permalinks', () => {
    expect(html).toMatch(/<h2 id="create-a-shipment"[^>]*>Create a shipment<a href="#create-a-shipment"/)
    expect(html).toMatch(/<h3 id="parcels"/)
  })

  it('leaves no inline style attribute, which the Content-Security-Policy would block', () => {
    expect(html).not.toMatch(/\sstyle=/)
  })

  it('renders the admonition to static markup', () => {
    expect(html).toContain('class="admonition admonition--warning"')
    expect(html).toContain('<p class="admonition__title">Sandbox first</p>')
    expect(html).toContain('<strong>sandbox</strong>')
  })

  it('renders GFM tables', () => {
    expect(html).toMatch(/<table>[\s\S]*<th>Field<\/th>[\s\S]*<code>weight_kg<\/code>[\s\S]*<\/table>/)
  })

  it('puts tables and code in scrolling boxes keyboard users can focus', () => {
    expect(html).toContain('<section class="table-scroll" aria-label="Create a shipment" tabindex="0"><table>')
    expect(html.match(/<div class="code-block__body" tabindex="0">/g)).toHaveLength(2)
  })

  it('puts the highlighted code in a <div>: a block inside a <span> is invalid HTML', () => {
    expect(html.match(/<div class="code-block__body" tabindex="0"><div><div class="gatsby-highlight"/g)).toHaveLength(2)
    expect(html).not.toMatch(/<span><div/)
  })

  it('highlights json and less with Prism tokens at build time', () => {
    expect(html).toContain('<pre class="language-json">')
    expect(html).toContain('<span class="token property">"weight_kg"</span>')
    expect(html).toContain('<span class="token boolean">true</span>')
    expect(html).toContain('<pre class="language-less">')
    expect(html).toContain('<span class="token variable">@accent')
  })

  it('wraps each code block with a language label and a copy button', () => {
    expect(html).toContain('<div class="code-block" data-language="json">')
    expect(html.match(/<button type="button" class="code-block__copy" data-copy-code=""[^>]*>Copy<\/button>/g)).toHaveLength(2)
  })
})

describe('summarySource', () => {
  it('returns the part before the truncate marker', () => {
    expect(summarySource('Summary.\n\n{/* truncate */}\n\nRest')).toBe('Summary.\n\n')
    expect(summarySource('Summary.\n<!-- truncate -->\nRest')).toBe('Summary.\n')
    expect(summarySource('No marker')).toBeNull()
  })
})

describe('an MDX file that does not compile', () => {
  it('keeps the parser\'s message and position in the body it was given', async () => {
    const compile = await gatsbyCompiler()
    const error = await mdxToHtml('Intro.\n\nThe <b>sandbox is here.\n', '/virtual/broken.mdx', compile).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(MdxError)
    expect((error as MdxError).message).toMatch(/Expected a closing tag for `<b>` \(3:5-3:8\)/)
    expect((error as MdxError).line).toBe(3)
  }, 60_000)

  it('names a component the file uses but nobody defines', async () => {
    const error = await mdxToHtml('<Missing />\n', '/virtual/missing.mdx', await gatsbyCompiler()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(MdxError)
    expect((error as MdxError).message).toMatch(/Missing/)
  }, 60_000)

  it('turns body positions into file positions', () => {
    const file = '---\ntitle: A\ndescription: B\n---\n\nIntro.\n'
    expect(bodyLineOffset(file, '\nIntro.\n')).toBe(4)
    expect(bodyLineOffset('No frontmatter.\n', 'No frontmatter.\n')).toBe(0)
    expect(inFile('Expected a closing tag for `<b>` (3:5-3:8) before the end of `paragraph`', 4)).toBe(
      'Expected a closing tag for `<b>` (7:5-7:8) before the end of `paragraph`',
    )
  })

  it('reads position and reason from any thrown value', () => {
    expect(toMdxError({ reason: 'Unexpected character', line: 2, column: 7 })).toMatchObject({ message: 'Unexpected character', line: 2, column: 7 })
    expect(toMdxError(new Error('plain'))).toMatchObject({ message: 'plain', line: undefined })
  })
})
