import fs from 'fs'
import os from 'os'
import path from 'path'
import type { Reporter } from 'gatsby'
import { sha256Source } from '../../../../src/build/security/headers'
import { secureBuild } from '../../../../src/build/security/secure-build'

const reporter = { panicOnBuild: jest.fn() } as unknown as Reporter

describe('secureBuild', () => {
  it('gives a page kept from an earlier build the policy of the scripts it has now', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'secure-build-'))
    const publicDir = path.join(root, 'public')
    fs.mkdirSync(publicDir)
    const page = path.join(publicDir, 'index.html')
    const html = (hash: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>window.___webpackCompilationHash="${hash}";</script></body></html>`
    fs.writeFileSync(page, html('a'))
    secureBuild(publicDir, {}, { engine: 'embedded' }, reporter)
    // A build with the cache leaves the page, with its policy, and rewrites only the compilation hash.
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Hash="a"', 'Hash="b"'))
    secureBuild(publicDir, {}, { engine: 'embedded' }, reporter)

    const rebuilt = fs.readFileSync(page, 'utf8')
    expect(rebuilt.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(rebuilt).toContain(sha256Source('window.___webpackCompilationHash="b";'))
    expect(rebuilt).not.toContain(sha256Source('window.___webpackCompilationHash="a";'))
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    fs.rmSync(root, { recursive: true, force: true })
  })
})
