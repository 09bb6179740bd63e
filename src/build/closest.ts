/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution))
    }
    previous = current
  }
  return previous[b.length]
}

/**
 * The candidate nearest to `target`, for "did you mean …?" messages; none when even the nearest one
 * differs in more than half of the target's characters (a suggestion that far off only confuses).
 */
export function closest(target: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(target.toLowerCase(), candidate.toLowerCase())
    if (!best || distance < best.distance) best = { candidate, distance }
  }
  return best && best.distance <= Math.ceil(target.length / 2) ? best.candidate : undefined
}
