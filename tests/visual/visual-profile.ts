import fs from "node:fs"
import type { BrowserCommand } from "vitest/node"

declare module "vitest" {
  interface ProvidedContext {
    /** Whether the stories project times each step of every story (VISUAL_PROFILE=1). */
    visualProfile: boolean
  }
}

/**
 * `VISUAL_PROFILE=1 npx vitest run --project stories <files>`: how long each step of a story takes (the
 * render and play, the capture's waits, the screenshots and their comparison in Node, axe's runs),
 * summed over the run and printed when it ends. Off, it records nothing and costs nothing.
 */
export const visualProfiling = () => process.env.VISUAL_PROFILE === "1"

const totals = new Map<string, { ms: number; count: number }>()
const stories = new Map<string, number>()
const storySteps: Record<string, Record<string, number>> = {}

function recordStep(step: string, ms: number) {
  const total = totals.get(step) ?? { ms: 0, count: 0 }
  total.ms += ms
  total.count += 1
  totals.set(step, total)
}

/** Times `work` as `step` when profiling. */
export async function timedStep<T>(step: string, work: () => Promise<T>): Promise<T> {
  if (!visualProfiling()) return work()
  const start = performance.now()
  try {
    return await work()
  } finally {
    recordStep(step, performance.now() - start)
  }
}

/** The browser's steps of one story, sent once the story has ended. */
export const recordVisualProfile: BrowserCommand<[storyId: string, steps: Record<string, number>]> = (_context, storyId, steps) => {
  for (const [step, ms] of Object.entries(steps)) recordStep(step, ms)
  stories.set(storyId, (stories.get(storyId) ?? 0) + (steps["story (whole test)"] ?? 0))
  storySteps[storyId] = steps
}

function summary(): string {
  const rows = [...totals].sort(([a], [b]) => a.localeCompare(b))
  const width = Math.max(...rows.map(([step]) => step.length))
  const lines = rows.map(
    ([step, { ms, count }]) =>
      `${step.padEnd(width)}  ${(ms / 1000).toFixed(2).padStart(8)} s  ${String(count).padStart(5)}×  ${(ms / count).toFixed(1).padStart(7)} ms each`,
  )
  const slowest = [...stories].sort(([, a], [, b]) => b - a).slice(0, 10)
  return [
    `[visual-profile] ${stories.size} stories`,
    ...lines,
    "[visual-profile] slowest stories:",
    ...slowest.map(([id, ms]) => `  ${id}  ${(ms / 1000).toFixed(2)} s`),
  ].join("\n")
}

if (visualProfiling()) {
  process.on("exit", () => {
    if (totals.size === 0) return
    process.stderr.write(`${summary()}\n`)
    // VISUAL_PROFILE_OUT=file.json keeps each story's browser steps, to see what a slow one spends its time on.
    const out = process.env.VISUAL_PROFILE_OUT
    if (out) fs.writeFileSync(out, `${JSON.stringify(storySteps, null, 2)}\n`)
  })
}
