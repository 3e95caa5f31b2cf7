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
}

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
  if (!capture || (context.parameters.visual as VisualParameters | undefined)?.disable) return
  const pageLevel = Boolean((context.globals.viewport as { value?: string } | undefined)?.value)
  await capture(context.id, pageLevel ? VISUAL_MAX_HEIGHT_PX.page : VISUAL_MAX_HEIGHT_PX.story)
}
