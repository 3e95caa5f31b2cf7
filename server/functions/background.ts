const tasks = (count: number) => `${count} background task${count === 1 ? "" : "s"}`

/**
 * Work an edge function goes on with after it has answered: what a handler passes to env.waitUntil,
 * as it would to EdgeRuntime.waitUntil on Supabase (the mails about a new lead, say). The work is
 * kept alive here, a failure of it is logged (there is no response left to carry it), and a stopping
 * server drains it before it closes the database, so a mail sent after the answer is not lost on a
 * graceful shutdown.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>()

  /** How many pieces of work are still running. */
  get size(): number {
    return this.pending.size
  }

  /** Keeps `work` of the function `name` running after its answer; a rejection is logged, never thrown. */
  waitUntil(name: string, work: Promise<unknown>): void {
    const tracked: Promise<void> = Promise.resolve(work).then(
      () => undefined,
      (error: unknown) => console.error(`[functions] ${name}: work after the answer failed:`, error),
    )
    this.pending.add(tracked)
    void tracked.finally(() => this.pending.delete(tracked))
  }

  /**
   * Resolves once every piece of work has settled, including work started meanwhile, or after
   * `timeoutMs`, whichever is first; answers how many were still running then.
   */
  async drain(timeoutMs: number): Promise<number> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs)
    })
    try {
      while (this.pending.size > 0) {
        if ((await Promise.race([Promise.all(this.pending), timedOut])) === "timeout") break
      }
    } finally {
      clearTimeout(timer)
    }
    return this.pending.size
  }

  /** Drains the work (up to `graceMs`) before the server stops, saying in the log what it waits for and what it left. */
  async finish(graceMs: number): Promise<void> {
    if (this.size === 0) return
    console.log(`[functions] waiting for ${tasks(this.size)} to finish (the mails about a new lead, say)…`)
    const unfinished = await this.drain(graceMs)
    if (unfinished > 0) console.warn(`[functions] ${tasks(unfinished)} still running after ${graceMs / 1000} s: stopping without them`)
  }
}
