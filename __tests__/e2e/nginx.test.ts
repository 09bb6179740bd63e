/**
 * The build served by a real nginx (Debian's, with its Brotli static module) through the server block the
 * build generated (deploy/nginx.conf), only its `listen` changed: the same checks as for `npm run serve`
 * (__tests__/support/serving-checks.ts), and pages in Chromium without a single CSP violation.
 */
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'
import type { Browser } from 'playwright-core'
import { launch, openPage, waitForHydration } from './browser'
import { expectByteRanges, expectCaching, expectNotFound, expectPagePolicy, expectPlainPaths, expectPrecompressed, rawGet } from '../support/serving-checks'

const root = path.join(__dirname, '..', '..')
let nginx: ChildProcess
let origin: string
let folder: string
let browser: Browser

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  // The paths `npm test` installed nginx and its Brotli module at (the script is an ES module).
  const { NGINX_BROTLI_MODULE, NGINX_PATH } = await import('../../scripts/ensure-system-packages.mjs')
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-nginx-'))
  const port = await freePort()
  const serverBlock = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(/listen [^;]+;/, `listen 127.0.0.1:${port};`)
  fs.writeFileSync(path.join(folder, 'server.conf'), serverBlock)
  const temp = (name: string) => path.join(folder, name)
  fs.writeFileSync(
    temp('nginx.conf'),
    [
      `load_module ${NGINX_BROTLI_MODULE};`,
      'worker_processes 1;',
      // Started as root, nginx's workers would run as nobody, who cannot read a checkout in a private folder
      // (a fresh clone in a mktemp -d folder is 0700): they run as the user who runs the tests.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp(kind)};`),
      `  include ${temp('server.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  nginx = spawn(NGINX_PATH, ['-c', temp('nginx.conf'), '-e', temp('error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk))
  origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${errors}${fs.existsSync(temp('error.log')) ? fs.readFileSync(temp('error.log'), 'utf8') : ''}`)
    try {
      await rawGet(origin, '/')
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  browser = await launch()
}, 30_000)

afterAll(async () => {
  await browser?.close()
  nginx?.kill('SIGQUIT')
  fs.rmSync(folder, { recursive: true, force: true })
})

describe('nginx with the generated server block', () => {
  it.each(['/', '/docs/sandbox', '/changelog', '/api-reference', '/search'])('%s: the page’s own strict policy and the site-wide headers', (route) =>
    expectPagePolicy(origin, route),
  )

  it('caches content-hashed assets for good and page data not at all', () => expectCaching(origin))

  it('redirects the .html spellings and trailing slashes to the plain path, keeping the query', () => expectPlainPaths(origin))

  it('answers unknown paths and /404 with the not-found page and status 404', () => expectNotFound(origin))

  it('sends the build’s Brotli and gzip copies to browsers that accept them', () => expectPrecompressed(origin))

  it('answers several byte ranges of the search index’s pages file with one response', () => expectByteRanges(origin))

  it('serves pages that work in the browser, search included, without a Content-Security-Policy violation', async () => {
    // openPage reports every CSP violation; the e2e setup fails the test on any.
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${origin}/docs/sandbox`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.locator('[data-search-button]').click()
    await page.locator('.DocSearch-Input').fill('webhook signature')
    await page.locator('.DocSearch-Hit').first().waitFor()
    await page.goto(`${origin}/api-reference`, { waitUntil: 'load' })
    await waitForHydration(page)
    expect(errors).toEqual([])
    await context.close()
  })
})
