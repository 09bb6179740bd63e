/**
 * A copy of the site (sharing node_modules) on fixture content, for tests that run `gatsby build` on
 * small content trees.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

export const projectRoot = path.join(__dirname, '..', '..')
const validContent = path.join(projectRoot, '__tests__', 'fixtures', 'content-errors', 'valid')
const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'src', 'static', 'scripts']

/**
 * A site directory with the valid fixture content (or another content folder, such as the site's own),
 * changed by `changeContent` (given the content dir).
 */
export function siteWith(changeContent: (content: string) => void = () => undefined, content = validContent): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-fixture-'))
  for (const entry of SITE_FILES) fs.cpSync(path.join(projectRoot, entry), path.join(site, entry), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir')
  fs.cpSync(content, path.join(site, 'content'), { recursive: true })
  changeContent(path.join(site, 'content'))
  return site
}

/** Runs `gatsby build` in the site; the caller removes the site (see `build` for the usual case). */
export function buildSite(site: string, env: Record<string, string> = {}, args: string[] = []) {
  const result = spawnSync('npx', ['gatsby', 'build', ...args], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env },
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** Builds the site, removes it, and returns the exit status and the output. */
export function build(site: string, env: Record<string, string> = {}) {
  const result = buildSite(site, env)
  fs.rmSync(site, { recursive: true, force: true })
  return result
}
