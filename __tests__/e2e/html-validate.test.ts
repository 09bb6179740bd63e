/**
 * Every built page passes html-validate with the checked-in configuration (.htmlvalidate.cjs, whose every
 * rule turned off says why). Gatsby's slice fragments are not documents (.htmlvalidateignore).
 */
import { readdirSync } from 'fs'
import path from 'path'
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate'

const root = path.join(__dirname, '..', '..')
const publicDir = path.join(root, 'public')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(root, '.htmlvalidate.cjs')) as ConfigData

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : pages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

describe('html-validate over the production build', () => {
  const files = pages(publicDir)

  it('finds the built pages', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(files).toContain(path.join(publicDir, 'index.html'))
  })

  it('reports no error on any page', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(config))
    const problems: string[] = []
    for (const file of files) {
      const report = await validator.validateFile(file)
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`${path.relative(publicDir, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
        }
      }
    }
    expect(problems).toEqual([])
  }, 120_000)

  it('has a reason next to every rule it turns off', () => {
    const source = require('fs').readFileSync(path.join(root, '.htmlvalidate.cjs'), 'utf8') as string
    const lines = source.split('\n')
    const offRules = lines.flatMap((line, index) => (/:\s*'off'/.test(line) ? [index] : []))
    expect(offRules.length).toBeGreaterThan(0)
    for (const index of offRules) expect(lines[index - 1]).toMatch(/^\s*\/\/ Off: \S/)
  })
})
