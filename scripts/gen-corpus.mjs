#!/usr/bin/env node
/**
 * npm run gen:corpus -- --docs 2000 --posts 300 [--out .corpus] [--with-site-content]
 *
 * Writes a synthetic content tree for benchmarks: docs in categories (each with a generated index page and
 * a nested sub-category) with headings, code blocks, tables, admonitions, tabs and links between pages;
 * changelog posts with tags, authors and a truncate marker; and a copy of the real API reference.
 * Deterministic (seeded), so runs compare. With --with-site-content the site's own docs and posts are
 * added as well, so the same pages can be compared between the real site and the site at scale.
 * Build from it with CONTENT_DIR=.corpus npm run build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @param {string[]} argv */
export function parseArguments(argv) {
  const options = { docs: 2000, posts: 300, out: path.join(projectRoot, '.corpus'), siteContent: false }
  for (let index = 0; index < argv.length; index += 2) {
    const [flag, value] = [argv[index], argv[index + 1]]
    if (flag === '--docs') options.docs = Number(value)
    else if (flag === '--posts') options.posts = Number(value)
    else if (flag === '--out') options.out = path.resolve(value)
    else if (flag === '--with-site-content') {
      options.siteContent = true
      index -= 1
    } else throw new Error(`Unknown option ${flag} (use --docs N --posts N --out DIR --with-site-content)`)
  }
  if (!Number.isInteger(options.docs) || options.docs < 1) throw new Error('--docs must be a positive integer')
  if (!Number.isInteger(options.posts) || options.posts < 0) throw new Error('--posts must be a whole number')
  const content = path.join(projectRoot, 'content')
  if (path.resolve(options.out) === content || path.resolve(options.out).startsWith(`${content}${path.sep}`)) {
    throw new Error('--out must be outside content/')
  }
  return options
}

/**
 * A small seeded generator (mulberry32): the same corpus every run.
 * @param {number} seed
 * @returns {() => number}
 */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/*
 * Text with the shape of real documentation: a few function words everywhere, domain words in a Zipf
 * distribution whose ranking differs by category (each area has its own topics), and rare tokens
 * (identifiers, numbers). A corpus that repeats a handful of words on every page would make every word's
 * postings span all pages, which no real site does.
 */
const FUNCTION_WORDS = 'the a to and of in for is with on that by as this be are from or an it when you your can if not each all its which has at have will one must only more any than'.split(' ')
const DOMAIN_WORDS = (
  'shipment parcel label carrier pallet service point sales order fulfillment webhook printer customs declaration ' +
  'tracking number pickup waybill invoice warehouse return consignment manifest product code request response ' +
  'field value status error key token account user setup sandbox production endpoint payload header signature ' +
  'retry delivery receiver sender address country postal city phone email weight length width height dimension ' +
  'currency amount price line quantity item sku description reference identifier format pdf zpl png overlay text ' +
  'image logo position copy job queue event subscription resource action created updated cancelled deleted ' +
  'booked transit delivered failed pending shipped open partial fulfilled module checkout token bearer basic ' +
  'authentication credential secret rotate expire limit cursor page list filter sort date time zone schedule ' +
  'window opening hours distance latitude longitude map picker widget theme colour button option setting ' +
  'default required optional nullable deprecated sunset migrate version changelog release note example sample ' +
  'guide tutorial step install configure deploy monitor alert log trace debug test mock fixture validate schema ' +
  'object array string integer boolean number decimal timestamp duration interval batch bulk import export file ' +
  'upload download attachment document archive storage bucket region zone network proxy firewall certificate ' +
  'domain subdomain redirect callback origin browser client server library package framework plugin extension ' +
  'integration partner agreement contract tariff surcharge fuel insurance liability claim damage loss delay ' +
  'incoterm duty tax vat ioss eori hs origin destination export import broker clearance inspection hold release ' +
  'lithium battery dangerous hazardous limited quantity packing group class un proper name net gross cod cash ' +
  'collect bank payee declared express economy standard priority freight groupage stackable oversized fragile ' +
  'express domestic international cross border zone hub depot terminal route driver vehicle trailer dock door'
).split(' ')
const CARRIERS = ['GLS', 'PostNord', 'Bring', 'DHL Express', 'DHL Freight', 'UPS', 'FedEx', 'DSV XPress']
const FIELDS = ['carrier_setup_id', 'product_code', 'reference', 'weight_kg', 'length_cm', 'service_point_id', 'label_format', 'internal_reference', 'stackable', 'customs']

