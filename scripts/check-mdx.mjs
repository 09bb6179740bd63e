// Quick syntax check for content authors: compiles each MDX file given on the command line
// (frontmatter stripped) and prints the first error with its line, without running a build.
import { readFile } from 'node:fs/promises'
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import yaml from 'js-yaml'

let failed = 0
for (const file of process.argv.slice(2)) {
  const source = await readFile(file, 'utf8')
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source)
  try {
    if (!match) throw new Error('missing frontmatter block')
    const data = /** @type {{ title?: unknown } | null | undefined} */ (yaml.load(match[1]))
    if (!data || typeof data.title !== 'string') throw new Error('frontmatter has no title')
    const body = '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length)
    await compile(body, { remarkPlugins: [remarkGfm] })
    console.log(`ok   ${file}`)
  } catch (error) {
    failed++
    console.log(`FAIL ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
process.exit(failed ? 1 : 0)
