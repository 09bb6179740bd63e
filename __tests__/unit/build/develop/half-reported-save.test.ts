/**
 * The patched file watcher of gatsby-source-filesystem (see patches/README.md): a save that chokidar reports
 * only halfway still reaches the File node. An editor that saves in place truncates the file, then writes
 * it; when both steps fall in one clock tick chokidar reports the first and drops the second, and the node
 * kept the empty file until the next save (seen as a request sample stuck on the old openapi.yaml).
 */
import { EventEmitter } from 'events'
import fs from 'fs'
import os from 'os'
import path from 'path'

// Required, not imported: the watcher is created through this same module object, so it can be closed.
const chokidar = require('chokidar') as typeof import('chokidar')
const { sourceNodes } = require('gatsby-source-filesystem/gatsby-node') as { sourceNodes: (api: object, options: object) => Promise<void> }

interface FileNode {
  size: number
  mtimeMs: number
  internal: { type: string }
}

const watchers: import('chokidar').FSWatcher[] = []
const watch = chokidar.watch
jest.spyOn(chokidar, 'watch').mockImplementation((...args) => {
  const watcher = watch(...args)
  watchers.push(watcher)
  return watcher
})
const folders: string[] = []
afterAll(async () => {
  await Promise.all(watchers.map((watcher) => watcher.close()))
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

/** The File nodes the watcher creates, in order, for a content folder of one file, and the errors it reports. */
async function watchedFile(initial: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kolli-half-save-'))
  folders.push(dir)
  const file = path.join(dir, 'doc.mdx')
  fs.writeFileSync(file, initial)
  const created: FileNode[] = []
  const errors: unknown[] = []
  const cache = new Map<string, unknown>()
  const emitter = new EventEmitter()
  const api = {
    // The folder is a node too (a Directory); the tests look at the file's.
    actions: { createNode: (node: FileNode) => node.internal.type === 'File' && created.push(node), deleteNode: () => undefined },
    getNode: () => undefined,
    createNodeId: (key: string) => key,
    cache: { get: async (key: string) => cache.get(key), set: async (key: string, value: unknown) => cache.set(key, value) },
    reporter: { info: () => undefined, error: (error: unknown) => errors.push(error), setErrorMap: () => undefined },
    emitter,
  }
  await sourceNodes(api, { path: dir, name: 'content' })
  emitter.emit('BOOTSTRAP_FINISHED')
  return { file, created, errors }
}

async function until(condition: () => boolean, what: string, timeoutMs = 5_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

describe('gatsby develop: a save chokidar reports only halfway', () => {
  it('reaches the File node once the write has settled', async () => {
    const { file, created, errors } = await watchedFile('The first version.\n')
    await until(() => created.length > 0, 'the first File node')
    // A whole second, so that the time set below is exactly the time chokidar saw.
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000)

    // The first step, reported: the file is empty.
    fs.truncateSync(file, 0)
    fs.utimesSync(file, tick, tick)
    await until(() => created.some((node) => node.size === 0 && node.mtimeMs === tick.getTime()), 'the empty file')

    // The second step in the same tick: the modification time does not move, and the file was read since, so
    // chokidar reports nothing.
    const second = 'The second version, longer.\n'
    fs.writeFileSync(file, second)
    fs.utimesSync(file, new Date(Date.now() + 60_000), tick)
    await until(() => created.at(-1)?.size === second.length, 'the File node of the finished save')
    expect(created.at(-1)).toMatchObject({ size: second.length, mtimeMs: tick.getTime() })
    expect(errors).toEqual([])
  })

  it('and a save reported whole is read once', async () => {
    const { file, created, errors } = await watchedFile('The first version.\n')
    await until(() => created.length > 0, 'the first File node')
    fs.writeFileSync(file, 'The second version.\n!')
    await until(() => created.length > 1, 'the saved file')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(created.map((node) => node.size)).toEqual(['The first version.\n'.length, 'The second version.\n!'.length])
    expect(errors).toEqual([])
  })
})
