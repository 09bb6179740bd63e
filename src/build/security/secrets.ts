/**
 * The build must never publish a key that can change the search index (or any other secret). Two checks
 * over public/ after the build:
 * - the value of every environment variable whose name marks a secret (ALGOLIA_ADMIN_API_KEY, …_TOKEN, …)
 *   must appear in no file at all;
 * - in the JavaScript bundles, a string shaped like an Algolia API key (32 hex characters) may only be the
 *   public search key, and only in hosted mode. (Documentation text may show example secrets; bundles are
 *   where a configured key would end up.)
 */
export interface Secret {
  name: string
  value: string
}

const SECRET_NAME = /ADMIN|WRITE|SECRET|PRIVATE|TOKEN|PASSWORD/i
/** Shorter values (say, "1") would match everywhere and protect nothing. */
const MIN_SECRET_LENGTH = 8
const API_KEY_SHAPE = /\b[0-9a-f]{32}\b/gi

export function secretsFromEnv(env: Record<string, string | undefined>): Secret[] {
  return Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && (value?.trim().length ?? 0) >= MIN_SECRET_LENGTH)
    .map(([name, value]) => ({ name, value: value!.trim() }))
}

export interface TextFile {
  file: string
  text: string
}

export interface Leak {
  file: string
  /** What leaked, never the value itself. */
  what: string
}

export function findLeaks(files: TextFile[], { secrets, searchKey }: { secrets: Secret[]; searchKey: string | null }): Leak[] {
  return files.flatMap(({ file, text }) => [
    ...secrets.filter(({ value }) => text.includes(value)).map(({ name }) => ({ file, what: `the value of ${name}` })),
    ...(file.endsWith('.js')
      ? [...new Set(text.match(API_KEY_SHAPE) ?? [])]
          .filter((candidate) => candidate !== searchKey)
          .map(() => ({ file, what: 'a string shaped like an API key that is not the public search key' }))
      : []),
  ])
}

export function leakReport(leaks: Leak[]): string {
  return [
    'Secrets in the build output (nothing was published; remove them and build again):',
    ...leaks.map(({ file, what }) => `  public/${file}: ${what}`),
  ].join('\n')
}
