/**
 * The request samples the site publishes (x-codeSamples of /api-reference/openapi.yaml, the same code the
 * reference and the guides show) run against a mock of the API generated from content/api/openapi.yaml,
 * with request validation on. Every curl (in bash and in sh), JavaScript and Python sample must make the
 * one request its operation describes, with the credentials from the environment, and the contract must
 * accept it. PHP samples are parsed with php -l; C# samples are compiled when a .NET SDK is present.
 */
import { spawn, spawnSync } from 'child_process'
import fs from 'fs'
import yaml from 'js-yaml'
import os from 'os'
import path from 'path'
import { baseUrl } from './browser'
import { startPrismMock, type PrismMock, type RecordedRequest } from '../support/prism-mock'
import { HTTP_METHODS, type OpenApiDocument, type OperationObject } from '../../src/shared/openapi'

interface CodeSample {
  lang: string
  label: string
  source: string
}

interface PublishedOperation {
  operationId: string
  method: string
  path: string
  pattern: RegExp
  auth: 'basic' | 'bearer' | 'none'
  samples: CodeSample[]
}

const CREDENTIALS = { KOLLI_API_USER: 'usr_samples', KOLLI_API_KEY: 'key_samples_0123', KOLLI_MODULE_TOKEN: 'mod_samples_token' }
const EXPECTED_AUTHORIZATION = {
  basic: `Basic ${Buffer.from(`${CREDENTIALS.KOLLI_API_USER}:${CREDENTIALS.KOLLI_API_KEY}`).toString('base64')}`,
  bearer: `Bearer ${CREDENTIALS.KOLLI_MODULE_TOKEN}`,
}
const PYTHON = process.env.PYTHON_PATH || '/usr/bin/python3'
const PHP = process.env.PHP_PATH || '/usr/bin/php'

let mock: PrismMock
let operations: PublishedOperation[]

type PublishedDocument = Omit<OpenApiDocument, 'paths'> & { paths: Record<string, Record<string, OperationObject & { 'x-codeSamples'?: CodeSample[] }>> }

