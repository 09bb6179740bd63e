/**
 * The runtime boundary of src/ (README, "Architecture"): which folder may import which. Every relative import
 * of the project's TypeScript is resolved to the folder it lands in and checked against the rules.
 */
import fs from 'fs'
import path from 'path'

const root = path.join(__dirname, '../../..')

/** Where a file runs, by its place in the project. */
function areaOf(file: string): string {
  const [top, folder] = file.split('/')
  if (top === 'src') return folder.includes('.') ? 'src' : folder
  if (/^gatsby-(browser|ssr)\.tsx$/.test(top)) return 'pages' // bundled for the browser and page rendering
  if (/^gatsby-(node|config)\.ts$/.test(top)) return 'gatsby-node'
  return top
}

const UI = ['components', 'templates', 'pages']
/** For each area, the areas it may import from (itself always). */
const ALLOWED: Record<string, string[]> = {
  shared: [],
  config: ['shared'],
  browser: ['shared', 'config'],
  components: ['shared', 'config', 'browser', 'styles'],
  templates: ['shared', 'config', 'browser', 'components', 'styles'],
  pages: ['shared', 'config', 'browser', 'components', 'templates', 'styles'],
  // The build renders components to static HTML; it never runs browser code.
  build: ['shared', 'config', 'components'],
  'gatsby-node': ['shared', 'config', 'build'],
  scripts: ['shared', 'config', 'build', 'scripts'],
}

const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3])
}

/** The rule a file's imports break, one message per import. */
export function violations(file: string, source: string): string[] {
  const from = areaOf(file)
  const allowed = ALLOWED[from]
  if (!allowed) return []
  return importsOf(source).flatMap((specifier) => {
    if (!specifier.startsWith('.')) {
      // shared is dependency-free: it runs everywhere, so it imports no package.
      return from === 'shared' ? [`${file} imports the package "${specifier}": src/shared imports nothing but src/shared`] : []
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    const to = areaOf(target)
    if (to === from || allowed.includes(to)) return []
    return [`${file} imports ${target} (${from} → ${to})`]
  })
}

function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) return walk(relative)
      return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : []
    })
  const topLevel = fs.readdirSync(root).filter((name) => /^gatsby-(node|config|browser|ssr)\.tsx?$/.test(name))
  return [...walk('src'), ...walk('scripts'), ...topLevel]
}

describe('the runtime boundary', () => {
  const files = sourceFiles()

  it('finds the project files', () => {
    expect(files).toEqual(expect.arrayContaining(['src/shared/routes.ts', 'src/build/sidebar.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx']))
  })

  it('has no import that crosses it the wrong way', () => {
    const broken = files.flatMap((file) => violations(file, fs.readFileSync(path.join(root, file), 'utf8')))
    expect(broken).toEqual([])
  })

  it.each([
    ['src/components/Foo/index.tsx', "import { buildSidebar } from '../../build/sidebar'", 'components → build'],
    ['src/browser/foo.ts', "import { Layout } from '../components/Layout'", 'browser → components'],
    ['src/shared/foo.ts', "import { siteConfig } from '../config/site'", 'shared → config'],
    ['src/shared/foo.ts', "import React from 'react'", 'the package "react"'],
    ['gatsby-ssr.tsx', "import { robotsTxt } from './src/build/site-files'", 'pages → build'],
    ['src/build/foo.ts', "const load = () => import('../browser/navigation')", 'build → browser'],
  ])('reports %s importing across it: %s', (file, source, rule) => {
    expect(violations(file, source).join('\n')).toContain(rule)
  })

  it.each([
    ['src/components/Foo/index.tsx', "import { docRoute } from '../../config/routes'"],
    ['src/build/openapi/render.tsx', "import { ApiOperation } from '../../components/ApiReference/ApiOperation'"],
    ['src/shared/search/record.ts', "import { escapeHtml } from './text'"],
  ])('allows %s: %s', (file, source) => {
    expect(violations(file, source)).toEqual([])
  })
})
