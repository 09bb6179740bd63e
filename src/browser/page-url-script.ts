/**
 * The per-page inline <head> script that fixes the URL before anything else runs, so it works even when the
 * JavaScript bundle never loads:
 * 1. Path normalisation: a page reached as `/docs/sandbox.html` or `/docs/sandbox/index.html` shows
 *    `/docs/sandbox` in the address bar (history.replaceState); the not-found page, reached through a `.html`
 *    spelling of a real page, loads the plain path instead. Normalising is idempotent, so this cannot loop.
 * 2. Misconfigured base URL: when the page is not where its pathPrefix says, a banner says the site did not
 *    load properly, names the configured base URL and suggests the one that would work. Styled by
 *    BASE_URL_BANNER_CSS, which gatsby-ssr inlines next to it.
 * The helpers' own source is inlined, so the script and the unit-tested functions cannot disagree.
 */
import { displayBaseUrl, suggestBaseUrl } from './base-url'
import { isNotFoundPage, normalizePagePath } from '../shared/paths'

export const BASE_URL_BANNER_ID = 'base-url-issue-banner'

export interface PageUrlScriptOptions {
  /**
   * The page's own path, without the prefix (Gatsby's page.path); null where one HTML shell serves every
   * path (`gatsby develop`), so nothing is known to compare the address with and no banner can be right.
   */
  pagePath: string | null
  /** Gatsby's pathPrefix in effect for this build ('' when the site is served from the root). */
  pathPrefix: string
  brand: string
}

function insertBanner(id: string, brand: string, configured: string, actual: string, suggested: string | null) {
  var show = function () {
    if (document.getElementById(id)) return
    var banner = document.createElement('div')
    banner.id = id
    banner.setAttribute('role', 'alert')
    var text =
      'The ' + brand + ' docs did not load properly. They are configured for the base URL "' + configured +
      '", but this page is at "' + actual + '".'
    text += suggested ? ' We suggest trying the base URL "' + suggested + '" (Gatsby\'s pathPrefix).' : ''
    banner.textContent = text
    document.body.insertBefore(banner, document.body.firstChild)
  }
  if (document.body) show()
  else document.addEventListener('DOMContentLoaded', show)
}

export function pageUrlScript({ pagePath, pathPrefix, brand }: PageUrlScriptOptions): string {
  const options = JSON.stringify({
    page: pagePath === null ? null : normalizePagePath(pagePath),
    prefix: pathPrefix.replace(/\/+$/, ''),
    notFound: pagePath !== null && isNotFoundPage(pagePath),
    brand,
    id: BASE_URL_BANNER_ID,
  }).replace(/</g, '\\u003c')
  return `(function(o){
var normalizePagePath=(${normalizePagePath.toString()});
var suggestBaseUrl=(${suggestBaseUrl.toString()});
var displayBaseUrl=(${displayBaseUrl.toString()});
var insertBanner=(${insertBanner.toString()});
var l=window.location,plain=normalizePagePath(l.pathname);
if(plain!==l.pathname){
if(o.notFound){l.replace(plain+l.search+l.hash);return}
try{history.replaceState(history.state,'',plain+l.search+l.hash)}catch(e){}
}
if(o.notFound||o.page===null)return;
var here=plain;try{here=decodeURIComponent(plain)}catch(e){}
if(here===normalizePagePath(o.prefix+o.page))return;
insertBanner(o.id,o.brand,displayBaseUrl(o.prefix),here,suggestBaseUrl(here,o.page));
})(${options})`
}

/** Inlined in <head> with the script: the banner must be styled even when no stylesheet loads. */
export const BASE_URL_BANNER_CSS =
  `#${BASE_URL_BANNER_ID}{position:relative;z-index:2000;padding:12px 16px;background:#ffe08a;color:#1b1e24;` +
  'font:16px/1.5 system-ui,sans-serif;border-bottom:2px solid #a12626}'
