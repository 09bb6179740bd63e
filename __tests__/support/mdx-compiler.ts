import { createMdxCompiler, type CompileMdx } from '../../src/build/mdx-html'
import { mdxPluginOptions } from '../../src/build/mdx-options'

/** The build's compile call and plugin options, with minimal stand-ins for Gatsby's node helpers. */
export async function gatsbyCompiler(): Promise<CompileMdx> {
  const { default: remarkGfm } = await import('remark-gfm')
  const options = mdxPluginOptions(remarkGfm)
  // Gatsby resolves each gatsby-remark-* plugin to its module and its options to `pluginOptions`.
  const pluginOptions = {
    ...options,
    plugins: [],
    gatsbyRemarkPlugins: options.gatsbyRemarkPlugins.map((plugin) => ({
      resolve: plugin.resolve,
      module: require(plugin.resolve),
      pluginOptions: plugin.options,
    })),
  }
  return createMdxCompiler(pluginOptions, {
    getNode: () => undefined,
    getNodesByType: () => [],
    pathPrefix: '',
    reporter: { panicOnBuild: () => undefined },
    cache: { get: async () => undefined, set: async () => undefined },
    store: { getState: () => ({ config: { jsxRuntime: 'automatic' } }) },
  } as never)
}
