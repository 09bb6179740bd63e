import type { GatsbyConfig } from 'gatsby'
import fs from 'fs'
import path from 'path'
import remarkGfm from 'remark-gfm'
import { siteConfig } from './src/config/site'
import { mdxPluginOptions } from './src/node/mdx-options'

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
    // The API reference source is optional: a synthetic corpus may have no api/ folder.
    ...(fs.existsSync(path.join(contentDir, 'api'))
      ? [{ resolve: 'gatsby-source-filesystem', options: { name: 'api', path: path.join(contentDir, 'api') } }]
      : []),
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions(remarkGfm) },
  ],
}

export default config
