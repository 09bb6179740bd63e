import { navigate } from 'gatsby'
import { followRemovedPages } from '../../../src/browser/develop-live'
import { removedPageSignal } from '../../../src/shared/develop-signals'

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby.js'))

function fakeEmitter() {
  const handlers: ((payload: { id?: string }) => void)[] = []
  return { on: (_event: string, handler: (payload: { id?: string }) => void) => handlers.push(handler), emit: (id: string) => handlers.forEach((handler) => handler({ id })) }
}

describe('a tab whose page was removed under gatsby develop', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear())

  it('routes to the same URL again, which now finds the not-found page', () => {
    window.history.replaceState(null, '', '/docs/old-page?tab=curl#keys')
    const emitter = fakeEmitter()
    followRemovedPages(emitter)
    emitter.emit(removedPageSignal('/docs/old-page'))
    expect(navigate).toHaveBeenCalledWith('/docs/old-page?tab=curl#keys', { replace: true })
  })

  it('ignores other removed pages and other overlay messages', () => {
    window.history.replaceState(null, '', '/docs/sandbox')
    const emitter = fakeEmitter()
    followRemovedPages(emitter)
    emitter.emit(removedPageSignal('/docs/old-page'))
    emitter.emit('graphql-compiler')
    expect(navigate).not.toHaveBeenCalled()
  })
})
