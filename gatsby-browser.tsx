import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import './src/styles/tokens.css'
import './src/styles/global.css'
import './src/styles/prism.css'
import './src/styles/content.css'
import './src/styles/api-reference.css'
import './src/styles/search.css'
import { applyTabPreferences, installContentEnhancers } from './src/browser/content-enhancers'
import { installNavigation, onPageRendered } from './src/browser/navigation'
import { RootErrorBoundary } from './src/components/Layout/RootErrorBoundary'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installContentEnhancers()
  // The server HTML is already there: show the reader's languages before hydration, not after.
  applyTabPreferences()
  installNavigation()
  // A constant condition: production bundles do not contain the module.
  if (process.env.NODE_ENV === 'development') require('./src/browser/develop-live').followRemovedPages()
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  onPageRendered(location.pathname)
  applyTabPreferences()
}

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <RootErrorBoundary path={props.location.pathname}>{element}</RootErrorBoundary>
)
