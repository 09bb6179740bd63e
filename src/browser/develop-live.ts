/**
 * `gatsby develop` only (gatsby-browser loads it in development): a tab that shows a page whose file was
 * deleted or renamed turns into the not-found page on its own, without a reload. The server names removed
 * routes on Gatsby's overlay channel (src/build/develop/overlay.ts) after it has told Gatsby's client to
 * forget their data, so routing to the same URL again finds no page.
 */
import { navigate } from 'gatsby'
import { removedRouteOf } from '../shared/develop-signals'
import { normalizePagePath } from '../shared/paths'

interface Emitter {
  on(event: string, handler: (payload: { id?: string }) => void): void
}

export function followRemovedPages(emitter = (window as unknown as { ___emitter?: Emitter }).___emitter): void {
  emitter?.on('overlayError', ({ id }) => {
    const route = id ? removedRouteOf(id) : null
    if (route === null || normalizePagePath(window.location.pathname) !== route) return
    const { pathname, search, hash } = window.location
    void navigate(`${pathname}${search}${hash}`, { replace: true })
  })
}
