// Types for the modules the scripts import that ship none, only as far as the scripts use them. A script
// that imports one of them references this file (`/// <reference path>`).

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** Middleware that gzips responses the client accepts compressed. */
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void
}

/**
 * Pagefind's browser API, as a build serves it at /pagefind/pagefind.js: imported in the page, never by
 * Node. A pattern, because a path starting with `/` matches no plain module name.
 */
declare module '*/pagefind/pagefind.js' {
  export function init(): Promise<void>
  export function search(term: string): Promise<{ results: { data: () => Promise<unknown> }[] }>
}
