import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { siteConfig } from './src/config/site'
import { colorModeScript } from './src/browser/color-mode'

/** The colour mode is set before first paint, so no page ever flashes the wrong theme. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.language, dir: 'ltr', 'data-theme': siteConfig.colorMode.defaultMode } as never)
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript(siteConfig.colorMode) }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ])
}
