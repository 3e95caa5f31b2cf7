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
const VISUAL_MAX_HEIGHT_PX = { page: 1600, story: 1200 } as const

/** The widest story viewport: the Vitest browser page is made this big so the story iframe is never scaled down. */
export const VISUAL_PAGE_SIZE_PX = { width: 1440, height: VISUAL_MAX_HEIGHT_PX.page } as const

/** `parameters.visual` of a story or a meta. */
interface VisualParameters {
  /** Leaves the story out of the visual baseline; say why in `reason` (a live clock, say). */
  disable?: boolean
  reason?: string
  /**
   * Why a picture of nearly one colour is this story's look (a control hidden until the page is
   * scrolled, say). Without it, such a picture is refused as a baseline: the story drew nothing.
   */
  nearlyOneColour?: string
}

/**
 * Every story has a baseline in each theme, taken after its play function (an interaction story's
 * end state is a look of its own), unless it opts out with `parameters.visual.disable` and a reason.
 */
function hasVisualBaseline(context: StoryContext): boolean {
  const visual = context.parameters.visual as VisualParameters | undefined
  return !visual?.disable
}

const isPageLevel = (context: StoryContext) => Boolean((context.globals.viewport as { value?: string } | undefined)?.value)

/** `parameters.a11y` of a story, as @storybook/addon-a11y reads it. */
export interface StoryA11yParameters {
  test?: "error" | "todo" | "off"
  disable?: boolean
  context?: unknown
  config?: { rules?: { id: string; enabled?: boolean; selector?: string }[] }
  options?: Record<string, unknown>
}

/** What the check of a story in both themes needs to know of it. */
interface StoryThemeCheck {
  storyId: string
  /** The story's pictures, or undefined when it has no visual baseline. */
  visual?: { maxHeight: number; nearlyOneColour: boolean }
  a11y?: StoryA11yParameters
}

/**
 * Checks the story as it is now in the light theme and in the dark one (its pictures, and axe's colour
 * rules in dark) and leaves it in light; throws with everything that failed. Returns `sameAs`, an
 * earlier story, instead when the story ended in the very state that one did (.storybook/story-state.ts):
 * its checks, axe's full run included, were that story's, and are not run again.
 */
export type CheckInBothThemes = (check: StoryThemeCheck) => Promise<{ sameAs?: string } | undefined>

/** Whether this runs as a Vitest browser test (the `stories` project), where Vitest's browser runner sets this global. */
export const inVitestBrowser = () => (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true

/** Set by .storybook/vitest.setup.visual.ts in the `stories` Vitest project only. */
function themeCheck(): CheckInBothThemes | undefined {
  return (globalThis as { __NORDIKA_THEME_CHECK__?: CheckInBothThemes }).__NORDIKA_THEME_CHECK__
}

/**
 * Runs after every story's play function (before axe's full run, which @storybook/addon-a11y does in
 * light): in the `stories` Vitest project, compares the story's final render with
 * tests/visual/baselines/light/<story id>.png, then shows it in the dark theme, compares it with
 * tests/visual/baselines/dark/<story id>.png and runs axe's colour rules on it. One render and one play
 * give both themes: the theme is only CSS (the `dark` class on <html>), as when a visitor switches it.
 * In Storybook itself it does nothing.
 */
export async function checkBothThemes(context: StoryContext) {
  const check = themeCheck()
  if (!check) {
    // A story test without its pictures and dark-theme check would pass having checked neither.
    if (inVitestBrowser()) {
      throw new Error(
        "The check of both themes is not set up: the stories project's setup file (.storybook/vitest.setup.ts) must import ./vitest.setup.visual.",
      )
    }
    return
  }
  const visual = context.parameters.visual as VisualParameters | undefined
  const checked = await check({
    storyId: context.id,
    visual: hasVisualBaseline(context)
      ? {
          maxHeight: isPageLevel(context) ? VISUAL_MAX_HEIGHT_PX.page : VISUAL_MAX_HEIGHT_PX.story,
          nearlyOneColour: Boolean(visual?.nearlyOneColour),
        }
      : undefined,
    a11y: context.parameters.a11y as StoryA11yParameters | undefined,
  })
  // @storybook/addon-a11y's afterEach, which runs after this one, skips a story whose a11y global is manual.
  if (checked?.sameAs) context.globals = { ...context.globals, a11y: { ...(context.globals.a11y as object | undefined), manual: true } }
}

/**
 * In a test run Storybook pauses every animation after a story's play function with a style it
 * removes after the story's afterEach. The capture takes it away first (it ends the animations
 * itself), and so does every story's beforeEach: when an afterEach throws (a picture that differs),
 * Storybook leaves the style, and the story files share one page (isolate: false), so one failure
 * would freeze the transitions and exit animations of every story after it.
 */
export function removeStorybookAnimationPause() {
  for (const style of document.head.querySelectorAll("style")) {
    if (style.textContent?.includes("animation-play-state: paused !important")) style.remove()
  }
}
