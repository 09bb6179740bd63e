/**
 * A DocSearch record's hierarchy levels, apart from record.ts: the /search page loads these with its first
 * paint, the record helpers only with the engine.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type Level = (typeof LEVELS)[number]
export type RecordType = Level | 'content'
export type Hierarchy = Record<Level, string | null>
