/**
 * Under `gatsby develop`, the server tells open tabs that a page was removed (its file deleted or renamed)
 * through Gatsby's overlay channel: an entry with this prefix and no message shows nothing in the overlay.
 */
export const REMOVED_PAGE_SIGNAL = 'kolli-removed-page:'

export const removedPageSignal = (route: string) => `${REMOVED_PAGE_SIGNAL}${route}`

/** The route a signal names, or null for any other overlay entry. */
export const removedRouteOf = (id: string): string | null => (id.startsWith(REMOVED_PAGE_SIGNAL) ? id.slice(REMOVED_PAGE_SIGNAL.length) : null)
