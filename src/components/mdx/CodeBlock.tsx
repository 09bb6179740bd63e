import React from 'react'

/**
 * Wraps every fenced code block (see remark-code-blocks). The Prism HTML is the child; the copy button
 * is static markup that the client enhancer wires up, so no React hydrates the content.
 */
export function CodeBlock({ language, children }: { language?: string; children?: React.ReactNode }) {
  return (
    <div className="code-block" data-language={language || 'text'}>
      <div className="code-block__header">
        <span className="code-block__language">{language || 'text'}</span>
        <button type="button" className="code-block__copy" data-copy-code="" aria-label="Copy code to clipboard">
          Copy
        </button>
      </div>
      {/* Long lines scroll sideways: the scrolling box takes keyboard focus so it can be scrolled without a mouse. */}
      <div className="code-block__body" tabIndex={0}>
        {children}
      </div>
    </div>
  )
}
