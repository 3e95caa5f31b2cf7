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
    const child = spawn(process.execPath, ["-e", "const end = Date.now() + 1500; while (Date.now() < end);"])
    try {
      const before = processTreeCpuSeconds()!
      await new Promise((resolve) => setTimeout(resolve, 1200))
      // The child spins on a core of its own; on a loaded machine it gets less than its wall time.
      expect(processTreeCpuSeconds()! - before).toBeGreaterThan(0.2)
    } finally {
      child.kill()
    }
  })
})
