import React from 'react'

/**
 * A section's permalink: "#" goes to the anchor (works without JavaScript) and "Copy link" puts the
 * absolute URL on the clipboard (wired by the content enhancer through `data-copy-link`).
 */
export function ApiAnchor({ anchor, label }: { anchor: string; label: string }) {
  return (
    <span className="api-anchor">
      <a className="api-anchor__link" href={`#${anchor}`} aria-label={`Link to ${label}`}>
        #
      </a>
      <button type="button" className="api-anchor__copy" data-copy-link={anchor} aria-label={`Copy link to ${label}`}>
        Copy link
      </button>
    </span>
  )
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method.toLowerCase()}`}>{method.toUpperCase()}</span>
}

export function DeprecatedBadge() {
  return <span className="api-badge api-badge--deprecated">Deprecated</span>
}
