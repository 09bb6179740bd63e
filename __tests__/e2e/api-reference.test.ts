import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import YAML from 'yaml'
import { baseUrl, goto, launch, openPage } from './browser'

/** Every operationId of the document (paths and webhooks), read straight from the YAML. */
function documentOperationIds(): string[] {
  const document = YAML.parse(fs.readFileSync(path.join(__dirname, '../../content/api/openapi.yaml'), 'utf8'))
  const items = [...Object.values(document.paths ?? {}), ...Object.values(document.webhooks ?? {})] as Record<string, { operationId?: string }>[]
  return items.flatMap((item) =>
    ['get', 'put', 'post', 'delete', 'patch'].flatMap((method) => (item[method]?.operationId ? [item[method].operationId!] : [])),
  )
}

/** Waits until the element's top edge is in the upper half of the viewport (it was scrolled to). */
const scrolledTo = (page: Page, id: string) =>
  page.waitForFunction((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect()
    return !!box && box.top >= 0 && box.top < window.innerHeight / 2
  }, id)

const sectionCount = (page: Page) => page.locator('.api-reference section.api-operation').count()

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('/api-reference', () => {
  it('shows every operation of the document at its anchor, and keeps it after hydration, with no console errors', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/api-reference')
    const ids = documentOperationIds()
    expect(ids.length).toBeGreaterThanOrEqual(27)
    const anchors = await page.locator('section.api-operation').evaluateAll((sections) => sections.map((section) => section.id))
    expect(anchors.sort()).toEqual(ids.map((id) => `operation/${id}`).sort())
    // Each operation has its method, path and a copyable link; the navigation column lists it.
    const create = page.locator('[id="operation/createShipment"]')
    await expect(create.locator('.api-method').textContent()).resolves.toBe('POST')
    await expect(create.locator('.api-endpoint__path').textContent()).resolves.toBe('/shipments')
    await expect(create.locator('[data-copy-link="operation/createShipment"]').count()).resolves.toBe(1)
    await expect(page.locator('nav[aria-label="API reference"] a[href="#operation/createShipment"]').count()).resolves.toBe(1)
    await expect(page.locator('[id="tag/Sales-orders"] h2').textContent()).resolves.toBe('Sales orders')
    // The document itself is published for download.
    const href = await page.getByRole('link', { name: 'Download the OpenAPI document' }).getAttribute('href')
    const download = await page.request.get(`${baseUrl()}${href}`)
    expect(download.status()).toBe(200)
    // It is the source with the reference's request samples added as x-codeSamples, nothing else changed.
    const published = YAML.parse(await download.text())
    const samples: string[][] = []
    for (const item of Object.values(published.paths) as Record<string, { 'x-codeSamples'?: { lang: string }[] }>[]) {
      for (const operation of Object.values(item)) {
        samples.push((operation['x-codeSamples'] ?? []).map((sample) => sample.lang))
        delete operation['x-codeSamples']
      }
    }
    expect(samples.length).toBeGreaterThan(20)
    expect(new Set(samples.map((langs) => langs.join()))).toEqual(new Set(['Shell,JavaScript,Python,PHP,C#']))
    expect(published).toEqual(YAML.parse(fs.readFileSync(path.join(__dirname, '../../content/api/openapi.yaml'), 'utf8')))
    expect(errors).toEqual([])
    await context.close()
  })

  it('marks the deprecated test_mode flag', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/api-reference')
    const testMode = page.locator('[id="operation/createShipment"] .api-body').first().locator('.schema-tree__item', {
      has: page.locator(':scope > .schema-prop__head .schema-prop__name', { hasText: /^test_mode$/ }),
    })
    await expect(testMode.locator(':scope > .schema-prop__head .api-badge--deprecated').textContent()).resolves.toBe('Deprecated')
    await context.close()
  })

  it('lands on the operation when a guide links to it', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/api/create-shipment')
    await page.locator('.theme-doc-markdown a[href="/api-reference#operation/createShipment"]').first().click()
    await page.waitForURL(/\/api-reference#operation\/createShipment$/)
    await page.waitForFunction(() => document.querySelectorAll('section.api-operation').length > 0)
    await scrolledTo(page, 'operation/createShipment')
    expect(errors).toEqual([])
    await context.close()
  })

  it('loads the reference after a client-side navigation and scrolls to the anchor', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/docs/sandbox')
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/api-reference#operation/listPrinters'))
    await page.waitForFunction(() => document.getElementById('operation/listPrinters') !== null)
    await expect(sectionCount(page)).resolves.toBe(documentOperationIds().length)
    await scrolledTo(page, 'operation/listPrinters')
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so and offers Retry when the reference cannot be fetched', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/docs/sandbox')
    await page.route('**/api-reference/body.json', (route) => route.abort())
    await page.locator('.theme-navbar a[href="/api-reference"]').first().click()
    const alert = page.getByRole('alert')
    await expect(alert.locator('p').textContent()).resolves.toBe('The API reference could not be loaded. Check your network connection.')
    await page.unroute('**/api-reference/body.json')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await page.waitForFunction(() => document.querySelectorAll('section.api-operation').length > 0)
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await context.close()
  })

  it('expands a collapsed schema on click', async () => {
    const { context, page } = await openPage(browser)
    await goto(page, '/api-reference')
    const parcels = page.locator('[id="operation/createShipment"] .api-body .schema-tree__item', {
      has: page.locator(':scope > .schema-prop__head .schema-prop__name', { hasText: /^parcels$/ }),
    })
    const nested = parcels.locator(':scope > details.schema-tree__nested').first()
    const stackable = nested.locator('.schema-prop__name', { hasText: /^stackable$/ })
    await expect(nested.getAttribute('open')).resolves.toBeNull()
    await expect(stackable.isVisible()).resolves.toBe(false)
    await nested.locator('summary').first().click()
    await expect(nested.getAttribute('open')).resolves.toBe('')
    await expect(stackable.isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('copies an operation’s absolute link', async () => {
    const { context, page } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] })
    await goto(page, '/api-reference')
    const button = page.locator('[data-copy-link="operation/getShipment"]')
    await button.click()
    await page.waitForFunction((element) => element?.textContent === 'Copied', await button.elementHandle())
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl()}/api-reference#operation/getShipment`)
    await context.close()
  })

  it('is readable without JavaScript: operations, tables and native <details>', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto(`${baseUrl()}/api-reference#operation/createSalesOrder`)
    await expect(sectionCount(page)).resolves.toBe(documentOperationIds().length)
    const nested = page.locator('[id="operation/createSalesOrder"] details.schema-tree__nested').first()
    await nested.locator('summary').first().click()
    await expect(nested.getAttribute('open')).resolves.toBe('')
    await context.close()
  })

  it('works below 996 px: the menu lists operations, closes on a choice, and nothing overflows sideways', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await goto(page, '/api-reference')
    await expect(page.locator('nav[aria-label="API reference"]').isVisible()).resolves.toBe(false)
    await page.locator('[data-navbar-toggle]').click()
    const menu = page.getByRole('dialog', { name: 'Navigation menu' })
    await menu.locator('a[href="#operation/createPrintJob"]').click()
    await menu.waitFor({ state: 'detached' })
    await page.waitForURL(/#operation\/createPrintJob$/)
    await scrolledTo(page, 'operation/createPrintJob')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(['dark', 'light'])('keeps the reference’s colours readable in %s mode (contrast ≥ 4.5)', async (mode) => {
    const { context, page } = await openPage(browser, { colorScheme: mode === 'light' ? 'light' : 'dark' })
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode)
    await goto(page, '/api-reference')
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe(mode)
    const ratios = await page.evaluate(() => {
      const rgb = (color: string) => color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number)
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => {
          const c = v / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      /** The first opaque background behind the element. */
      const backgroundOf = (start: Element | null) => {
        for (let element = start; element; element = element.parentElement) {
          const color = getComputedStyle(element).backgroundColor
          if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color
        }
        return 'rgb(255, 255, 255)'
      }
      const selectors = ['.api-method--get', '.api-method--post', '.api-method--put', '.api-method--delete', '.api-badge--deprecated', '.schema-prop__type', '.schema-prop__required', '.api-response--2xx .api-response__status', '.api-response--4xx .api-response__status']
      return selectors.map((selector) => {
        const element = document.querySelector(selector)
        if (!element) return [selector, 0]
        const [a, b] = [luminance(getComputedStyle(element).color), luminance(backgroundOf(element))].sort((x, y) => y - x)
        return [selector, Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100]
      })
    })
    expect(ratios.filter(([, ratio]) => (ratio as number) < 4.5)).toEqual([])
    await context.close()
  })
})

