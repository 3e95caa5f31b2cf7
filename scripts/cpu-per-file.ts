/**
 * What each test file costs in CPU, for finding where a Vitest job's time goes on a shared machine
 * (wall times there follow the load, CPU seconds do not). A setup file of every project when
 * CPU_PER_FILE names a log file (vitest.config.ts): around each test file it reads the CPU seconds
 * (user + system) of the worker's process tree from /proc — the worker, the children it has waited
 * for, and those still running (a shared Chromium, a server process) — and appends a line
 * "<tree CPU s>\t<worker's own CPU s>\t<wall s>\t<file>". Linux only; elsewhere it logs nothing.
 *
 *   CPU_PER_FILE=/tmp/cpu.log npx vitest run --project server
 *   sort -rn /tmp/cpu.log | head
 */
import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, expect } from "vitest"

/** The kernel's clock ticks per second for /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

interface ProcStat {
  ppid: number
  /** utime + stime + cutime + cstime: the process's CPU and its waited-for children's, in seconds. */
  cpuSeconds: number
}

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold spaces). */
export function parseProcStat(stat: string): ProcStat {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  // fields[0] is the state (stat field 3), so stat field n is fields[n - 3].
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
  return { ppid: Number(fields[1]), cpuSeconds: ticks / TICKS_PER_SECOND }
}

function readStat(pid: number): ProcStat | undefined {
  try {
    return parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    // Ended between the listing and the read.
    return undefined
  }
}

/** CPU seconds of `root` and every process under it, or undefined without /proc. */
export function processTreeCpuSeconds(root = process.pid): number | undefined {
  if (!fs.existsSync(`/proc/${root}/stat`)) return undefined
  const stats = new Map<number, ProcStat>()
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    const stat = readStat(Number(name))
    if (stat) stats.set(Number(name), stat)
  }
  const children = new Map<number, number[]>()
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  let total = 0
  const pending = [root]
  while (pending.length > 0) {
    const pid = pending.pop()!
    total += stats.get(pid)?.cpuSeconds ?? 0
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

const log = process.env.CPU_PER_FILE
if (log) {
  let tree: number | undefined
  let own = 0
  let wall = 0
  beforeAll(() => {
    tree = processTreeCpuSeconds()
    own = ownCpuSeconds()
    wall = Date.now()
  })
  afterAll(() => {
    const after = processTreeCpuSeconds()
    if (tree === undefined || after === undefined) return
    const file = path.relative(process.cwd(), expect.getState().testPath ?? "")
    const line = [after - tree, ownCpuSeconds() - own, (Date.now() - wall) / 1000].map((n) => n.toFixed(2)).join("\t")
    fs.appendFileSync(log, `${line}\t${file}\n`)
  })
}
