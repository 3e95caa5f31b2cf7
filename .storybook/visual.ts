import type { StoryContext } from "@storybook/react-vite"

/** The viewports a story may ask for with `globals: { viewport: { value } }` (page-level stories use both). */
export const STORY_VIEWPORTS = {
  phone: { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  desktop: { name: "Desktop (1440 px)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const
export type StoryViewportName = keyof typeof STORY_VIEWPORTS

/**
 * A story taller than its viewport is captured down to these heights and no further: a page-level
 * story (one that sets a viewport, such as Phone and Desktop) down to 1,600 px, any other down to
 * 1,200 px. Tall pages are compared on their first screens, which keeps baselines small and runs fast.
 */
export const VISUAL_MAX_HEIGHT_PX = { page: 1600, story: 1200 } as const

/** The widest story viewport: the Vitest browser page is made this big so the story iframe is never scaled down. */
export const VISUAL_PAGE_SIZE_PX = { width: 1440, height: VISUAL_MAX_HEIGHT_PX.page } as const

/** `parameters.visual` of a story or a meta. */
export interface VisualParameters {
  /** Leaves the story out of the visual baseline; say why in `reason` (a live clock, say). */
  disable?: boolean
  reason?: string
  /** Captures a story the rule below would leave out (an interaction whose end state is a look of its own). */
  capture?: boolean
}

/** The story files (by meta title) whose first story has been seen in this run: each file runs in its own page. */
const filesSeen = new Set<string>()

/**
 * Which stories have a baseline: every story that only renders (no play function), every page-level
 * story (it sets a viewport), and the first story of every file, so each component is covered; an
 * interaction story (one with a play function) after it is captured only if it asks to be. Its end
 * state is asserted by its play function, and capturing all of them would more than double the time
 * the story projects take (about 0.2 s per capture, in each theme).
 */
export function hasVisualBaseline(context: StoryContext): boolean {
  const visual = context.parameters.visual as VisualParameters | undefined
  const firstOfFile = !filesSeen.has(context.title)
  filesSeen.add(context.title)
  if (visual?.disable) return false
  if (visual?.capture || firstOfFile || isPageLevel(context)) return true
  return !(context as { playFunction?: unknown }).playFunction
}

const isPageLevel = (context: StoryContext) => Boolean((context.globals.viewport as { value?: string } | undefined)?.value)

/** Captures the story as it is now, at most `maxHeight` tall, and compares it with its baseline; throws when it differs. */
export type VisualCapture = (storyId: string, maxHeight: number) => Promise<void>

/** Set by .storybook/vitest.setup.visual.ts in the stories-light and stories-dark Vitest projects only. */
function visualCapture(): VisualCapture | undefined {
  return (globalThis as { __NORDIKA_VISUAL_CAPTURE__?: VisualCapture }).__NORDIKA_VISUAL_CAPTURE__
}

/**
 * Runs after every story's play function (before axe): in the Vitest story projects, compares the
 * story's final render in the project's theme with tests/visual/baselines/<theme>/<story id>.png.
 * In Storybook itself it does nothing.
 */
export async function compareWithBaseline(context: StoryContext) {
  const capture = visualCapture()
  if (!capture || !hasVisualBaseline(context)) return
  await capture(context.id, isPageLevel(context) ? VISUAL_MAX_HEIGHT_PX.page : VISUAL_MAX_HEIGHT_PX.story)
}
