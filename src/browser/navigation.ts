/**
 * Wraps Gatsby's client router (window.___navigate, which Link and navigate() call, and window.___loader)
 * so that every navigation:
 * - goes to the plain path (`/docs/sandbox.html` → `/docs/sandbox`);
 * - shows the route progress bar when it takes longer than 200 ms, whether it started from a link, from
 *   navigate() or from the back/forward buttons;
 * - recovers from a page chunk that fails to download (one full page load, then an error with Retry);
 * and so that hover and touch preloading respect data-saver and 2g connections, as Gatsby's viewport
 * prefetching already does. Links that are not Gatsby <Link>s (those in content rendered at build time)
 * get the same treatment: prefetched in view, preloaded on hover or touch, followed without a page load.
 */
import { claimReload, showPageLoadError } from './page-load-error'
import { normalizeHref } from '../shared/paths'
import { finishRouteProgress, startRouteProgress } from './route-progress'

type Navigate = (to: string | number, options?: unknown) => void
interface PageResources {
  status?: string
  error?: unknown
}
interface PublicLoader {
  loadPage(path: string): Promise<PageResources | null>
  hovering(path: string): void
  /** Gatsby's queued viewport prefetch; it already skips data-saver and 2g connections. */
  enqueue(path: string): void
}
declare global {
  interface Window {
    ___navigate?: Navigate
    ___loader?: PublicLoader
  }
}

interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** Preloading spends the visitor's data: not on data-saver or 2g connections (the same rule as Gatsby's prefetch). */
export function connectionAllowsPreload(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? '').includes('2g')
}

const currentConnection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection

/** A same-origin link to a page of this site (not a file such as a feed or the OpenAPI download). */
export function pageLinkPath(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null
  const url = new URL(anchor.href, origin)
  if (url.origin !== origin || /\.(?!html?$)[a-z0-9]+$/i.test(url.pathname)) return null
  return `${new URL(normalizeHref(url.href, origin), origin).pathname}${url.search}`
}

const failed = (resources: PageResources | null) => !resources || resources.status === 'error'

/** The pathname React last rendered: navigations within it (hash, query) show no progress bar. */
let renderedPathname = typeof window === 'undefined' ? '/' : window.location.pathname

/** False until React renders a page: if it never does (say, its chunk failed), links must stay plain links. */
let routerIsRendering = false

export function onPageRendered(pathname: string): void {
  renderedPathname = pathname
  routerIsRendering = true
  finishRouteProgress(pathname)
  prefetchVisibleLinks()
}

let linkObserver: IntersectionObserver | null = null

/** Queues a prefetch for each page link of the main content as it comes into view, as <Link> does. */
function prefetchVisibleLinks(): void {
  if (typeof IntersectionObserver === 'undefined' || !window.___loader) return
  linkObserver?.disconnect()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const path = pageLinkPath(entry.target as HTMLAnchorElement, window.location.origin)
      if (path) window.___loader?.enqueue(path)
    }
  })
  document.querySelectorAll('main a[href]').forEach((anchor) => observer.observe(anchor))
  linkObserver = observer
}

/**
 * A click on a page link that React left alone (Gatsby's <Link> prevents the default itself) goes through
 * the router instead of loading the page. Modified clicks, other windows and in-page anchors stay the
 * browser's.
 */
function followPageLink(event: MouseEvent): void {
  if (!routerIsRendering || event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  const path = anchor && pageLinkPath(anchor, window.location.origin)
  if (!anchor || !path || !window.___navigate) return
  const url = new URL(anchor.href)
  if (url.pathname === window.location.pathname && url.search === window.location.search) return
  event.preventDefault()
  window.___navigate(`${path}${url.hash}`)
}

function recoverFromFailedNavigation(target: URL, error: unknown): void {
  finishRouteProgress()
  if (claimReload(target.pathname)) window.location.assign(target.href)
  else showPageLoadError(error, () => window.location.assign(target.href))
}

function wrapNavigate(navigate: Navigate, loader: PublicLoader): Navigate {
  return (to, options) => {
    if (typeof to !== 'string') return navigate(to, options)
    const href = normalizeHref(to, window.location.href)
    const target = new URL(href, window.location.href)
    if (target.origin !== window.location.origin) return navigate(href, options)
    if (target.pathname !== renderedPathname) startRouteProgress(target.pathname)
    // Gatsby's navigate would reload on failure without a guard; load first so we decide.
    loader.loadPage(target.pathname + target.search).then(
      (resources) => (failed(resources) ? recoverFromFailedNavigation(target, resources?.error) : navigate(href, options)),
      (error) => recoverFromFailedNavigation(target, error),
    )
  }
}

function preloadOnPointer(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  const path = anchor && pageLinkPath(anchor, window.location.origin)
  if (path) window.___loader?.hovering(path)
}

/** The page the visitor landed on could not load its code: say so, with Retry (React never started). */
function watchLandingPage(loader: PublicLoader): void {
  const { pathname, search } = window.location
  loader.loadPage(pathname + search).then(
    (resources) => {
      if (failed(resources)) showPageLoadError(resources?.error, () => window.location.reload())
    },
    (error) => showPageLoadError(error, () => window.location.reload()),
  )
}

export function installNavigation(): void {
  const navigate = window.___navigate
  const loader = window.___loader
  if (!navigate || !loader) return
  window.___navigate = wrapNavigate(navigate, loader)
  const hovering = loader.hovering.bind(loader)
  loader.hovering = (path) => {
    if (connectionAllowsPreload(currentConnection())) hovering(path)
  }
  document.addEventListener('touchstart', preloadOnPointer, { capture: true, passive: true })
  document.addEventListener('mouseover', preloadOnPointer, { passive: true })
  document.addEventListener('click', followPageLink)
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== renderedPathname) startRouteProgress(window.location.pathname)
  })
  watchLandingPage(loader)
}
