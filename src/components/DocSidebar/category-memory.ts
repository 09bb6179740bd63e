/**
 * The reader's own choices of open and closed sidebar categories, kept for the visit (module state survives
 * client-side navigation; every page mounts a new sidebar). Keys name a category by its section's tree and
 * its path of labels, so equal labels in different places stay apart.
 */
const choices = new Map<string, boolean>()

export const categoryKey = (parentKey: string, label: string) => `${parentKey}/${label}`

export const rememberedExpansion = (key: string): boolean | undefined => choices.get(key)

export function rememberExpansion(key: string, expanded: boolean): void {
  choices.set(key, expanded)
}

/**
 * Whether a category starts open: always when it holds the current page; else as the reader left it;
 * else as the sidebar's default (all open for small trees, all closed for large ones).
 */
export const initiallyExpanded = (holdsActivePage: boolean, remembered: boolean | undefined, expandAll: boolean): boolean =>
  holdsActivePage || (remembered ?? expandAll)
