/**
 * After the build: the DocSearch records of every doc, changelog post, API operation, the landing page
 * and the changelog's page, written for `npm run search:upload` (hosted mode) and, by default, indexed into
 * public/search-index for the embedded engine (src/build/search/index-writer.ts).
 */
import fs from 'fs'
import path from 'path'
import type { CreatePagesArgs, Reporter } from 'gatsby'
import { parse } from 'node-html-parser'
import { mainSection, sectionById } from '../../config/routes'
import { siteConfig } from '../../config/site'
import { CHANGELOG } from '../frontmatter'
import type { SearchConfig } from '../../config/search'
import { RECORDS_FILE, SEARCH_INDEX_FOLDER, SYNONYMS_FILE } from '../../shared/files'
import { forDocSearch, type SearchRecord } from '../../shared/search/record'
import type { Synonym } from '../../shared/search/synonyms'
import { pageSearchTag } from '../../shared/search/tags'
import type { BrowserSidebarItem } from '../../shared/sidebar'
import { topCategoryLabels } from '../sidebar'
import { isDevelopServer } from '../develop/mode'
import { writeSearchIndex } from './index-writer'
import { PAGE_RANK } from '../../shared/search/page-kind'
import { changelogRecords, operationRecords, pageRecords, postRecords, siteLinks, withInboundLinks, withLinkTexts, type OperationInput, type PageLink } from './records'

interface SearchQuery {
  sidebars: { nodes: { section: string; items: BrowserSidebarItem[] }[] }
  content: {
    nodes: {
      html: string
      fields: { kind: string; route: string }
      frontmatter: { title: string; description: string | null }
    }[]
  }
  operations: { nodes: OperationInput[] }
}

const SECTION_FOR_TOP_LEVEL_DOCS = 'Documentation'

export async function collectRecords(graphql: CreatePagesArgs['graphql'], publicDir: string): Promise<SearchRecord[]> {
  const { data, errors } = await graphql<SearchQuery>(`
    query SearchRecords {
      sidebars: allSectionSidebar { nodes { section items } }
      content: allMdx(filter: { fields: { listed: { eq: true } } }, sort: { fields: { route: ASC } }) {
        nodes { html fields { kind route } frontmatter { title description } }
      }
      operations: allApiOperation(sort: { position: ASC }) {
        nodes { operationId anchor method path summary tag webhook descriptionHtml parameters { name enum } requestBody { schema } responses { status } }
      }
    }
  `)
  if (errors || !data) throw new Error(`Could not query content for search: ${JSON.stringify(errors)}`)
  const absolute = (route: string) => `${siteConfig.siteUrl}${route === '/' ? '' : route}`

  // The landing page's text is read from its built HTML: `gatsby develop` has none, so it searches without it.
  const landing = path.join(publicDir, 'index.html')
  const landingHtml = fs.existsSync(landing) ? (parse(fs.readFileSync(landing, 'utf8')).querySelector('main')?.innerHTML ?? '') : null
  const links: PageLink[] = []
  const records =
    landingHtml === null
      ? []
      : pageRecords({
          url: absolute('/'),
          section: 'Home',
          title: siteConfig.title,
          description: siteConfig.tagline,
          docusaurusTag: 'default',
          html: landingHtml,
          pageRank: PAGE_RANK.home,
        })
  // Built HTML: its links carry the path prefix.
  if (landingHtml !== null) links.push(...siteLinks(landingHtml, siteConfig.pathPrefix))
  // The changelog's own page, for a reader who asks for "changelog" or "release notes" rather than a post.
  const { changelog } = siteConfig
  records.push(
    ...changelogRecords({ url: absolute(changelog.routeBasePath), section: 'Changelog', title: changelog.title, description: changelog.feeds.description, docusaurusTag: 'default', html: '' }),
  )
  const categoryByRoute = new Map(data.sidebars.nodes.flatMap(({ items }) => [...topCategoryLabels(items)]))
  // Two files with one route make one page (the build warns about it): search it once, as the later file.
  const pages = [...new Map(data.content.nodes.map((page) => [page.fields.route, page])).values()]
  for (const page of pages) {
    const section = page.fields.kind === CHANGELOG ? null : sectionById(page.fields.kind)
    // lvl0: the page's top sidebar category; a top-level doc of the main section is "Documentation", of
    // another section its label.
    const group = section
      ? (categoryByRoute.get(page.fields.route) ?? (section === mainSection ? SECTION_FOR_TOP_LEVEL_DOCS : section.label))
      : 'Changelog'
    const version = section?.versions?.[0].name
    const input = {
      url: absolute(page.fields.route),
      section: group,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      docusaurusTag: pageSearchTag(version),
      html: page.html,
    }
    records.push(...(section ? pageRecords({ ...input, pageRank: PAGE_RANK.docs }) : postRecords(input)))
    links.push(...siteLinks(page.html, siteConfig.pathPrefix, page.fields.route))
  }
  const reference = absolute('/api-reference')
  let position = 0
  for (const operation of data.operations.nodes) {
    const ofOperation = operationRecords(reference, operation, position)
    records.push(...ofOperation)
    position += ofOperation.length
  }
  return withInboundLinks(withLinkTexts(records, links, absolute), links, absolute)
}

/** The search synonyms (content/search/synonyms.yml), in the file's order, as Algolia's synonym records. */
export async function collectSynonyms(graphql: CreatePagesArgs['graphql']): Promise<Synonym[]> {
  const { data, errors } = await graphql<{ synonyms: { nodes: (Synonym & { input: string | null })[] } }>(`
    query SearchSynonyms {
      synonyms: allSearchSynonym(sort: { position: ASC }) { nodes { objectID type input synonyms } }
    }
  `)
  if (errors || !data) throw new Error(`Could not query search synonyms: ${JSON.stringify(errors)}`)
  return data.synonyms.nodes.map(({ objectID, type, input, synonyms }) =>
    type === 'oneWaySynonym' ? { objectID, type, input: input ?? '', synonyms } : { objectID, type: 'synonym', synonyms },
  )
}

export async function buildSearch(
  graphql: CreatePagesArgs['graphql'],
  reporter: Reporter,
  config: SearchConfig,
  siteDir: string,
): Promise<void> {
  const publicDir = path.join(siteDir, 'public')
  const records = await collectRecords(graphql, publicDir)
  const synonyms = await collectSynonyms(graphql)
  const recordsFile = path.join(siteDir, RECORDS_FILE)
  fs.mkdirSync(path.dirname(recordsFile), { recursive: true })
  fs.writeFileSync(recordsFile, JSON.stringify(records.map(forDocSearch)))
  fs.writeFileSync(path.join(siteDir, SYNONYMS_FILE), JSON.stringify(synonyms))
  if (config.engine === 'embedded') {
    // Under `gatsby develop`, an open tab may still fetch the previous index's fragments: keep them.
    const { manifest, files } = writeSearchIndex(records, publicDir, { replace: !isDevelopServer(), synonyms })
    reporter.info(`Search: ${records.length} records of ${manifest.pages} pages, embedded index of ${files.size} files in public${SEARCH_INDEX_FOLDER}`)
  } else {
    reporter.info(`Search: ${records.length} records in ${RECORDS_FILE}; upload them with npm run search:upload`)
  }
}
