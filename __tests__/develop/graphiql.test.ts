/**
 * The README's GraphiQL queries for editors run against the development server's /___graphql and answer
 * what the README says they do. Read from the README itself, so the two cannot drift apart.
 */
import fs from 'fs'
import path from 'path'
import { developUrl, writeSiteFile, waitForPageData } from './develop'

const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8')
const queries = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1])
const nameOf = (query: string) => /query\s+(\w+)/.exec(query)?.[1] ?? '(unnamed)'

async function run(query: string): Promise<{ data?: any; errors?: unknown[] }> {
  const response = await fetch(developUrl('/___graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  return response.json()
}

/** What each README query must answer, beyond running without errors. */
const expectations: Record<string, (data: any) => void> = {
  AllDocs: (data) => {
    const gettingStarted = data.allMdx.nodes.find((node: any) => node.fields.route === '/docs/getting-started')
    expect(gettingStarted.frontmatter.title).toBe('Getting started')
    expect(gettingStarted.headings.length).toBeGreaterThan(2)
    expect(gettingStarted.headings.every((heading: any) => heading.depth === 2 || heading.depth === 3)).toBe(true)
  },
  PostsTaggedApi: (data) => {
    const posts = data.allMdx.nodes
    expect(posts.length).toBeGreaterThan(3)
    expect(posts.every((post: any) => post.frontmatter.tags.includes('api'))).toBe(true)
    const dates = posts.map((post: any) => post.fields.date)
    expect([...dates].sort().reverse()).toEqual(dates)
  },
  CreateShipmentOperation: (data) => {
    expect(data.apiOperation).toMatchObject({ method: 'POST', path: '/shipments' })
    expect(data.apiOperation.html).toContain('id="operation/createShipment"')
  },
  Drafts: (data) => {
    expect(data.allMdx.nodes.map((node: any) => node.fields.sourceFile)).toContain('content/docs/graphiql-draft.mdx')
  },
}

describe("the README's GraphiQL queries", () => {
  let undoDraft = () => undefined as void
  beforeAll(async () => {
    // So the drafts query has one to find.
    undoDraft = writeSiteFile('content/docs/graphiql-draft.mdx', () => '---\ntitle: GraphiQL draft\ndraft: true\n---\n\nDraft text.\n')
    await waitForPageData('/docs/graphiql-draft', 'Draft text.')
  })
  afterAll(() => undoDraft())

  it('are in the README, each with an expectation here', () => {
    expect(queries.map(nameOf).sort()).toEqual(Object.keys(expectations).sort())
  })

  it.each(queries.map((query) => [nameOf(query), query]))('%s answers without errors', async (name, query) => {
    const { data, errors } = await run(query)
    expect(errors).toBeUndefined()
    expectations[name](data)
  })
})
