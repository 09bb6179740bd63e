import React from 'react'

export interface FallbackProps {
  error: Error
  /** Clears the error and renders the children again. */
  tryAgain: () => void
}

interface Props {
  fallback: (props: FallbackProps) => React.ReactNode
  /** When it changes (e.g. the pathname after a navigation), a shown error is cleared. */
  resetKey?: unknown
  children: React.ReactNode
}

/** Anything thrown becomes an Error, so fallbacks can always show a message. */
const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)))

/** Catches render errors below it and shows `fallback` instead of an empty screen. */
export class ErrorBoundary extends React.Component<Props, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(thrown: unknown) {
    return { error: asError(thrown) }
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  tryAgain = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    return error ? this.props.fallback({ error, tryAgain: this.tryAgain }) : this.props.children
  }
}
