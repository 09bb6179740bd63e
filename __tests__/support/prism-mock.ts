/**
 * A mock of the Kolli API generated from content/api/openapi.yaml by Stoplight Prism, which validates every
 * request against the contract, behind a small recording proxy: each request that reaches the mock is kept
 * with its status and Prism's `sl-violations` header (the contract's objections), so a test can tell which
 * requests a sample made and whether the contract accepted them.
 */
import { spawn, type ChildProcess } from 'child_process'
import http from 'http'
import type { AddressInfo } from 'net'
import path from 'path'

const ROOT = path.join(__dirname, '../..')
const PRISM = path.join(ROOT, 'node_modules/.bin/prism')
export const OPENAPI_FILE = path.join(ROOT, 'content/api/openapi.yaml')

export interface Violation {
  location: string[]
  severity: string
  message: string
}

export interface RecordedRequest {
  method: string
  url: string
  authorization?: string
  status: number
  violations: Violation[]
}

export interface PrismMock {
  /** Where samples send their requests: KOLLI_BASE_URL. */
  baseUrl: string
  /** Requests since the last call, in order. */
  take(): RecordedRequest[]
  stop(): Promise<void>
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

async function freePort(): Promise<number> {
  const server = http.createServer()
  const port = await listen(server)
  await new Promise((resolve) => server.close(resolve))
  return port
}

function startPrism(port: number): Promise<ChildProcess> {
  const prism = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(port), OPENAPI_FILE], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 90 s:\n${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Prism is listening/.test(output)) {
        clearTimeout(timer)
        resolve(prism)
      }
    }
    prism.stdout!.on('data', onData)
    prism.stderr!.on('data', onData)
    prism.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Prism exited with ${code}:\n${output}`))
    })
  })
}

export async function startPrismMock(): Promise<PrismMock> {
  const prismPort = await freePort()
  const prism = await startPrism(prismPort)
  let recorded: RecordedRequest[] = []
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: prismPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const header = answer.headers['sl-violations']
        recorded.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          status: answer.statusCode ?? 0,
          violations: typeof header === 'string' ? (JSON.parse(header) as Violation[]) : [],
        })
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', (error) => {
      response.writeHead(502)
      response.end(String(error))
    })
    request.pipe(upstream)
  })
  const port = await listen(proxy)
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = recorded
      recorded = []
      return taken
    },
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve))
      prism.removeAllListeners('exit')
      prism.kill()
    },
  }
}
