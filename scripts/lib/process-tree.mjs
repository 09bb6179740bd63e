/**
 * Runs a command and reports its wall time and the peak memory of its whole process tree. Gatsby runs
 * queries and renders HTML in worker processes, so one process's peak
 * would understate the build. Every 200 ms we sum the proportional set size (PSS: shared pages divided
 * among the processes that share them, so nothing is counted twice) of the command and its descendants,
 * read from /proc (Linux).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

/**
 * @param {number | string | undefined} pid
 * @param {string} file
 * @returns {string | null}
 */
const readProc = (pid, file) => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return null // the process ended between listing and reading
  }
}

/** Parent of every running process. */
function parents() {
  const parentOf = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readProc(entry, 'stat')
    // The command name may contain spaces and parentheses: the fields we need follow the last ')'.
    if (stat) parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
  }
  return parentOf
}

/**
 * @param {number | undefined} rootPid Undefined when the command did not start (its memory then counts as 0).
 * @returns {Set<number | undefined>}
 */
function descendantsAndSelf(rootPid) {
  const parentOf = parents()
  const tree = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parentOf) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return tree
}

/**
 * Bytes of PSS of one process (RSS where smaps_rollup is unavailable).
 * @param {number | undefined} pid
 * @returns {number}
 */
function memoryOf(pid) {
  const rollup = readProc(pid, 'smaps_rollup')
  const pss = rollup && /^Pss:\s+(\d+) kB/m.exec(rollup)
  if (pss) return Number(pss[1]) * 1024
  const status = readProc(pid, 'status')
  const rss = status && /^VmRSS:\s+(\d+) kB/m.exec(status)
  return rss ? Number(rss[1]) * 1024 : 0
}

/**
 * Resolves to { code, seconds, peakBytes, output } once the command exits.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string; env?: NodeJS.ProcessEnv; echo?: boolean }} [options]
 * @returns {Promise<{ code: number | null; seconds: number; peakBytes: number; output: string }>}
 */
export function measureCommand(command, args, { cwd, env, echo = false } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    let peakBytes = 0
    const timer = setInterval(() => {
      let total = 0
      for (const pid of descendantsAndSelf(child.pid)) total += memoryOf(pid)
      peakBytes = Math.max(peakBytes, total)
    }, 200)
    child.on('close', (code) => {
      clearInterval(timer)
      resolve({ code, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes, output })
    })
  })
}
