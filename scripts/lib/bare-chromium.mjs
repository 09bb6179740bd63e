/**
 * Chromium driven over its DevTools pipe with nothing but page navigation and script evaluation, as a
 * reader's browser runs: no Network domain is enabled, so the browser reports no event per request. A
 * Playwright page always has it on, and on two cores the events (built by the browser, read by the driver
 * in the benchmark's own process) cost each request of a search query more than the site does.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM, CHROMIUM_ARGS } from './first-load.mjs'

/** How long a page may take to be ready (see `goto`). */
const READY_TIMEOUT_MS = 30_000
/** A page is settled once it has made no request for this long. */
const IDLE_MS = 500
const POLL_MS = 50
/** How long Chromium may take to close before it is killed. */
const CLOSE_TIMEOUT_MS = 5_000
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @typedef {object} BareChromium
 * @property {(url: string, ready: string, options?: { timeoutMs?: number }) => Promise<void>} goto Navigates,
 *   waits until the `ready` expression is true in the page, then until the page makes no request for a while.
 * @property {(expression: string) => Promise<unknown>} evaluate The value of an expression (awaited if a promise).
 * @property {() => Promise<void>} close
 */

/** @returns {Promise<BareChromium>} */
export async function launchBareChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-chromium-'))
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--no-first-run', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
  const toBrowser = /** @type {import('node:stream').Writable} */ (child.stdio[3])
  const fromBrowser = /** @type {import('node:stream').Readable} */ (child.stdio[4])

  /** @type {Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>} */
  const pending = new Map()
  const failAll = (/** @type {Error} */ error) => {
    for (const waiter of pending.values()) waiter.reject(error)
    pending.clear()
  }
  child.on('error', (error) => failAll(new Error(`Chromium (${CHROMIUM}) did not start: ${error.message}`)))
  child.on('exit', (code) => failAll(new Error(`Chromium exited (code ${code}): ${stderr.trim() || 'no output'}`)))

  // Messages are JSON, each ended by a NUL byte; a chunk may hold several, or part of one.
  let buffered = Buffer.alloc(0)
  fromBrowser.on('data', (/** @type {Buffer} */ chunk) => {
    buffered = Buffer.concat([buffered, chunk])
    for (let end = buffered.indexOf(0); end !== -1; end = buffered.indexOf(0)) {
      const message = JSON.parse(buffered.subarray(0, end).toString('utf8'))
      buffered = buffered.subarray(end + 1)
      const waiter = pending.get(message.id)
      if (!waiter) continue
      pending.delete(message.id)
      if (message.error) waiter.reject(new Error(`DevTools: ${message.error.message}`))
      else waiter.resolve(message.result)
    }
  })

  let lastId = 0
  /**
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      pending.set(id, { resolve, reject })
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`)
    })

  const { targetId } = await send('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })

  /** @param {string} expression */
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
    return result.value
  }

  return {
    evaluate,
    async goto(url, ready, { timeoutMs = READY_TIMEOUT_MS } = {}) {
      await send('Page.navigate', { url }, sessionId)
      const giveUp = Date.now() + timeoutMs
      // The old document may still answer right after navigating: wait for the new one's readiness.
      while (!(await evaluate(`location.href === ${JSON.stringify(url)} && document.readyState === 'complete' && Boolean(${ready})`).catch(() => false))) {
        if (Date.now() > giveUp) throw new Error(`${url} was not ready (${ready}) within ${timeoutMs / 1000} s`)
        await sleep(POLL_MS)
      }
      // Then as Playwright's "networkidle": no new request for half a second (what loads after the page does).
      let requests = -1
      for (let quiet = 0; quiet < IDLE_MS; ) {
        const now = await evaluate(`performance.getEntriesByType('resource').length`)
        quiet = now === requests ? quiet + POLL_MS : 0
        requests = /** @type {number} */ (now)
        if (Date.now() > giveUp) throw new Error(`${url} kept loading for ${timeoutMs / 1000} s`)
        await sleep(POLL_MS)
      }
    },
    async close() {
      child.removeAllListeners('exit')
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)))
      // Browser.close ends the browser's own processes too, after they have written the profile.
      await send('Browser.close').catch(() => undefined)
      const killer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS)
      await exited
      clearTimeout(killer)
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}
