/**
 * Problems in content files, reported where writers look. `gatsby build` stops at the first one. Under
 * `gatsby develop` each is printed once and shown in the browser's overlay until the step that found it
 * succeeds for that file again; meanwhile the server keeps the file's last good version (see last-good.ts).
 */
import path from 'path'
import type { Reporter } from 'gatsby'
import { isDevelopServer } from './develop/mode'
import { showInOverlay } from './develop/overlay'

/** The step that found a problem; that step's next success for the same file clears it. */
export type ContentStage = 'frontmatter' | 'file-name' | 'mdx' | 'mdx-summary' | 'yaml' | 'openapi'

export interface ContentProblem {
  /** The file, relative to the project, as messages name it. */
  file: string
  line?: number
  column?: number
  /** What is wrong, in the parser's or the check's words. */
  message: string
}

/** `file:line:column`, the form terminals and editors turn into a link. */
export const problemLocation = ({ file, line, column }: Omit<ContentProblem, 'message'>) =>
  `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`

/** The one-line message, e.g. `Invalid frontmatter in content/docs/a.mdx:2:1: "title" is missing`. */
export const describeContentProblem = (title: string, problem: ContentProblem) =>
  `${title} ${problemLocation(problem)}: ${problem.message}`

const overlayId = (stage: ContentStage, file: string) => `kolli-content:${stage}:${file}`

/** Our entry in Gatsby's error map: the overlay shows it as the error's code. */
const ERROR_ID = 'content'

/**
 * A problem as the overlay's GraphQL-error panel reads it (the shape of Gatsby's structured errors): the
 * message as its title and text, and the file with line and column, which "Open in Editor" opens.
 */
export function overlayError(title: string, problem: ContentProblem) {
  const message = describeContentProblem(title, problem)
  return {
    code: ERROR_ID,
    level: 'ERROR',
    type: 'PLUGIN',
    category: 'USER',
    context: { sourceMessage: message },
    text: message,
    filePath: path.resolve(problem.file),
    ...(problem.line && { location: { start: { line: problem.line, column: problem.column ?? 1 } } }),
  }
}

export class ContentProblems {
  /** Open problems by overlay id, with the text last printed for each. */
  private open = new Map<string, { file: string; text: string }>()

  constructor(private reporter: Reporter) {
    reporter.setErrorMap({
      [ERROR_ID]: { text: (context: { sourceMessage: string }) => context.sourceMessage, level: 'ERROR', type: 'PLUGIN', category: 'USER' },
    } as never)
  }

  /** Fails the build; under `gatsby develop`, prints (once per distinct text) and shows it in the overlay. */
  report(stage: ContentStage, title: string, problems: ContentProblem[]): void {
    if (problems.length === 0) return
    const file = problems[0].file
    const id = overlayId(stage, file)
    const text = problems.map((problem) => describeContentProblem(title, problem)).join('\n')
    if (this.open.get(id)?.text === text) return
    this.open.set(id, { file, text })
    for (const problem of problems) {
      this.reporter.panicOnBuild({
        id: ERROR_ID,
        context: { sourceMessage: describeContentProblem(title, problem) },
        filePath: path.resolve(problem.file),
        ...(problem.line && { location: { start: { line: problem.line, column: problem.column ?? 1 } } }),
      })
    }
    if (isDevelopServer()) showInOverlay(id, problems.map((problem) => overlayError(title, problem)))
  }

  /** The step succeeded for the file: its problem (if any) is gone from the overlay. */
  resolve(stage: ContentStage, file: string): void {
    const id = overlayId(stage, file)
    if (!this.open.delete(id)) return
    this.reporter.success(`Fixed: ${file}`)
    showInOverlay(id, null)
  }

  /** Whether the file has any open problem. */
  has(file: string): boolean {
    return [...this.open.values()].some((entry) => entry.file === file)
  }

  /** Problems of files that no longer exist are closed: a deleted file cannot be fixed. */
  forgetDeleted(exists: (file: string) => boolean): void {
    for (const [id, entry] of this.open) {
      if (exists(entry.file)) continue
      this.open.delete(id)
      showInOverlay(id, null)
    }
  }
}
