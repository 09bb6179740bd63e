/**
 * The browser's error overlay under `gatsby develop`. Gatsby shows its own compile and query errors there;
 * content errors reach it through the same channel (Gatsby's websocket manager, which has no public
 * wrapper). Without a development server, or should the module move, this does nothing and the terminal
 * still has every message.
 */
import { createRequire } from 'module'
import path from 'path'
import { removedPageSignal } from '../../shared/develop-signals'

interface WebsocketManager {
  emitError(id: string, message: unknown[] | null): void
  emitStalePageDataPaths(paths: string[]): boolean
}

let manager: WebsocketManager | null | undefined

function websocketManager(): WebsocketManager | null {
  if (manager === undefined) {
    try {
      // The project's own copy of Gatsby, the one running this process (gatsby-node is compiled into .cache).
      const projectRequire = createRequire(path.join(process.cwd(), 'package.json'))
      manager = (projectRequire('gatsby/dist/utils/websocket-manager') as { websocketManager: WebsocketManager }).websocketManager
    } catch {
      manager = null
    }
  }
  return manager
}

/** Shows (or, with null, clears) the overlay entry `id`: Gatsby's structured errors, as the reporter returns them. */
export function showInOverlay(id: string, errors: unknown[] | null): void {
  websocketManager()?.emitError(id, errors && errors.length > 0 ? errors : null)
}

/**
 * Tells open tabs that these routes no longer exist: Gatsby's client forgets their cached data, and
 * src/browser/develop-live.ts re-renders a tab that shows one (it listens on the overlay channel, the only
 * one that reaches page code; an entry with no message shows nothing).
 */
export function announceRemovedPages(routes: string[]): void {
  const ws = websocketManager()
  if (!ws || routes.length === 0) return
  ws.emitStalePageDataPaths(routes)
  for (const route of routes) ws.emitError(removedPageSignal(route), null)
}
