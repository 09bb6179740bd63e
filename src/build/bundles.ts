/** What the build adds to Gatsby's webpack bundles and to public/ before they are built. */
import fs from 'fs'
import { createRequire } from 'module'
import path from 'path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import type { SearchConfig } from '../config/search'
import { siteConfig } from '../config/site'
import { DOCSEARCH_STYLESHEET } from '../shared/files'

/** DocSearch's stylesheet is served as a file loaded with the modal, not bundled into every page's CSS. */
export function copySearchStylesheet(): void {
  const stylesheet = path.join('public', DOCSEARCH_STYLESHEET)
  fs.mkdirSync(path.dirname(stylesheet), { recursive: true })
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'))
  fs.copyFileSync(projectRequire.resolve('@docsearch/css/dist/style.css'), stylesheet)
}

export function configureBundles({ actions, plugins, getConfig, stage }: CreateWebpackConfigArgs, searchConfig: SearchConfig): void {
  // Production browser bundles: no Partytown snippet builder, which only gatsby develop calls (src/browser/no-partytown.ts).
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ resolve: { alias: { '@builder.io/partytown/integration': path.resolve('src/browser/no-partytown.ts') } } })
  }
  // CSS modules are scoped, so the order in which two of them land in a shared chunk cannot change a style;
  // mini-css-extract-plugin's warnings about that order only bury the messages writers need.
  const config = getConfig()
  const extractCss = config.plugins?.find((plugin: object) => plugin.constructor.name === 'MiniCssExtractPlugin')
  if (extractCss) {
    extractCss.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
  // Public values only (see src/config/search.ts): the bundles learn the engine and, if hosted, the
  // search-only key.
  // Test builds (KOLLI_TEST_HOOKS=1, set by `npm test`) can inject faults; see src/browser/test-faults.ts.
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __KOLLI_SEARCH_CONFIG__: JSON.stringify(searchConfig),
        // The browser renders canonical URLs and reads search results as the server did.
        __KOLLI_SITE_ORIGIN__: JSON.stringify(siteConfig.siteOrigin),
        __KOLLI_TEST_HOOKS__: JSON.stringify(process.env.KOLLI_TEST_HOOKS === '1'),
      }),
    ],
  })
}
