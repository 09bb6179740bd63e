// Types for the tests, which import these build scripts (plain ES modules) with import().
export interface Size {
  raw: number
  gzip: number
}
export interface FileTotal extends Size {
  files: number
}
export interface PageWeight {
  route: string
  template: string
  html: Size
  js: FileTotal
  css: FileTotal
  pageData: Size
  staticQueries: FileTotal
}
export declare const BUDGETS: { jsGzip: number; cssGzip: number }
export declare function sizes(buffer: Buffer): Size
export declare function firstLoadFiles(publicDir: string, route: string): { scripts: string[]; stylesheets: string[] }
export declare function pageWeight(publicDir: string, route: string): PageWeight
export declare function routesByTemplate(publicDir: string): string[]
export declare function budgetProblems(weight: PageWeight, budgets?: { jsGzip: number; cssGzip: number }): string[]
export declare function kb(bytes: number): string
export declare function weightTable(weights: PageWeight[]): string
