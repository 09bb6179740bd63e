import React from 'react'
import { errorChain } from './error-chain'
import * as styles from './styles.module.css'

/** The error's message, then "Cause:" and each message of its cause chain. */
export function ErrorDetails({ error }: { error: Error }) {
  const [message, ...causes] = errorChain(error)
  return (
    <div className={styles.details} data-error-details="">
      <p className={styles.message}>{message}</p>
      {causes.map((cause, index) => (
        <p key={index} className={styles.cause}>
          <span className={styles.causeLabel}>Cause:</span> {cause}
        </p>
      ))}
    </div>
  )
}
