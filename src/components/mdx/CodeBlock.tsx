import React from 'react'

/**
 * Wraps every fenced code block (see remark-code-blocks). The Prism HTML is the child; the copy button
 * is static markup that the client enhancer wires up, so no React hydrates the content.
 */
export function CodeBlock({ language, excerpt, children }: { language?: string; excerpt?: boolean; children?: React.ReactNode }) {
  return (
    <div className="code-block" data-language={language || 'text'}>
      <div className="code-block__header">
        <span className="code-block__language">{language || 'text'}</span>
        {/* ```json excerpt: part of a request, shown for its fields; the request needs the rest too. */}
        {excerpt && <span className="code-block__excerpt">Excerpt: the request needs the other required fields too</span>}
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
