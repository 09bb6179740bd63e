/**
 * What `gatsby develop` does after each round of edits, once they settle and off the path that brings an
 * edit to the browser: the content checks and a check of content links (warnings, each printed once until
 * it is fixed). The search index waits until someone searches (search-on-demand.ts).
 */
import fs from 'fs'
import path from 'path'
import type { CreatePagesArgs, Reporter } from 'gatsby'
import { contentLinkWarnings, contentWarnings, readContentSources } from '../checks/report'
import { apiAgreementWarnings } from '../openapi/gatsby-source'
import { debounced, newSinceLastRun } from './changes'

type Graphql = CreatePagesArgs['graphql']

/**
 * Quiet time after the last edit before the follow-ups run (half a second of CPU at 2,000 docs): long
 * enough that a writer's next save rarely finds the server busy with them, short enough that a warning
 * arrives while the writer still looks at the terminal.
 */
export const SETTLE_MS = 1500
/**
 * After start, wait until Gatsby has built its development bundle (6 to 15 s on two cores) rather than
 * compete with it: the first page a writer opens comes sooner.
 */
export const FIRST_RUN_DELAY_MS = 10_000

/** A file the development server serves: built into public/ or copied from static/. */
function servedFile(siteDir: string, target: string): boolean {
  return ['public', 'static'].some((dir) => {
    const root = path.join(siteDir, dir)
    const file = path.join(root, target)
    return file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()
  })
}

/** Returns a trigger for createPages: call it with the latest graphql function and how to list the server's routes. */
export function developFollowUps(reporter: Reporter, siteDir: string) {
  let graphql: Graphql
  let routes: () => string[] = () => []
  const fresh = newSinceLastRun()
  const run = debounced(
    async () => {
      const sources = await readContentSources(graphql, reporter)
      const warnings = [
        ...(await apiAgreementWarnings(graphql, reporter, sources.map(({ fields, source }) => ({ file: fields.sourceFile, source })))),
        ...(await contentWarnings(graphql, reporter, sources)),
        ...(await contentLinkWarnings(graphql, routes(), (target) => servedFile(siteDir, target))),
      ]
      for (const warning of fresh(warnings)) reporter.warn(warning)
    },
    SETTLE_MS,
    (error) => reporter.error(`Checks after the last edit failed: ${(error as Error).message}`),
    FIRST_RUN_DELAY_MS,
  )
  return (latest: Graphql, serverRoutes: () => string[]) => {
    graphql = latest
    routes = serverRoutes
    run()
  }
}
