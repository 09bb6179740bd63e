import React from 'react'
import { ErrorBoundary, type FallbackProps } from '../ErrorBoundary'
import { ErrorDetails } from '../ErrorBoundary/ErrorDetails'
import { Layout } from '.'
import { PageCrash } from './PageCrash'
import * as styles from './styles.module.css'

/** The last resort, when even the shell (navbar, footer) cannot render: no components that could fail. */
function BareCrash({ error, tryAgain }: FallbackProps) {
  return (
    <main id="main-content" className={styles.crash}>
      <div role="alert" data-page-crash="">
        <h1>This page crashed.</h1>
        <button type="button" className="button-primary" onClick={tryAgain}>
          Try again
        </button>
        <ErrorDetails error={error} />
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </main>
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
