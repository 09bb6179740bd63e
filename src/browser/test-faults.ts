/**
 * Faults the end-to-end tests inject to prove the error boundaries. They exist only in builds made with
 * KOLLI_TEST_HOOKS=1 (`npm test` builds that way): elsewhere `testHooksEnabled` is the constant false and the
 * minifier drops every use. A test sets `window.__KOLLI_TEST_FAULTS__` before the page's scripts run.
 */
declare const __KOLLI_TEST_HOOKS__: boolean | undefined

export const testHooksEnabled = typeof __KOLLI_TEST_HOOKS__ !== 'undefined' && __KOLLI_TEST_HOOKS__ === true

export interface TestFaults {
  /** The page content throws this message, with each entry of `causes` as the next `cause`. */
  page?: { message: string; causes?: string[] }
  /** The navbar item with this label throws. */
  navbarItem?: string
}

declare global {
  interface Window {
    __KOLLI_TEST_FAULTS__?: TestFaults
  }
}

const injected = (): TestFaults | undefined =>
  testHooksEnabled && typeof window !== 'undefined' ? window.__KOLLI_TEST_FAULTS__ : undefined

/** An Error whose cause chain is `causes`, innermost last. */
export function errorWithCauses(message: string, causes: string[] = []): Error {
  const cause = causes.reduceRight<Error | undefined>((inner, text) => new Error(text, { cause: inner }), undefined)
  return new Error(message, { cause })
}

export function throwIfPageFault(): void {
  const fault = injected()?.page
  if (fault) throw errorWithCauses(fault.message, fault.causes)
}

export function throwIfNavbarItemFault(label: string): void {
  if (injected()?.navbarItem === label) throw new Error(`Injected failure of the navbar item "${label}"`)
}
