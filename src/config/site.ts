/**
 * The one place for brand strings, external URLs and site-wide switches.
 * Components and build code read from here; nothing else names a URL, an email or the brand.
 */
export interface NavbarItem {
  type: 'link' | 'button'
  label: string
  /** Internal path (starts with "/") or a key of `externalLinks`. */
  to: string
  position: 'left' | 'right'
}

/** A navbar item as configured: `sections` stands for one link per content section, in their order. */
export type NavbarEntry = NavbarItem | { type: 'sections'; position: 'left' | 'right' }

export interface AnnouncementBar {
  /** Changing the id makes a dismissed bar appear again. */
  id: string
  content: string
}

export interface DocsVersion {
  name: string
  label: string
  path: string
  mainDoc: string
}

/**
 * A docs-like part of the site: its own content folder, routes, sidebar, category pages, breadcrumbs,
 * previous/next links, navbar item, search records and sitemap entries. Adding one is adding an entry here
 * and its folder under content/.
 */
export interface ContentSection {
  /** Names its content source and its pages' `fields.kind`; also its search records' tag. */
  id: string
  /** The navbar item, the breadcrumbs' first crumb and the search results' group. */
  label: string
  /** The title of the page at the base path, which leads to the main doc; the label if absent. */
  title?: string
  routeBasePath: string
  /** Its folder under content/. */
  folder: string
  /** What the base path shows: it leads to this doc (a path in the folder, without extension). */
  mainDoc: string
  /** Versions offered by a version switcher; a section without them is not versioned. */
  versions?: DocsVersion[]
}

// Gatsby's pathPrefix in its bundles (set when a build prefixes paths); the origin the build defined for them.
declare const __BASE_PATH__: string | undefined
declare const __KOLLI_SITE_ORIGIN__: string | undefined

/** `kolli-docs/` → `/kolli-docs`; nothing or `/` → ''. */
export const normalizePathPrefix = (prefix: string | undefined) => {
  const trimmed = (prefix ?? '').trim().replace(/^\/*/, '/').replace(/\/+$/, '')
  return trimmed === '/' || trimmed === '' ? '' : trimmed
}

/**
 * The path the site is served under (PATH_PREFIX at build time, Gatsby's pathPrefix), as on a GitHub Pages
 * project site: '' at the root.
 */
const pathPrefix = normalizePathPrefix(typeof __BASE_PATH__ !== 'undefined' ? __BASE_PATH__ : process.env.PATH_PREFIX)
const siteOrigin = (typeof __KOLLI_SITE_ORIGIN__ !== 'undefined' ? __KOLLI_SITE_ORIGIN__ : process.env.SITE_URL || 'https://docs.kolli.example').replace(/\/+$/, '')
/** Where the site lives: every absolute URL of it (feeds, sitemap, canonical links, search records) starts so. */
const siteUrl = `${siteOrigin}${pathPrefix}`
const supportEmail = 'support@kolli.example'

export const externalLinks = {
  app: 'https://app.kolli.example',
  login: 'https://app.kolli.example/login',
  signup: 'https://app.kolli.example/signup',
  faq: 'https://help.kolli.example/faq',
  helpCenter: 'https://help.kolli.example',
  contact: `mailto:${supportEmail}`,
  status: 'https://status.kolli.example',
} as const

export type ExternalLinkName = keyof typeof externalLinks

export const siteConfig = {
  brand: 'Kolli',
  companyName: 'Kolli ApS',
  title: 'Build awesome shipping solutions',
  tagline:
    'Guides, API reference and changelog for developers who integrate with the Kolli shipping API and shipping module.',
  siteUrl,
  siteOrigin,
  pathPrefix,
  supportEmail,
  language: 'en',
  copyrightYear: 2025,
  colorMode: {
    defaultMode: 'dark' as 'dark' | 'light',
    respectPrefersColorScheme: false,
    storageKey: 'theme',
  },
  navbar: {
    hideOnScroll: false,
    items: [
      { type: 'sections', position: 'left' },
      { type: 'link', label: 'Changelog', to: '/changelog', position: 'left' },
      { type: 'link', label: 'API Reference', to: '/api-reference', position: 'left' },
      { type: 'button', label: 'Login', to: 'login', position: 'right' },
      { type: 'button', label: 'Signup', to: 'signup', position: 'right' },
    ] as NavbarEntry[],
  },
  footer: {
    links: [
      { label: 'FAQ', to: 'faq' },
      { label: 'Help Center', to: 'helpCenter' },
      { label: 'Contact', to: 'contact' },
      { label: 'Status', to: 'status' },
    ] as { label: string; to: ExternalLinkName }[],
  },
  announcementBar: {
    id: 'fulfillment-shipments-2025-04',
    content: 'New: create a shipment straight from a fulfillment.',
  } as AnnouncementBar | null,
  /** The first section is the main docs: the landing page and the API reference link to it. */
  sections: [
    {
      id: 'docs',
      label: 'Docs',
      title: 'Documentation',
      routeBasePath: '/docs',
      folder: 'docs',
      mainDoc: 'getting-started',
      versions: [{ name: 'current', label: 'Next', path: '/docs', mainDoc: 'getting-started' }],
    },
  ] as ContentSection[],
  changelog: {
    routeBasePath: '/changelog',
    title: 'Changelog',
    postsPerPage: 10,
    /** Feeds of every post, advertised in every page's head. */
    feeds: {
      rss: { path: '/changelog/rss.xml', title: 'Kolli Changelog (RSS)' },
      atom: { path: '/changelog/atom.xml', title: 'Kolli Changelog (Atom)' },
      description: 'Every change to the Kolli shipping API, its carriers and these docs.',
    },
  },
  /** Pages search engines should not index: marked `noindex` and left out of the sitemap, by this one list. */
  noindexRoutes: ['/search', '/404', '/404.html', '/dev-404-page'],
  api: {
    baseUrl: 'https://api.kolli.example/v1',
    sandboxBaseUrl: 'https://sandbox.api.kolli.example/v1',
  },
  breakpoints: { mobile: 996 },
}

export type SiteConfig = typeof siteConfig

/** The navbar's items, with each content section's link in place of `sections`. */
export const navbarItems: NavbarItem[] = siteConfig.navbar.items.flatMap((item): NavbarItem[] =>
  item.type === 'sections'
    ? siteConfig.sections.map((section) => ({ type: 'link', label: section.label, to: section.routeBasePath, position: item.position }))
    : [item],
)

/** Resolves a navbar or footer target: internal paths pass through, names map to external URLs. */
export function resolveLink(to: string): { href: string; external: boolean } {
  if (to.startsWith('/')) return { href: to, external: false }
  const href = (externalLinks as Record<string, string>)[to]
  if (!href) throw new Error(`Unknown external link name "${to}" in the site config`)
  return { href, external: true }
}
