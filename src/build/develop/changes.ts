/**
 * Helpers for work that `gatsby develop` repeats after every edit: run it once the edits settle, off the
 * path that brings the edit to the browser, and print only what is new since the last run.
 */

/**
 * Runs `task` once, `delayMs` after the last call (`firstDelayMs` for the first run); runs never overlap,
 * and a failure is handed to `onError`, never thrown.
 */
export function debounced(task: () => Promise<void>, delayMs: number, onError: (error: unknown) => void, firstDelayMs = delayMs): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  let first = true
  return () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      first = false
      running = running.then(task).catch(onError)
    }, first ? firstDelayMs : delayMs)
  }
}

/** Of this run's messages, those the previous run did not print: a warning shows once until it is fixed. */
export function newSinceLastRun(): (messages: string[]) => string[] {
  let previous = new Set<string>()
  return (messages) => {
    const fresh = messages.filter((message) => !previous.has(message))
    previous = new Set(messages)
    return fresh
  }
}