describe('request samples', () => {
  const selectedLanguage = (page: Page, scope: string) =>
    page.locator(`${scope} [data-tabs-group="request-language"] [role="tab"][aria-selected="true"]`).first().getAttribute('data-value')
  /** Resolves once the first sample tab set in `scope` shows `value` (the preference applies after load). */
  const showsLanguage = (page: Page, scope: string, value: string) =>
    page.waitForFunction(
      ([scope, value]) =>
        document.querySelector(`${scope} [data-tabs-group="request-language"] [role="tab"][aria-selected="true"]`)?.getAttribute('data-value') === value,
      [scope, value],
    )

  it('come in five languages, and the language a reader picks holds across operations, pages and visits', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await goto(page, '/api-reference')
    const create = page.locator('[id="operation/createShipment"]')
    await expect(create.locator('[data-tabs-group="request-language"] [role="tab"]').allTextContents()).resolves.toEqual([
      'cURL',
      'JavaScript',
      'Python',
      'PHP',
      'C#',
    ])
    await expect(create.locator('[role="tabpanel"]:not([hidden])').textContent()).resolves.toContain('$KOLLI_BASE_URL/shipments')
    const python = create.getByRole('tab', { name: 'Python' })
    await python.scrollIntoViewIfNeeded()
    const top = await python.evaluate((tab) => tab.getBoundingClientRect().top)
    await python.click()
    await expect(create.locator('[role="tabpanel"]:not([hidden])').textContent()).resolves.toContain('os.environ["KOLLI_BASE_URL"]')
    // Every other operation follows, and the tab the reader clicked stays where it was on screen.
    await expect(selectedLanguage(page, '[id="operation/listShipments"]')).resolves.toBe('python')
    await expect(python.evaluate((tab) => tab.getBoundingClientRect().top)).resolves.toBeCloseTo(top, 0)

    // A guide with <RequestSample> opens in Python, after a full load and after a reload.
    await goto(page, '/docs/getting-started')
    await showsLanguage(page, 'main', 'python')
    await expect(page.locator('main [data-tabs-group="request-language"] [role="tabpanel"]:not([hidden])').first().textContent()).resolves.toContain(
      '/carrier_setups',
    )
    await page.reload()
    await showsLanguage(page, 'main', 'python')
    // Picking by keyboard is remembered too.
    const tab = page.locator('main [data-tabs-group="request-language"] [role="tab"][aria-selected="true"]').first()
    await tab.focus()
    await page.keyboard.press('ArrowRight')
    await expect(selectedLanguage(page, 'main')).resolves.toBe('php')
    await goto(page, '/api-reference')
    await showsLanguage(page, '[id="operation/createShipment"]', 'php')
    expect(errors).toEqual([])
    await context.close()
  })

  it('still switch when localStorage throws, starting from cURL', async () => {
    const { context, page, errors } = await openPage(browser)
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('denied', 'SecurityError')
        },
        configurable: true,
      })
    })
    await goto(page, '/docs/getting-started')
    await expect(selectedLanguage(page, 'main')).resolves.toBe('curl')
    await page.locator('main [data-tabs-group="request-language"]').first().getByRole('tab', { name: 'JavaScript' }).click()
    await expect(selectedLanguage(page, 'main')).resolves.toBe('javascript')
    expect(errors).toEqual([])
    await context.close()
  })
})
