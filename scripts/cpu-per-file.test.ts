import { spawn } from "node:child_process"
import { describe, expect, it } from "vitest"
import { parseProcStat, processTreeCpuSeconds } from "./cpu-per-file"

describe("the CPU seconds of a test file's process tree", () => {
  it("reads the parent and the four CPU times of a /proc stat line whose command holds spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const line = "4242 (node (worker) 1) S 4200 4242 4242 0 -1 4194560 100 0 0 0 250 50 120 30 20 0 11 0"
    expect(parseProcStat(line)).toEqual({ ppid: 4200, cpuSeconds: 4.5 })
  })

  it("counts a child that is still running", async () => {
    const child = spawn(process.execPath, ["-e", "for (;;);"])
    try {
      const before = processTreeCpuSeconds()!
      const ownBefore = process.cpuUsage()
      // The child spins until killed; on a loaded machine it gets only part of a core, so wait (up to
      // 20 s) until it has had 0.2 s. Only the child's time counts: this process's own is taken off.
      const childSeconds = () => {
        const own = process.cpuUsage(ownBefore)
        return processTreeCpuSeconds()! - before - (own.user + own.system) / 1e6
      }
      let counted = childSeconds()
      for (let waited = 0; counted <= 0.2 && waited < 20_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        counted = childSeconds()
      }
      expect(counted).toBeGreaterThan(0.2)
    } finally {
      child.kill()
    }
  }, 30_000)
})
