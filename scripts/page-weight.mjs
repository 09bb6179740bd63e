#!/usr/bin/env node
/**
 * npm run page-weight [-- /route …]: what a first visit to pages of the production build (public/)
 * downloads before any prefetching, read from the built files (see scripts/lib/page-weight.mjs). Without
 * routes: one page of each template. Also checks the first-load budgets and exits non-zero over them.
 */
import path from 'node:path'
import { budgetProblems, pageWeight, routesByTemplate, weightTable } from './lib/page-weight.mjs'

const publicDir = path.resolve('public')
const routes = process.argv.slice(2)
try {
  const weights = (routes.length > 0 ? routes : routesByTemplate(publicDir)).map((route) => pageWeight(publicDir, route))
  console.log(weightTable(weights))
  const problems = weights.flatMap((weight) => budgetProblems(weight))
  for (const problem of problems) console.error(`Over budget: ${problem}`)
  process.exitCode = problems.length > 0 ? 1 : 0
} catch (error) {
  console.error(`page-weight: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
