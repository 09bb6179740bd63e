/**
 * A thin bar at the top of the window while a navigation to another page is slow. It appears only when the
 * navigation takes longer than ROUTE_PROGRESS_DELAY_MS (Gatsby's own onRouteUpdateDelayed waits 1000 ms), so
 * a fast navigation never flickers. Plain DOM: it must work while React is busy rendering the next page.
 */
export const ROUTE_PROGRESS_DELAY_MS = 200
/** After the page renders, the full bar stays this long, then fades (see .route-progress in global.css). */
const FINISH_MS = 250

import { contrastRatio, NON_TEXT_CONTRAST, parseCssColor } from './contrast'

let timer: number | undefined
let bar: HTMLDivElement | null = null
/** Where the running navigation goes: only the render of that page finishes the bar. */
let pendingPathname: string | null = null

/** The first opaque background at the top of the window, under the bar: the announcement bar, the navbar… */
function backgroundUnder(element: HTMLElement): string | null {
  // Without hit testing (an old browser, a test DOM) the bar keeps the accent colour.
  if (typeof document.elementsFromPoint !== 'function') return null
  for (const below of document.elementsFromPoint(window.innerWidth / 2, 1)) {
    if (below === element) continue
    const color = getComputedStyle(below).backgroundColor
    if ((parseCssColor(color)?.a ?? 0) > 0) return color
  }
  return getComputedStyle(document.documentElement).backgroundColor
}

/**
 * The bar is the accent colour, unless what it covers is too close to that (the announcement bar is the
 * accent colour): then it takes the colour made to contrast with the accent (see .route-progress in global.css).
 */
function chooseTone(element: HTMLElement): void {
  const accent = parseCssColor(getComputedStyle(element).backgroundColor)
  const under = parseCssColor(backgroundUnder(element) ?? '')
  if (accent && under && contrastRatio(accent, under) < NON_TEXT_CONTRAST) element.setAttribute('data-tone', 'contrast')
}

function showBar(): void {
  bar?.remove()
  bar = document.createElement('div')
  bar.className = 'route-progress'
  bar.setAttribute('data-route-progress', '')
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-label', 'Loading page')
  document.body.appendChild(bar)
  chooseTone(bar)
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
