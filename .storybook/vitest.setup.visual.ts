// Imported by the `stories` project's setup file: after each story's play function, its final render is
// captured in the light theme and in the dark one and compared with the baseline of each, and axe's
// colour rules run in dark (see .storybook/visual.ts for the hook, tests/visual/story-screenshot-command.ts
// for the comparison, ./dark-axe.ts for axe).
import { afterEach, beforeEach } from "vitest"
import { commands, page } from "vitest/browser"
import type { PictureClip, StoryScreenshotResult, VisualTheme } from "../tests/visual/story-screenshot-command"
import { applyUiTheme } from "../ui/lib/ui-theme"
import { darkThemeAxeFailure } from "./dark-axe"
import { storyStateFingerprint } from "./story-state"
import { axeRunsAs, markRenderedAndPlayed, timed } from "./vitest.setup.profile"
import { removeStorybookAnimationPause, type CheckInBothThemes } from "./visual"

declare module "vitest/browser" {
  interface BrowserCommands {
    compareStoryScreenshot: (
      storyId: string,
      theme: VisualTheme,
      clip: PictureClip,
      nearlyOneColour: boolean,
    ) => Promise<StoryScreenshotResult>
    sameBaselines: (storyId: string, earlierId: string) => Promise<boolean>
  }
}

/** How long a capture waits for images and icon sprites still loading (a broken one is part of the picture). */
const IMAGE_WAIT_MS = 3000
const SPRITE_POLL_MS = 50

