// `VISUAL_PROFILE=1` (see tests/visual/visual-profile.ts): times each step of every story in the browser
// and hands them to Node when the story ends. Without it, `timed` only runs its work.
import axe from "axe-core"
import { afterEach, beforeEach, inject } from "vitest"
import { commands } from "vitest/browser"

declare module "vitest/browser" {
  interface BrowserCommands {
    recordVisualProfile: (storyId: string, steps: Record<string, number>) => Promise<void>
  }
}

const profiling = inject("visualProfile")
let steps: Record<string, number> = {}
let storyStart = 0
let axeLabel = "axe (a11y addon, full run in light)"

function add(step: string, ms: number) {
  steps[step] = (steps[step] ?? 0) + ms
}

/** Times `work` as `step` of the current story when profiling. */
export async function timed<T>(step: string, work: () => Promise<T> | T): Promise<T> {
  if (!profiling) return work()
  const start = performance.now()
  try {
    return await work()
  } finally {
    add(step, performance.now() - start)
  }
}

/** Runs `work` with axe's runs inside it counted as `label` (the dark theme's colour rules). */
export async function axeRunsAs<T>(label: string, work: () => Promise<T>): Promise<T> {
  const before = axeLabel
  axeLabel = label
  try {
    return await work()
  } finally {
    axeLabel = before
  }
}

/** The time from the story's start to the hook after its play function: render and play. */
export function markRenderedAndPlayed() {
  if (profiling) add("render + play", performance.now() - storyStart)
}

if (profiling) {
  const run = axe.run.bind(axe) as (...args: unknown[]) => Promise<axe.AxeResults>
  ;(axe as { run: unknown }).run = (...args: unknown[]) => timed(axeLabel, () => run(...args))
}

/**
 * Times every story of the file being set up. Called by the setup file, which runs again for each
 * story file: the story files share one page (isolate: false), so hooks registered on this module's
 * first import would only be those of the first file.
 */
export function profileEachStory() {
  if (!profiling) return
  beforeEach(() => {
    steps = {}
    storyStart = performance.now()
  })
  afterEach(async ({ task }) => {
    add("story (whole test)", performance.now() - storyStart)
    await commands.recordVisualProfile(`${task.file.name} › ${task.name}`, steps)
  })
}
