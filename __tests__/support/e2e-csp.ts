/** Runs after every end-to-end test: a Content-Security-Policy violation anywhere fails the test that caused it. */
import { takeCspViolations } from '../e2e/browser'

afterEach(() => {
  expect(takeCspViolations()).toEqual([])
})