function publishedOperations(document: PublishedDocument) {
  const schemes = document.components?.securitySchemes ?? {}
  return Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method): PublishedOperation => {
      const operation = item[method]!
      const kinds = (operation.security ?? document.security ?? []).flatMap((requirement) => Object.keys(requirement).map((name) => schemes[name]?.scheme))
      return {
        operationId: operation.operationId!,
        method: method.toUpperCase(),
        path: template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`),
        auth: kinds.includes('basic') ? 'basic' : kinds.includes('bearer') ? 'bearer' : 'none',
        samples: operation['x-codeSamples'] ?? [],
      }
    }),
  )
}

beforeAll(async () => {
  const response = await fetch(`${baseUrl()}/api-reference/openapi.yaml`)
  expect(response.status).toBe(200)
  operations = publishedOperations(yaml.load(await response.text()) as never)
  mock = await startPrismMock()
}, 120_000)

afterAll(async () => {
  await mock?.stop()
})

/** What is wrong with the requests one run of a sample made (nothing: an empty list). */
function requestProblems(operation: PublishedOperation, requests: RecordedRequest[]): string[] {
  if (requests.length !== 1) return [`made ${requests.length} requests: ${requests.map((request) => `${request.method} ${request.url}`).join(', ')}`]
  const [request] = requests
  const problems: string[] = []
  if (request.method !== operation.method || !operation.pattern.test(request.url)) problems.push(`sent ${request.method} ${request.url}`)
  const errors = request.violations.filter((violation) => violation.severity === 'Error')
  if (errors.length) problems.push(`the contract rejects it: ${errors.map((violation) => `${violation.location.join('.')}: ${violation.message}`).join('; ')}`)
  if (operation.auth !== 'none' && request.authorization !== EXPECTED_AUTHORIZATION[operation.auth]) {
    problems.push(`sent Authorization ${JSON.stringify(request.authorization)}, not the credentials from the environment`)
  }
  if (request.status >= 400) problems.push(`got ${request.status}`)
  return problems
}

interface RunResult {
  status: number | null
  stderr: string
}

/**
 * Runs a program without blocking this process, which is also the recording proxy the program talks to.
 * A program still running after 30 s is stopped (status null).
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', (error) => (stderr += String(error)))
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stderr })
    })
  })
}

type Runner = (source: string, env: NodeJS.ProcessEnv) => Promise<RunResult>

/** curl writes its progress meter to stderr when its output is not a terminal: only its status counts. */
const QUIET_STDERR = new Set(['JavaScript', 'Python'])

/** Runs each operation's sample in `lang`, one at a time, and returns every problem, naming the operation. */
async function runAll(lang: string, runners: [string, Runner][]): Promise<string[]> {
  const env = { ...process.env, ...CREDENTIALS, KOLLI_BASE_URL: mock.baseUrl }
  const problems: string[] = []
  for (const operation of operations) {
    const sample = operation.samples.find((candidate) => candidate.lang === lang)
    if (!sample) {
      problems.push(`${operation.operationId}: no ${lang} sample`)
      continue
    }
    for (const [runnerName, runner] of runners) {
      mock.take()
      const result = await runner(sample.source, env)
      const label = `${operation.operationId} (${runnerName})`
      const stderr = result.stderr.trim()
      if (result.status !== 0) problems.push(`${label}: exited with ${result.status ?? 'a timeout'}: ${stderr}`)
      else if (stderr && QUIET_STDERR.has(lang)) problems.push(`${label}: wrote to stderr: ${stderr.slice(0, 300)}`)
      else problems.push(...requestProblems(operation, mock.take()).map((problem) => `${label}: ${problem}`))
    }
  }
  return problems
}

/** The first unclosed string or unbalanced bracket of C-like source, or null. */
function bracketProblem(source: string): string | null {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
  const open: string[] = []
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]
    if (char === '"' || char === "'") {
      let end = index + 1
      while (end < source.length && source[end] !== char && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1
      if (source[end] !== char) return `unclosed ${char} at ${index}`
      index = end
    } else if ('([{'.includes(char)) open.push(char)
    else if (char in pairs && open.pop() !== pairs[char]) return `unbalanced ${char} at ${index}`
  }
  return open.length ? `unclosed ${open.join('')}` : null
}

describe('the published request samples', () => {
  it('cover every operation in cURL, JavaScript, Python, PHP and C#', () => {
    expect(operations.length).toBeGreaterThan(20)
    const languages = operations.map((operation) => [operation.operationId, operation.samples.map((sample) => sample.lang)])
    expect(languages).toEqual(operations.map((operation) => [operation.operationId, ['Shell', 'JavaScript', 'Python', 'PHP', 'C#']]))
  })

  it('run in bash and in sh as curl commands, and the mock accepts every request', async () => {
    const shells: [string, Runner][] = [['bash', (source, env) => run('bash', ['-c', source], env)]]
    if (fs.existsSync('/bin/sh')) shells.push(['sh', (source, env) => run('/bin/sh', ['-c', source], env)])
    await expect(runAll('Shell', shells)).resolves.toEqual([])
  }, 180_000)

  it('run in Node.js as JavaScript (fetch), and the mock accepts every request', async () => {
    await expect(runAll('JavaScript', [['node', (source, env) => run(process.execPath, ['-e', source], env)]])).resolves.toEqual([])
  }, 180_000)

  it('run in Python (requests), and the mock accepts every request', async () => {
    const check = spawnSync(PYTHON, ['-c', 'import requests'], { encoding: 'utf8' })
    expect([PYTHON, check.status, check.stderr?.trim()]).toEqual([PYTHON, 0, ''])
    await expect(runAll('Python', [['python', (source, env) => run(PYTHON, ['-c', source], env)]])).resolves.toEqual([])
  }, 180_000)

  it('parse as PHP (php -l)', () => {
    expect(fs.existsSync(PHP)).toBe(true)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-php-'))
    const problems = operations.flatMap((operation) => {
      const sample = operation.samples.find((candidate) => candidate.lang === 'PHP')!
      const file = path.join(dir, `${operation.operationId}.php`)
      fs.writeFileSync(file, sample.source)
      const result = spawnSync(PHP, ['-l', file], { encoding: 'utf8' })
      return result.status === 0 ? [] : [`${operation.operationId}: ${result.stdout}${result.stderr}`]
    })
    fs.rmSync(dir, { recursive: true, force: true })
    expect(problems).toEqual([])
  })

  it('compile as C# where a .NET SDK is present, and otherwise say so', () => {
    const dotnet = spawnSync('dotnet', ['--version'], { encoding: 'utf8' })
    if (dotnet.status !== 0) {
      // Debian has no .NET SDK package: compiling needs one installed by hand. Without it, check what can be
      // checked without a compiler: closed strings and balanced brackets, and the environment's base URL.
      console.warn('C# request samples were not compiled: no .NET SDK (dotnet) on this machine; checked their brackets and strings only.')
      const problems = operations.flatMap((operation) => {
        const source = operation.samples.find((candidate) => candidate.lang === 'C#')!.source
        const problem = bracketProblem(source) ?? (source.includes('Environment.GetEnvironmentVariable("KOLLI_BASE_URL")') ? null : 'does not read KOLLI_BASE_URL')
        return problem ? [`${operation.operationId}: ${problem}`] : []
      })
      expect(problems).toEqual([])
      return
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-csharp-'))
    const problems = operations.flatMap((operation) => {
      const project = path.join(dir, operation.operationId)
      fs.mkdirSync(project)
      fs.writeFileSync(
        path.join(project, 'Sample.csproj'),
        '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net8.0</TargetFramework><ImplicitUsings>enable</ImplicitUsings></PropertyGroup></Project>',
      )
      fs.writeFileSync(path.join(project, 'Program.cs'), operation.samples.find((candidate) => candidate.lang === 'C#')!.source)
      const result = spawnSync('dotnet', ['build', project, '--nologo', '-v', 'q'], { encoding: 'utf8', timeout: 120_000 })
      return result.status === 0 ? [] : [`${operation.operationId}: ${result.stdout}`]
    })
    fs.rmSync(dir, { recursive: true, force: true })
    expect(problems).toEqual([])
  }, 600_000)
})
