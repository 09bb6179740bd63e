export interface AdvisoryRow {
  name: string
  severity: string
  range: string
  ships: boolean
  fails: boolean
}
export declare function browserPackages(publicDir: string): Set<string>
export declare function classifyAdvisories(
  vulnerabilities: Record<string, { name: string; severity: string; range: string }>,
  shipped: Set<string>,
): AdvisoryRow[]
