import React from 'react'
import type { FallbackProps } from '../ErrorBoundary'
import { ErrorDetails } from '../ErrorBoundary/ErrorDetails'
import { Main } from './Main'
import * as styles from './styles.module.css'

/**
 * What a crashed page shows in place of its content; the navbar and footer around it keep working.
 * `children` follow the error (the bare fallback adds a way home).
 */
export function PageCrash({ error, tryAgain, children }: FallbackProps & { children?: React.ReactNode }) {
  return (
    <Main className={styles.crash}>
      <div role="alert" data-page-crash="">
        <h1>This page crashed.</h1>
        <button type="button" className="button-primary" onClick={tryAgain}>
          Try again
        </button>
        <ErrorDetails error={error} />
        {children}
      </div>
    </Main>
  )
}
