/**
 * gatsby develop has races of its own that no project code can close: a save that lands while Gatsby writes
 * page data can leave one page stale until the next save (see patches/README.md for the ones we patched).
 * A writer saves again; a test tries again, once, in a fresh tab, and the failure it retried is printed.
 * A behaviour that is really gone fails every attempt.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true })
