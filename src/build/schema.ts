/**
 * The GraphQL schema of the content: the types of content/ (declared, never inferred) and the fields
 * resolved on demand, such as an MDX file's HTML, rendered once per version of the file.
 */
import type { CreateResolversArgs } from 'gatsby'
import { extractHeadings } from '../shared/headings'
import type { ApiReferenceModel } from '../shared/openapi'
import type { ContentProblems } from './content-problems'
import { shownFrontmatter, type MdxNode } from './content-source'
import { isDevelopServer } from './develop/mode'
import { createHtmlRenderer, type HtmlPart } from './mdx-renderer'
import { sampleSource, usesRequestSample, type SampleOperation } from './openapi/request-sample'
import { API_TYPE_DEFS, operationHtml, referenceBodyHtml } from './openapi/gatsby-source'
import { renderSharedResponsesHtml } from './openapi/render-reference'
import { inlineTag } from './page-plan'

export const CONTENT_TYPE_DEFS = [API_TYPE_DEFS, `
    type Mdx implements Node @dontInfer {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter @dontInfer {
      "Page h1 and <title>; required for docs and posts."
      title: String!
      "Meta description, card text and feed summary."
      description: String
      "Docs only: order within the folder's sidebar category (lower first)."
      sidebar_position: Float
      "Docs only: shorter label for the sidebar."
      sidebar_label: String
      "Changelog only: keys of content/changelog/tags.yml."
      tags: [String!]
      "Changelog only: keys of content/changelog/authors.yml."
      authors: [String!]
      "Work in progress: shown by gatsby develop with a Draft badge, left out of the production build."
      draft: Boolean
    }
    type MdxFields @dontInfer {
      "docs or changelog: the source folder."
      kind: String!
      "The page's canonical route."
      route: String!
      "Content file, relative to the project, for messages."
      sourceFile: String!
      "Docs only: the id of its content section (siteConfig.sections)."
      section: String
      "Docs only: folder relative to its section's content folder."
      dir: String
      "Docs only: file name without extension."
      name: String
      "Docs only: the docs version (a name in its section's versions), if the section is versioned."
      version: String
      "Changelog only: slug from the file name."
      slug: String
      "Changelog only: date from the file name."
      date: Date @dateformat
      "Changelog only: year of the date, for the archive."
      year: String
      "frontmatter.draft, as a boolean."
      draft: Boolean!
      "Whether this build has a page for the file and lists it: false for drafts in a production build, and under gatsby develop for a file that is broken and has no last good version. Every page, list, feed and index filters on it."
      listed: Boolean!
    }
    type MdxHeading {
      id: String!
      depth: Int!
      text: String!
    }
    "A docs folder's _category_.yml."
    type DocCategory implements Node @dontInfer {
      "The id of its content section."
      section: String!
      dir: String!
      label: String!
      position: Float
      "Generated index page slug, e.g. /category/webhooks."
      slug: String
      description: String
    }
    "One entry of content/changelog/tags.yml."
    type ChangelogTag implements Node @dontInfer {
      key: String!
      label: String!
      description: String
      route: String!
    }
    "A content section's whole sidebar (labels, links, nesting), one node per section, for the search index."
    type SectionSidebar implements Node @dontInfer {
      section: String!
      items: JSON!
    }
    "Every changelog post grouped by year, newest first: one node, as SectionSidebar, for the changelog pages."
    type ChangelogSidebar implements Node @dontInfer {
      years: JSON!
    }
    "One entry of content/search/synonyms.yml, as Algolia's synonym record (src/shared/search/synonyms.ts)."
    type SearchSynonym implements Node @dontInfer {
      objectID: String!
      "synonym (a group: each finds the others) or oneWaySynonym (input finds the synonyms)."
      type: String!
      "A one-way entry's word or phrase."
      input: String
      synonyms: [String!]!
      "Its place in the file: the index keeps the file's order."
      position: Int!
    }
    "One entry of content/changelog/authors.yml."
    type ChangelogAuthor implements Node @dontInfer {
      key: String!
      name: String!
      title: String
    }
  `]

/** The fields computed on demand; `problems` hears of files that do not render. */
export function contentResolvers(args: CreateResolversArgs, problems: ContentProblems) {
  const renderHtml = createHtmlRenderer(args, problems)
  const nodesOfType = async <T,>(context: any, type: string): Promise<T[]> =>
    Array.from((await context.nodeModel.findAll({ type })).entries as Iterable<T>)
  // A file with <RequestSample> reads the operations through the node model, so that under gatsby develop
  // its page's query runs again when openapi.yaml changes.
  let lastOperations: SampleOperation[] = []
  const operationsFor = async (context: any) => {
    const operations = await nodesOfType<SampleOperation>(context, 'ApiOperation')
    // While gatsby develop re-reads a changed openapi.yaml, its old nodes are gone and the new ones not yet
    // there: keep showing the last samples (the query runs again when the new nodes arrive).
    if (operations.length === 0 && isDevelopServer()) return lastOperations
    return (lastOperations = operations)
  }
  const htmlOf = async (node: MdxNode, part: HtmlPart, context: any) =>
    renderHtml(node, part, usesRequestSample(node.body) ? sampleSource(await operationsFor(context)) : undefined)
  return {
    ApiOperation: {
      html: { type: 'String!', resolve: operationHtml },
    },
    ApiDocument: {
      sharedResponsesHtml: {
        type: 'String!',
        resolve: (node: ApiReferenceModel) => renderSharedResponsesHtml(node.sharedResponses),
      },
      bodyHtml: {
        type: 'String!',
        resolve: (node: ApiReferenceModel, _args: unknown, context: any) => referenceBodyHtml(node, context.nodeModel),
      },
    },
    Mdx: {
      // While a file's frontmatter is invalid, gatsby develop shows its last valid frontmatter.
      ...(isDevelopServer() && { frontmatter: { resolve: (node: MdxNode) => shownFrontmatter(node) } }),
      html: { type: 'String!', resolve: (node: MdxNode, _args: unknown, context: any) => htmlOf(node, 'html', context) },
      summaryHtml: {
        type: 'String',
        description: 'Changelog: the HTML before the truncate marker.',
        resolve: (node: MdxNode, _args: unknown, context: any) => htmlOf(node, 'summary', context),
      },
      headings: {
        type: '[MdxHeading!]!',
        description: 'h2 and h3 of the rendered page, for the table of contents.',
        resolve: async (node: MdxNode, _args: unknown, context: any) => extractHeadings((await htmlOf(node, 'html', context)) ?? ''),
      },
      postAuthors: {
        type: '[ChangelogAuthor!]!',
        resolve: async (node: MdxNode, _args: unknown, context: any) => {
          const keys = (node.frontmatter?.authors as string[] | undefined) ?? []
          const authors = await nodesOfType<{ key: string }>(context, 'ChangelogAuthor')
          return keys.flatMap((key) => authors.filter((author) => author.key === key))
        },
      },
      postTags: {
        type: '[ChangelogTag!]!',
        resolve: async (node: MdxNode, _args: unknown, context: any) => {
          const keys = (node.frontmatter?.tags as string[] | undefined) ?? []
          const declared = await nodesOfType<{ key: string }>(context, 'ChangelogTag')
          // An undeclared ("inline") tag still renders, labelled by its key.
          return keys.map(
            (key) => declared.find((tag) => tag.key === key) ?? inlineTag(key),
          )
        },
      },
    },
  }
}
