// Types for the modules the scripts import that ship none, only as far as the scripts use them. A script
// that imports one of them references this file (`/// <reference path>`).

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** Middleware that gzips responses the client accepts compressed. */
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void
}
