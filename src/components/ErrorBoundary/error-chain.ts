/**
 * An error's message followed by the message of each `cause` in its chain (Error.cause, ES2022), so a
 * crash report shows why, not only what. Stops at a cycle and after `limit` entries.
 */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < limit) {
    seen.add(current)
    messages.push(current instanceof Error ? current.message || current.name : String(current))
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined
  }
  return messages
}
