/**
 * A thin bar at the top of the window while a navigation to another page is slow. It appears only when the
 * navigation takes longer than ROUTE_PROGRESS_DELAY_MS (Gatsby's own onRouteUpdateDelayed waits 1000 ms), so
 * a fast navigation never flickers. Plain DOM: it must work while React is busy rendering the next page.
 */
export const ROUTE_PROGRESS_DELAY_MS = 200
/** After the page renders, the full bar stays this long, then fades (see .route-progress in global.css). */
const FINISH_MS = 250

let timer: number | undefined
let bar: HTMLDivElement | null = null
/** Where the running navigation goes: only the render of that page finishes the bar. */
let pendingPathname: string | null = null

function showBar(): void {
  bar?.remove()
  bar = document.createElement('div')
  bar.className = 'route-progress'
  bar.setAttribute('data-route-progress', '')
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-label', 'Loading page')
  document.body.appendChild(bar)
  // The next frame starts the CSS transition from 0 towards 90 % of the width.
  const shown = bar
  requestAnimationFrame(() => requestAnimationFrame(() => shown.setAttribute('data-state', 'running')))
}

/** A navigation to `pathname` began: show the bar if it is still running after the delay. */
export function startRouteProgress(pathname: string): void {
  pendingPathname = pathname
  window.clearTimeout(timer)
  timer = window.setTimeout(showBar, ROUTE_PROGRESS_DELAY_MS)
}

/**
 * A page rendered, or (without `pathname`) the navigation was abandoned: cancel the timer and finish any
 * bar. The render of another page (say, the first page finishing hydration) leaves a navigation running.
 */
export function finishRouteProgress(pathname?: string): void {
  if (pathname !== undefined && pendingPathname !== null && pathname !== pendingPathname) return
  pendingPathname = null
  window.clearTimeout(timer)
  timer = undefined
  const finished = bar
  bar = null
  if (!finished) return
  finished.setAttribute('data-state', 'done')
  window.setTimeout(() => finished.remove(), FINISH_MS)
}
