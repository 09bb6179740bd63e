import { reportSearchFailure, reportSearchSuccess } from '../../../src/browser/search/failures'

describe('search failure reports', () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    reportSearchSuccess()
  })
  afterEach(() => consoleError.mockRestore())

  it('reports an outage once, however many requests fail in it, and again after a success', () => {
    reportSearchFailure(new Error('The search index could not be loaded'))
    reportSearchFailure(new Error('The search index could not be loaded'))
    expect(consoleError).toHaveBeenCalledTimes(1)
    reportSearchSuccess()
    reportSearchFailure(new Error('The search index could not be loaded'))
    expect(consoleError).toHaveBeenCalledTimes(2)
  })

  it('keeps a reported error out of the uncaught-rejection reports, and no other', () => {
    const reported = new Error('reported')
    reportSearchFailure(reported)
    const event = (reason: unknown) => {
      const rejection = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown }
      rejection.reason = reason
      window.dispatchEvent(rejection)
      return rejection.defaultPrevented
    }
    expect(event(reported)).toBe(true)
    expect(event(new Error('someone else’s'))).toBe(false)
  })
})
