/**
 * Under `gatsby develop`: which routes a round of createPages stopped creating, for tabs that show them.
 * A route whose file still exists but is broken is not removed: its tab keeps the last good page.
 */
export class RemovedRoutes {
  private previous = new Map<string, string | undefined>()

  /** `created`: this round's routes, each with its content file (if any). Returns the removed routes. */
  update(created: Map<string, string | undefined>, fileIsBroken: (file: string) => boolean): string[] {
    const removed = [...this.previous]
      .filter(([route, file]) => !created.has(route) && !(file && fileIsBroken(file)))
      .map(([route]) => route)
    this.previous = new Map(created)
    return removed
  }
}

/** Gatsby's redux store (its type declares `subscribe` as a bare Function). */
interface Store {
  subscribe: Function
}

/** Resolves once `condition` holds, checked now and after each change of Gatsby's store. */
export function whenStoreSays(store: Store, condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (condition()) return resolve()
    const unsubscribe: () => void = store.subscribe(() => {
      if (!condition()) return
      unsubscribe()
      resolve()
    })
  })
}
