import type { GatsbyConfig } from 'gatsby'
import path from 'path'
import remarkGfm from 'remark-gfm'
import { siteConfig } from './src/config/site'
import { remarkCodeBlocks } from './src/node/remark-code-blocks'

/** Content can be swapped for a synthetic corpus (benchmarks) without touching the site. */
const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(__dirname, 'content'))

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.siteUrl,
  },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: path.join(contentDir, 'docs') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'changelog', path: path.join(contentDir, 'changelog') } },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: { remarkPlugins: [remarkGfm, remarkCodeBlocks] },
        gatsbyRemarkPlugins: [
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: { icon: '#', elements: ['h2', 'h3', 'h4'], isIconAfterHeader: true, className: 'anchor' },
          },
          {
            resolve: 'gatsby-remark-prismjs',
            options: { noInlineHighlight: true, aliases: { sh: 'bash', shell: 'bash' } },
          },
        ],
      },
    },
  ],
}

export default config
