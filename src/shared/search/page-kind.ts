/**
 * Kinds of page and their ranks. Apart from record.ts, which the /search page loads with its first paint:
 * only the build and the search engine need these.
 */

/**
 * `weight.pageRank` by kind of page: when everything else ties, a guide comes before an API operation, and an
 * operation before a changelog post (the custom ranking's first key).
 */
export const PAGE_RANK = { docs: 3, api: 2, changelog: 1, home: 0 } as const
export type PageKind = keyof typeof PAGE_RANK

const KIND_OF_RANK = new Map<number, PageKind>(Object.entries(PAGE_RANK).map(([kind, rank]) => [rank, kind as PageKind]))

/** The kind of page of a rank: each kind has its own, so the embedded index, which keeps ranks, knows kinds too. */
export const kindOfRank = (rank: number): PageKind => KIND_OF_RANK.get(rank) ?? 'home'
