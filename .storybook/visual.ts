import type { StoryContext } from "@storybook/react-vite"

/** The viewports a story may ask for with `globals: { viewport: { value } }`, and the size visual runs use. */
export const STORY_VIEWPORTS = {
  phone: { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  desktop: { name: "Desktop (1440 px)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const
export type StoryViewportName = keyof typeof STORY_VIEWPORTS

/** The size a story without a viewport is captured at. */
export const VISUAL_DEFAULT_VIEWPORT_PX = { width: 1024, height: 768 } as const

interface VisualSnapshotRequest {
  /** The story id, which names its baseline image. */
  id: string
  width: number
  height: number
}
type VisualSnapshot = (request: VisualSnapshotRequest) => Promise<void>

/** Set by .storybook/vitest.setup.visual.ts, in the visual Vitest project only. */
export function visualSnapshotHook(): VisualSnapshot | undefined {
  return (globalThis as { __NORDIKA_VISUAL_SNAPSHOT__?: VisualSnapshot }).__NORDIKA_VISUAL_SNAPSHOT__
}

export const isVisualRun = () => visualSnapshotHook() !== undefined

/**
 * Runs after every story's play function: in the visual project, compares the story's final render with
 * its committed baseline (tests/visual/baselines/<theme>/<story id>.png, light and dark). Elsewhere it does nothing.
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
export async function compareWithBaseline(context: StoryContext) {
  const snapshot = visualSnapshotHook()
  if (!snapshot || (context.parameters.visual as { disable?: boolean } | undefined)?.disable) return
  const name = (context.globals.viewport as { value?: string } | undefined)?.value
  const viewport = name && name in STORY_VIEWPORTS ? STORY_VIEWPORTS[name as StoryViewportName].styles : undefined
  await snapshot({
    id: context.id,
    width: viewport ? parseInt(viewport.width, 10) : VISUAL_DEFAULT_VIEWPORT_PX.width,
    height: viewport ? parseInt(viewport.height, 10) : VISUAL_DEFAULT_VIEWPORT_PX.height,
  })
}
