/**
 * Changelog structure: list pages, archive by year, tag pages and newer/older links.
 * Posts arrive in any order; everything here sorts newest first.
 */
import { changelogPageRoute, postRoute } from '../config/routes'

export interface PostSummary {
  slug: string
  title: string
  /** ISO date `YYYY-MM-DD`. */
  date: string
  tags: string[]
}

export interface ListPage {
  route: string
  page: number
  pageCount: number
  skip: number
  limit: number
  newerRoute: string | null
  olderRoute: string | null
}

export const newestFirst = <T extends { date: string; slug: string }>(posts: T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

/**
 * The pages of a list of posts, newest first: the changelog's list by default, or another list (a tag's)
 * given the route of its page N. A list without posts still has its first page.
 */
export function paginate(postCount: number, perPage: number, routeOf: (page: number) => string = changelogPageRoute): ListPage[] {
  if (perPage < 1) throw new Error('postsPerPage must be at least 1')
  const pageCount = Math.max(1, Math.ceil(postCount / perPage))
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1
    return {
      route: routeOf(page),
      page,
      pageCount,
      skip: index * perPage,
      limit: perPage,
      newerRoute: page > 1 ? routeOf(page - 1) : null,
      olderRoute: page < pageCount ? routeOf(page + 1) : null,
    }
  })
}

export interface YearGroup<T> {
  year: string
  posts: T[]
}

export function groupByYear<T extends { date: string; slug: string }>(posts: T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = []
  for (const post of newestFirst(posts)) {
    const year = post.date.slice(0, 4)
    const last = groups[groups.length - 1]
    if (last && last.year === year) last.posts.push(post)
    else groups.push({ year, posts: [post] })
  }
  return groups
}

export interface PostNeighbours {
  newer: { title: string; href: string } | null
  older: { title: string; href: string } | null
}

export function neighbours<T extends PostSummary>(posts: T[], slug: string): PostNeighbours {
  return neighboursBySlug(posts).get(slug) ?? { newer: null, older: null }
}

/** Newer/older links of every post, from one sort (`neighbours` per post would sort once per post). */
export function neighboursBySlug<T extends PostSummary>(posts: T[]): Map<string, PostNeighbours> {
  const sorted = newestFirst(posts)
  const link = (post: T | undefined) => (post ? { title: post.title, href: postRoute(post.slug) } : null)
  return new Map(sorted.map((post, index) => [post.slug, { newer: link(sorted[index - 1]), older: link(sorted[index + 1]) }]))
}
