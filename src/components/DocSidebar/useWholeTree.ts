import { useCallback, useEffect, useState } from 'react'
import { withPrefix } from 'gatsby'
import type { BrowserSidebarItem } from '../../shared/sidebar'

/** One request per tree file, shared by the sidebar column and the mobile menu and kept across pages. */
const trees = new Map<string, Promise<BrowserSidebarItem[]>>()

function fetchTree(file: string): Promise<BrowserSidebarItem[]> {
  let tree = trees.get(file)
  if (!tree) {
    tree = fetch(withPrefix(file)).then((response) => {
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`)
      return response.json() as Promise<BrowserSidebarItem[]>
    })
    // A failed request may be tried again by the next category opened.
    tree.catch(() => trees.delete(file))
    trees.set(file, tree)
  }
  return tree
}

/**
 * A section's whole sidebar tree, once the reader has asked for it (null before, and if it cannot load: the
 * categories the page's data left out then show their index link only). Once loaded, later pages of the
 * section use it straight away.
 */
export function useWholeTree(file: string): [BrowserSidebarItem[] | null, () => void] {
  const [tree, setTree] = useState<{ file: string; items: BrowserSidebarItem[] } | null>(null)
  const load = useCallback(() => {
    fetchTree(file).then(
      (items) => setTree({ file, items }),
      () => undefined,
    )
  }, [file])
  // A tree this tab loaded already (on another page of the section) is used without the reader asking again.
  useEffect(() => {
    if (trees.has(file)) load()
  }, [file, load])
  return [tree?.file === file ? tree.items : null, load]
}
