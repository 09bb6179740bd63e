import type { GatsbyBrowser } from 'gatsby'
import './src/styles/tokens.css'
import './src/styles/global.css'
import './src/styles/prism.css'
import './src/styles/content.css'
import './src/styles/api-reference.css'
import './src/styles/search.css'
import { installContentEnhancers } from './src/browser/content-enhancers'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installContentEnhancers()
}
