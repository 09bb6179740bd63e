// Types for the tests, which import these build scripts (plain ES modules) with import().
import type { Browser, BrowserContextOptions } from 'playwright-core'

export interface LoadedResponse {
  path: string
  type: string
  raw: number
  gzip: number
}
export declare const CHROMIUM: string
export declare const CHROMIUM_ARGS: string[]
export declare function reportSaveData(): void
export declare function firstLoadResponses(browser: Browser, url: string, contextOptions?: BrowserContextOptions): Promise<LoadedResponse[]>
export declare function sumOf(responses: LoadedResponse[], type: string): { raw: number; gzip: number; files: number }
