/**
 * gatsby-plugin-mdx options, declared once: gatsby-config uses them, and the MDX unit test compiles
 * with exactly the same plugins and settings.
 */
import { rehypeBlockHtml } from './rehype-block-html'
import { rehypeDropHeadingStyle } from './rehype-drop-heading-style'
import { rehypeTableRegions } from './rehype-table-regions'
import { remarkCodeBlocks } from './remark-code-blocks'

export const autolinkHeadersOptions = { icon: '#', elements: ['h2', 'h3', 'h4'], isIconAfterHeader: true, className: 'anchor' }
export const prismOptions = { noInlineHighlight: true, aliases: { sh: 'bash', shell: 'bash' } }

/** remark-gfm is ES-only, so the caller passes it in. */
export function mdxPluginOptions(remarkGfm: unknown) {
  return {
    extensions: ['.mdx'],
    mdxOptions: { remarkPlugins: [remarkGfm, remarkCodeBlocks], rehypePlugins: [rehypeDropHeadingStyle, rehypeBlockHtml, rehypeTableRegions] },
    gatsbyRemarkPlugins: [
      { resolve: 'gatsby-remark-autolink-headers', options: autolinkHeadersOptions },
      { resolve: 'gatsby-remark-prismjs', options: prismOptions },
    ],
  }
}
