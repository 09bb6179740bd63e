import type http from 'node:http'

export declare const serveOptions: { public: string; cleanUrls: boolean; trailingSlash: boolean; directoryListing: boolean; etag: boolean }
export declare function parseRedirects(text: string): Map<string, { to: string; status: number }>
export declare function parseHeaders(text: string): { path: string; headers: Record<string, string> }[]
export declare function fileSource(urlPath: string): string
export declare function isServablePath(pathname: string): boolean
export declare function createServer(publicDir?: string): http.Server