// Motion and the caret are all that differ between two renders of one story. Applied only for the
// capture (play functions assert real animation durations), to whatever starts during it.
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`

/**
 * The longest any one step of a capture may wait (fonts, frames, a resize, the screenshot). A step
 * still waiting past it fails the story with what it waited for, instead of holding the page, and
 * with it every story file after it (they share the page), until the run is cut off.
 */
const STEP_DEADLINE_MS = 20_000

async function step<T>(what: string, work: Promise<T>, waitingOn: () => string = () => ""): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const detail = waitingOn()
      reject(new Error(`Visual capture: ${what} did not finish in ${STEP_DEADLINE_MS / 1000} s${detail ? ` (${detail})` : ""}.`))
    }, STEP_DEADLINE_MS)
  })
  try {
    return await Promise.race([work, stalled])
  } finally {
    clearTimeout(timer)
  }
}

/** The font faces the document is still loading, for a stalled wait's message. */
const fontsLoading = () =>
  [...document.fonts]
    .filter((font) => font.status === "loading")
    .map((font) => `${font.family} ${font.weight} still loading`)
    .join(", ")

const fontsReady = () => step("waiting for fonts", document.fonts.ready, fontsLoading)

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
const frames = (count: number) =>
  step(
    `waiting for ${count} frames`,
    (async () => {
      for (let i = 0; i < count; i++) await nextFrame()
    })(),
  )

/** Images in the viewport still loading: lazy images further down never start, so they are not awaited. */
function loadingImages() {
  return [...document.images].filter((image) => {
    if (image.complete) return false
    const { top, bottom, width } = image.getBoundingClientRect()
    return width > 0 && bottom > 0 && top < window.innerHeight
  })
}

/**
 * Icons in the viewport whose external sprite (`<use href="sprite.svg#name">`) has not drawn yet: a
 * `<use>` has no box until its document loads, while its <svg> has one from the start.
 */
function loadingSpriteIcons() {
  return [...document.querySelectorAll("use")].filter((use) => {
    const href = use.getAttribute("href") ?? ""
    if (href === "" || href.startsWith("#")) return false
    const svg = use.ownerSVGElement?.getBoundingClientRect()
    if (!svg || svg.width === 0 || svg.bottom <= 0 || svg.top >= window.innerHeight) return false
    const drawn = use.getBoundingClientRect()
    return drawn.width === 0 && drawn.height === 0
  })
}

async function spriteIconsDrawn(deadline: number) {
  while (loadingSpriteIcons().length > 0 && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, SPRITE_POLL_MS))
}

/**
 * Notes whether anything finished loading (an image, a font, a sprite document) from now until `stop()`:
 * what loads may change state (a LazyImage's onLoad) that renders in the frames after.
 */
function watchLoads() {
  let loaded = false
  const note = () => (loaded = true)
  // load and error do not bubble, but the capture phase sees them from every element.
  document.addEventListener("load", note, true)
  document.addEventListener("error", note, true)
  document.fonts.addEventListener("loadingdone", note)
  document.fonts.addEventListener("loadingerror", note)
  return {
    loaded: () => loaded,
    stop() {
      document.removeEventListener("load", note, true)
      document.removeEventListener("error", note, true)
      document.fonts.removeEventListener("loadingdone", note)
      document.fonts.removeEventListener("loadingerror", note)
    },
  }
}

async function settle() {
  const loads = watchLoads()
  try {
    await fontsReady()
    // Lets intersection observers see the viewport (a LazyImage sets its src then) and React commit.
    await frames(2)
    const images = loadingImages()
    // Nothing loading and nothing loaded since the story was drawn: the frames above show it at rest,
    // and waiting two more (about 35 ms, twice a story) would wait on nothing.
    if (images.length === 0 && loadingSpriteIcons().length === 0 && document.fonts.status === "loaded" && !loads.loaded()) return
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))])
    await spriteIconsDrawn(performance.now() + IMAGE_WAIT_MS)
    await fontsReady()
    // A loaded image's onLoad state change renders in the frames after.
    await frames(2)
  } finally {
    loads.stop()
  }
}

/**
 * Brings every animation to its end, so the picture is the story's resting state even when its play
 * function ended during one (an exit animation still fading an overlay out, say) or left one mid-way
 * (fake timers stop the animation clock): an element animating out is unmounted, as it would be a
 * moment later, and one animating in shows its end. An endless one (a spinner) is removed instead.
 * Neither restarts when the STILL_CSS is removed, so axe sees the same state.
 */
function endAnimations() {
  for (const animation of document.getAnimations()) {
    const { iterations, duration } = animation.effect?.getComputedTiming() ?? {}
    if (!animation.effect || iterations === Infinity || duration === Infinity) {
      animation.cancel()
      continue
    }
    animation.finish()
  }
}

/** Shows the story in a UI theme as the preview's decorator and the site do (the theme is a class on <html>). */
function showTheme(theme: VisualTheme) {
  const root = document.documentElement
  applyUiTheme(theme, root)
  // Styles the page in the theme now, while STILL_CSS holds transitions off: restyled later, in one
  // go with STILL_CSS removed, every colour would transition from the other theme.
  void root.offsetWidth
}

/** Below the lowest box, for what is drawn past it: a card's shadow, a focus ring. */
const PICTURE_MARGIN_PX = 24
const MIN_PICTURE_HEIGHT_PX = 40

/**
 * How much of the frame, from its top, the story draws on: the lowest box of any element (an overlay
 * or a toast reaches the frame's bottom), plus a margin. The picture leaves out the empty rest of the
 * frame below most components, which is most of its pixels and of the time a capture takes.
 */
function paintedHeight(): number {
  let bottom = 0
  for (const element of document.body.querySelectorAll("*")) {
    // Content the browser skips (under `hidden="until-found"`, say) still has boxes when asked, not painted.
    if (!element.checkVisibility()) continue
    const box = element.getBoundingClientRect()
    if (box.width > 0 && box.height > 0 && box.bottom > bottom) bottom = box.bottom
  }
  return Math.min(window.innerHeight, Math.max(MIN_PICTURE_HEIGHT_PX, Math.ceil(bottom) + PICTURE_MARGIN_PX))
}

/**
 * The picture's place on the browser page: the box of the story's frame (Vitest's tester iframe, in its
 * orchestrator page) from its top down to how far the story draws.
 */
function pictureClip(): PictureClip {
  const frame = window.frameElement
  if (!frame) throw new Error("Visual capture: the story is not in a frame of the browser page.")
  const { x, y, width, height } = frame.getBoundingClientRect()
  return { x, y, width, height: Math.min(height, paintedHeight()) }
}

/** Compares what the story shows now with its baseline in `theme`; returns why it differs, if it does. */
async function pictureFailure(storyId: string, theme: VisualTheme, nearlyOneColour: boolean): Promise<string | undefined> {
  const clip = await timed("picture clip (painted height)", pictureClip)
  const result = await timed(`${theme}: screenshot + comparison (command round trip)`, () =>
    step(`the ${theme} screenshot and its comparison`, commands.compareStoryScreenshot(storyId, theme, clip, nearlyOneColour)),
  )
  return "message" in result ? result.message : undefined
}

/**
 * The states (.storybook/story-state.ts) of the stories whose every check passed, each with the first
 * such story: the page and this module live through the whole run (isolate: false).
 */
const passedStates = new Map<string, string>()
/** The state of the story running now, kept once it passes. */
let current: { state: string; storyId: string } | undefined

/**
 * Keeps the state of each story that passed, for the stories after it. Called by the setup file, which
 * runs again for each story file (hooks registered on this module's first import would be the first file's only).
 */
export function rememberPassedStates() {
  beforeEach(() => {
    current = undefined
  })
  afterEach(({ task }) => {
    if (current && task.result?.state !== "fail" && !task.result?.errors?.length && !passedStates.has(current.state))
      passedStates.set(current.state, current.storyId)
    current = undefined
  })
}

/** The earlier story that passed in the state this story ended in, with the same baselines; records the state otherwise. */
async function earlierStoryInThisState(storyId: string, settings: unknown): Promise<string | undefined> {
  const state = await timed("state fingerprint", () => storyStateFingerprint(settings))
  if (!state) return undefined
  const earlier = passedStates.get(state)
  if (earlier && (await timed("same baselines (command round trip)", () => commands.sameBaselines(storyId, earlier)))) return earlier
  current = { state, storyId }
  return undefined
}

const checkBothThemes: CheckInBothThemes = async ({ storyId, visual, a11y }) => {
  // Storybook has paused them reversed, so that a paused one shows its last frame: in reverse, finish() would end on the first.
  markRenderedAndPlayed()
  removeStorybookAnimationPause()
  await timed("end animations", endAnimations)
  // A story that ends as an earlier one did shows the same frame: that story's pictures and axe runs were its own.
  const sameAs = visual ? await earlierStoryInThisState(storyId, { visual, a11y }) : undefined
  if (sameAs) return { sameAs }
  const still = document.createElement("style")
  still.textContent = STILL_CSS
  document.head.append(still)
  const { innerWidth: width, innerHeight: height } = window
  let resized = false
  const failures: (string | undefined)[] = []
  try {
    if (visual) {
      await timed("light: settle", settle)
      // A story taller than its viewport is captured whole, up to the cap, by growing the viewport.
      const tall = Math.min(visual.maxHeight, document.documentElement.scrollHeight)
      if (tall > height) {
        resized = true
        await timed("resize to tall", () => step(`resizing the story to ${width} × ${tall} px`, page.viewport(width, tall)))
        await timed("light: settle after resize", settle)
      }
      failures.push(await pictureFailure(storyId, "light", visual.nearlyOneColour))
    }
    // STILL_CSS is in force, so no colour transitions: the dark theme shows at once, as it rests.
    await timed("dark: theme flip", () => showTheme("dark"))
    if (visual) {
      // What only the dark theme shows (an image for dark backgrounds) loads now.
      await timed("dark: settle", settle)
      failures.push(await pictureFailure(storyId, "dark", visual.nearlyOneColour))
    }
    failures.push(await axeRunsAs("dark: axe colour rules", () => darkThemeAxeFailure(a11y)))
  } finally {
    await timed("back to light", () => {
      showTheme("light")
      still.remove()
    })
    // axe's full run comes after this hook and should see the story as its play function left it.
    // Leaving the frame tall for the next story's own resize (which would also show axe a taller
    // frame than the play function had) did not show a clear gain: see tests/visual/README.md.
    if (resized) await timed("resize back", () => step(`resizing the story back to ${width} × ${height} px`, page.viewport(width, height)))
  }
  const failed = failures.filter(Boolean)
  if (failed.length > 0) throw new Error(failed.join("\n\n"))
  return undefined
}

;(globalThis as { __NORDIKA_THEME_CHECK__?: CheckInBothThemes }).__NORDIKA_THEME_CHECK__ = checkBothThemes
