import { nginxServerBlock } from '../../../../src/build/deploy/nginx'
import { headerRules } from '../../../../src/build/security/headers'

describe('the nginx server block', () => {
  const rules = headerRules(['app-0922bf5439a859bdb373.js', 'docs/sandbox/index.html'])
  const config = nginxServerBlock({ root: '/srv/kolli docs/public', listen: '127.0.0.1:8080', rules, brotli: true })

  it('serves the build folder on the given address, with the precompressed copies', () => {
    expect(config).toContain('listen 127.0.0.1:8080;')
    expect(config).toContain('root "/srv/kolli docs/public";')
    expect(config).toMatch(/gzip_static on;[\s\S]*brotli_static on;/)
    expect(nginxServerBlock({ root: '/p', listen: '80', rules, brotli: false })).not.toContain('brotli_static')
  })

  it('redirects the .html spellings and trailing slashes to the plain path, keeping the query', () => {
    expect(config).toContain('location = /index.html { return 301 /$is_args$args; }')
    expect(config).toContain('location ~ ^(?<page>/.+)/index\\.html$ { return 301 $page$is_args$args; }')
    expect(config).toContain('location ~ ^(?<page>/.+)\\.html$ { return 301 $page$is_args$args; }')
  })

  it('answers unknown paths and /404 with the not-found page and status 404', () => {
    expect(config).toContain('error_page 404 /404.html;')
    expect(config).toContain('location = /404 { return 404; }')
    expect(config).toMatch(/location = \/404\.html \{\n\s+internal;/)
  })

  it('repeats the site-wide headers in every location that adds its own, since nginx would drop them', () => {
    const locations = config.split('location ').slice(1).filter((block) => block.includes('add_header'))
    expect(locations.length).toBeGreaterThan(4)
    for (const block of locations) {
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;')
      expect(block).toContain(`add_header Content-Security-Policy "frame-ancestors 'none'" always;`)
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;')
    }
    expect(config).toMatch(/location \^~ \/app- \{\n(.*\n)*?\s+add_header Cache-Control "public, max-age=31536000, immutable" always;/)
    expect(config).toMatch(/location \/ \{\n(.*\n)*?\s+add_header Cache-Control "no-cache" always;\n\s+try_files \$uri \$uri\.html \$uri\/index\.html =404;/)
  })
})
