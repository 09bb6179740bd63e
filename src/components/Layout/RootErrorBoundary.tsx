import React from 'react'
import { ErrorBoundary, type FallbackProps } from '../ErrorBoundary'
import { Layout } from '.'
import { PageCrash } from './PageCrash'

/** The last resort, when even the shell (navbar, footer) cannot render: the crash alone, and a way home. */
function BareCrash(crash: FallbackProps) {
  return (
    <PageCrash {...crash}>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </PageCrash>
  )
}

/**
 * Around every page (gatsby-browser's wrapPageElement), for errors thrown outside the content boundary in
 * Layout, such as in a template's own code: the crash is shown inside the usual shell if the shell renders,
 * bare otherwise.
 */
export function RootErrorBoundary({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={path}
      fallback={(crash) => (
        <ErrorBoundary fallback={() => <BareCrash {...crash} />}>
          <Layout path={path}>
            <PageCrash {...crash} />
          </Layout>
        </ErrorBoundary>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
