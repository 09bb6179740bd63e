import { groupByYear, neighbours, neighboursBySlug, newestFirst, paginate, type PostSummary } from '../../../src/build/changelog'

const post = (date: string, slug: string, tags: string[] = []): PostSummary => ({ date, slug, title: slug, tags })
const posts = [
  post('2024-08-13', 'a', ['api']),
  post('2025-07-08', 'm', ['api', 'ups']),
  post('2024-12-03', 'f', ['carrier']),
  post('2025-01-14', 'g', ['carrier', 'bring']),
]

describe('changelog', () => {
  it('sorts newest first', () => {
    expect(newestFirst(posts).map((p) => p.slug)).toEqual(['m', 'g', 'f', 'a'])
  })

  it('paginates 13 posts into two pages of 10 with newer/older links', () => {
    const pages = paginate(13, 10)
    expect(pages).toHaveLength(2)
    expect(pages[0]).toMatchObject({ route: '/changelog', skip: 0, limit: 10, newerRoute: null, olderRoute: '/changelog/page/2' })
    expect(pages[1]).toMatchObject({ route: '/changelog/page/2', skip: 10, newerRoute: '/changelog', olderRoute: null })
  })

  it('still creates the first list page when there are no posts', () => {
    expect(paginate(0, 10)).toHaveLength(1)
    expect(() => paginate(5, 0)).toThrow(/at least 1/)
  })

  it('groups the archive by year, newest year first', () => {
    expect(groupByYear(posts).map((group) => [group.year, group.posts.map((p) => p.slug)])).toEqual([
      ['2025', ['m', 'g']],
      ['2024', ['f', 'a']],
    ])
  })

  it('links a post to its newer and older neighbours', () => {
    expect(neighbours(posts, 'g')).toEqual({
      newer: { title: 'm', href: '/changelog/m' },
      older: { title: 'f', href: '/changelog/f' },
    })
    expect(neighbours(posts, 'm').newer).toBeNull()
    expect(neighbours(posts, 'a').older).toBeNull()
  })

  it('links every post to its neighbours at once', () => {
    const all = neighboursBySlug(posts)
    expect([...all.keys()]).toEqual(['m', 'g', 'f', 'a'])
    for (const { slug } of posts) expect(all.get(slug)).toEqual(neighbours(posts, slug))
    expect(all.get('f')).toEqual({ newer: { title: 'g', href: '/changelog/g' }, older: { title: 'a', href: '/changelog/a' } })
  })
})