/** @param {{ docs: number; posts: number; out: string; siteContent?: boolean }} options */
export function generateCorpus({ docs, posts, out, siteContent = false }) {
  const next = random(20251121)
  /** @param {string[]} list */
  const pick = (list) => list[Math.floor(next() * list.length)]
  /**
   * Index r is drawn with probability ∝ 1 / (r + 1).
   * @param {string[]} list
   */
  const zipf = (list) => {
    const total = list.reduce((sum, _, rank) => sum + 1 / (rank + 1), 0)
    let target = next() * total
    for (let rank = 0; rank < list.length; rank += 1) {
      target -= 1 / (rank + 1)
      if (target <= 0) return list[rank]
    }
    return list[list.length - 1]
  }
  /**
   * Each category ranks the domain vocabulary differently: its own topics come first.
   * @param {number} category
   */
  const topicsOf = (category) => {
    const shuffled = [...DOMAIN_WORDS]
    const shuffle = random(1000 + category)
    for (let index = shuffled.length - 1; index > 0; index -= 1) {
      const other = Math.floor(shuffle() * (index + 1))
      ;[shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]]
    }
    return shuffled
  }
  let topics = topicsOf(0)
  const word = () => {
    const roll = next()
    if (roll < 0.42) return zipf(FUNCTION_WORDS)
    if (roll < 0.95) return zipf(topics)
    if (roll < 0.98) return pick(CARRIERS)
    return `${pick(['ORDER', 'PO', 'INV', 'PICK'])}-${Math.floor(next() * 90000 + 10000)}`
  }
  const sentence = () => {
    const length = 8 + Math.floor(next() * 12)
    const text = Array.from({ length }, word).join(' ')
    const withField = next() < 0.3 ? `${text} with \`${pick(FIELDS)}\`` : text
    return `${withField[0].toUpperCase()}${withField.slice(1)}.`
  }
  const paragraph = (count = 3) => Array.from({ length: count }, sentence).join(' ')
  const title = () => {
    const text = Array.from({ length: 3 + Math.floor(next() * 3) }, () => zipf(topics)).join(' ')
    return `${text[0].toUpperCase()}${text.slice(1)}`
  }

  const tabs = () => [
    '<Tabs>',
    '<TabItem value="curl" label="cURL">',
    '',
    '```bash',
    'curl -X POST https://api.kolli.example/v1/shipments -H "Content-Type: application/json" -d @shipment.json',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="php" label="PHP">',
    '',
    '```php',
    `$client->shipments()->create(['reference' => '${pick(['ORDER', 'PO'])}-${Math.floor(next() * 90000 + 10000)}']);`,
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
  ]

  fs.rmSync(out, { recursive: true, force: true })
  const docsDir = path.join(out, 'docs')
  const categories = Math.max(1, Math.ceil(docs / 100))
  /** @param {number} index */
  const area = (index) => `area-${String(index % categories).padStart(2, '0')}`
  // Every fifth doc of an area sits in its nested "advanced" sub-category.
  /** @param {number} index */
  const subfolder = (index) => (Math.floor(index / categories) % 5 === 4 ? '/advanced' : '')
  /** @type {string[]} */
  const routes = []
  for (let index = 0; index < docs; index += 1) {
    routes.push(`/docs/${area(index)}${subfolder(index)}/topic-${String(index).padStart(4, '0')}`)
  }
  for (let category = 0; category < categories; category += 1) {
    const dir = path.join(docsDir, area(category))
    fs.mkdirSync(path.join(dir, 'advanced'), { recursive: true })
    topics = topicsOf(category)
    const label = `${pick(CARRIERS)} ${zipf(topics)} ${category + 1}`
    const index = ['link:', '  type: generated-index', `  slug: /category/${area(category)}`, `  description: ${sentence()}`]
    fs.writeFileSync(path.join(dir, '_category_.yml'), [`label: ${label}`, `position: ${category + 10}`, ...index, ''].join('\n'))
    fs.writeFileSync(path.join(dir, 'advanced', '_category_.yml'), `label: Advanced ${zipf(topics)}\nposition: 99\n`)
  }
  routes.forEach((route, index) => {
    topics = topicsOf(index % categories)
    const link = routes[(index * 7 + 3) % routes.length]
    const body = [
      '---',
      `title: ${title()} ${index + 1}`,
      `description: ${sentence()}`,
      `sidebar_position: ${Math.floor(index / categories) + 1}`,
      '---',
      '',
      paragraph(3),
      '',
      `## ${title()}`,
      '',
      paragraph(4),
      '',
      '```bash',
      `curl https://api.kolli.example/v1/shipments -u "$KOLLI_API_USER:$KOLLI_API_KEY"`,
      '```',
      '',
      '### Fields',
      '',
      '| Field | Meaning |',
      '|---|---|',
      ...FIELDS.slice(0, 4).map((field) => `| \`${field}\` | ${sentence()} |`),
      '',
      '<Admonition type="tip">',
      '',
      `${sentence()} See [the related page](${link}).`,
      '',
      '</Admonition>',
      '',
      `## ${title()}`,
      '',
      paragraph(3),
      '',
      '```json',
      JSON.stringify({ carrier_setup_id: 'cs_2mX81bQe', product_code: 'gls_parcel', reference: `ORDER-${10000 + index}` }, null, 2),
      '```',
      '',
      ...(index % 10 === 0 ? tabs() : []),
      `- ${sentence()}`,
      `- ${sentence()}`,
      '',
    ].join('\n')
    fs.writeFileSync(path.join(out, `${route}.mdx`), body)
  })

  if (siteContent) {
    // The site's own docs (getting-started among them) beside the generated ones.
    fs.cpSync(path.join(projectRoot, 'content/docs'), docsDir, { recursive: true })
  } else {
    // The page the site config names as the docs' start (navbar, landing page, /docs).
    fs.writeFileSync(
      path.join(docsDir, 'getting-started.mdx'),
      ['---', 'title: Getting started', `description: ${sentence()}`, 'sidebar_position: 0', '---', '', paragraph(3), '', `Continue with [the first topic](${routes[0]}).`, ''].join('\n'),
    )
  }

  const changelogDir = path.join(out, 'changelog')
  fs.mkdirSync(changelogDir, { recursive: true })
  fs.copyFileSync(path.join(projectRoot, 'content/changelog/tags.yml'), path.join(changelogDir, 'tags.yml'))
  fs.copyFileSync(path.join(projectRoot, 'content/changelog/authors.yml'), path.join(changelogDir, 'authors.yml'))
  // The site's tags.yml and authors.yml each name at least one entry, so neither match is null.
  const tags = /** @type {string[]} */ (fs.readFileSync(path.join(changelogDir, 'tags.yml'), 'utf8').match(/^[a-z0-9_-]+(?=:)/gm))
  const authors = /** @type {string[]} */ (fs.readFileSync(path.join(changelogDir, 'authors.yml'), 'utf8').match(/^[a-z0-9_-]+(?=:)/gm))
  const start = Date.UTC(2020, 0, 1)
  for (let index = 0; index < posts; index += 1) {
    topics = topicsOf(index % categories)
    const date = new Date(start + index * 3 * 86400000).toISOString().slice(0, 10)
    const body = [
      '---',
      `title: ${title()} (${index + 1})`,
      `description: ${sentence()}`,
      `tags: [${pick(tags)}, ${pick(tags)}]`.replace(/\[(\S+), \1\]/, '[$1]'),
      `authors: [${pick(authors)}]`,
      '---',
      '',
      paragraph(2),
      '',
      '{/* truncate */}',
      '',
      '## Details',
      '',
      paragraph(4),
      '',
      `Read [the guide](${pick(routes)}).`,
      '',
    ].join('\n')
    fs.writeFileSync(path.join(changelogDir, `${date}-update-${String(index).padStart(4, '0')}.mdx`), body)
  }

  if (siteContent) {
    for (const file of fs.readdirSync(path.join(projectRoot, 'content/changelog')).filter((name) => name.endsWith('.mdx'))) {
      fs.copyFileSync(path.join(projectRoot, 'content/changelog', file), path.join(changelogDir, file))
    }
  }

  fs.cpSync(path.join(projectRoot, 'content/api'), path.join(out, 'api'), { recursive: true })
  return { out, docs, posts, categories, siteContent }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = generateCorpus(parseArguments(process.argv.slice(2)))
    const plus = result.siteContent ? ', plus the site\'s own docs and posts,' : ''
    console.log(`Wrote ${result.docs} docs in ${result.categories} categories and ${result.posts} posts${plus} to ${path.relative(process.cwd(), result.out) || '.'}`)
    console.log(`Build it with: CONTENT_DIR=${path.relative(process.cwd(), result.out)} npm run build`)
  } catch (error) {
    console.error(`gen:corpus: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
