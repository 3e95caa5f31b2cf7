import fs from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { CDPSession, Page } from "playwright-core"
import type { BrowserCommand } from "vitest/node"
import { sealed, sealMatches, withoutSeal } from "./capture-seal.ts"
import { compareImages, decodePng, encodeBaseline, encodePng, isNearlyOneColour } from "./compare.ts"
import { systemFontsIn } from "./font-audit.ts"
import { timedStep } from "./visual-profile.ts"

const root = path.dirname(fileURLToPath(import.meta.url))
export const BASELINES_DIR = path.join(root, "baselines")
const DIFFS_DIR = path.join(root, "diffs")

/**
 * `VISUAL_UPDATE=1` (npm run test:visual:update) rewrites every baseline that no longer matches, and
 * seals (./capture-seal.ts) every one that matches a capture it is not sealed with.
 */
const updating = () => process.env.VISUAL_UPDATE === "1"
/** In CI a story without a baseline fails: its picture was never reviewed. */
const inCi = () => process.env.CI === "true" || process.env.CI === "1"

export type VisualTheme = "light" | "dark"

export type StoryScreenshotResult =
  { status: "same" | "written" | "updated" } | { status: "missing" | "changed" | "nearly-one-colour"; message: string }

const relative = (file: string) => path.relative(process.cwd(), file)

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>()

/** A screenshot takes well under a second; one still pending after this will not come. */
const CAPTURE_DEADLINE_MS = 15_000

/**
 * A PNG of `clip` straight from Chromium's compositor (CDP Page.captureScreenshot). Playwright's
 * screenshot() would also hide the caret in every frame and wait for fonts, round trips the capture
 * has already done in the page (STILL_CSS, settle). Chromium's default PNG compression, not
 * `optimizeForSpeed`: its smaller file costs Chromium less to hand over than the faster encoding saves
 * (about 210 ms of CPU against 240-280 ms for a 1200 × 800 capture), and Node half as much to read.
 * Measured again in pairs, each story captured both ways back to back (80 captures, same pixels):
 * 361 ms and 31 ms to decode by default, 367 ms and 39 ms optimized for speed, 43% more bytes.
 * The clip is Chromium's too: the whole page captured and cropped in Node took twice as long (1,241 ms
 * against 615 ms a picture, same pixels).
 */
async function captureClip(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  let session = cdpSessions.get(page)
  if (!session) cdpSessions.set(page, (session = page.context().newCDPSession(page)))
  const capturing = session.then((cdp) =>
    cdp.send("Page.captureScreenshot", {
      format: "png",
      clip: { ...clip, scale: 1 },
      captureBeyondViewport: false,
    }),
  )
  let timer: NodeJS.Timeout | undefined
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Chromium drew no screenshot in ${CAPTURE_DEADLINE_MS / 1000} s.`)), CAPTURE_DEADLINE_MS)
  })
  try {
    const { data } = await Promise.race([capturing, stalled])
    return Buffer.from(data, "base64")
  } catch (error) {
    // A session left waiting on a frame would hold every later capture: the next one opens a fresh one.
    cdpSessions.delete(page)
    void session.then((cdp) => cdp.detach()).catch(() => undefined)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The pictures in diffs/ (earlier failures), listed once: most runs have none, and three removals
 * after each of two thousand matching pictures were work for nothing.
 */
let diffFiles: Promise<Set<string>> | undefined
function listedDiffs() {
  diffFiles ??= Promise.all(
    (["light", "dark"] as const).map((theme) =>
      fs.readdir(path.join(DIFFS_DIR, theme)).then(
        (names) => names.map((name) => path.join(DIFFS_DIR, theme, name)),
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return []
          throw error
        },
      ),
    ),
  ).then((lists) => new Set(lists.flat()))
  return diffFiles
}

async function writeDiffs(theme: string, storyId: string, images: Partial<Record<"expected" | "actual" | "diff", Buffer>>) {
  const dir = path.join(DIFFS_DIR, theme)
  await fs.mkdir(dir, { recursive: true })
  const files = Object.entries(images).flatMap(([kind, png]) => (png ? [[path.join(dir, `${storyId}.${kind}.png`), png] as const] : []))
  const listed = await listedDiffs()
  await Promise.all(
    files.map(([file, png]) => {
      listed.add(file)
      return fs.writeFile(file, png)
    }),
  )
  return files.map(([file]) => relative(file))
}

/** Drops the pictures of an earlier failure once the story matches again. */
async function removeDiffs(theme: string, storyId: string) {
  const listed = await listedDiffs()
  const files = ["expected", "actual", "diff"].map((kind) => path.join(DIFFS_DIR, theme, `${storyId}.${kind}.png`))
  await Promise.all(
    files
      .filter((file) => listed.has(file))
      .map((file) => {
        listed.delete(file)
        return fs.rm(file, { force: true })
      }),
  )
}

/** How many stories ended in the state of an earlier one (sameBaselines), told when the run ends. */
let storiesInEarlierStates = 0
process.on("exit", () => {
  if (storiesInEarlierStates > 0)
    console.info(
      `[visual] ${storiesInEarlierStates} stories ended in the state of an earlier story with the same baselines: that story's pictures and axe runs were theirs.`,
    )
})

/**
 * Whether `storyId`, which ended in the very state `earlierId` did (.storybook/story-state.ts), has
 * the same baselines byte for byte (their seals aside), so that the earlier story's pictures, compared
 * with them, are its own. Never while baselines are updated (every story is captured then, and its baseline touched), and
 * never for a story without a baseline of its own: in CI its picture was never reviewed.
 */
export const sameBaselines: BrowserCommand<[storyId: string, earlierId: string]> = async (_context, storyId, earlierId) => {
  if (updating()) return false
  for (const id of [storyId, earlierId]) if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`Unexpected story id ${JSON.stringify(id)}.`)
  for (const theme of ["light", "dark"] as const) {
    const [own, earlier] = await Promise.all(
      [storyId, earlierId].map((id) => fs.readFile(path.join(BASELINES_DIR, theme, `${id}.png`)).catch(() => undefined)),
    )
    if (!own || !earlier || !withoutSeal(own).equals(withoutSeal(earlier))) return false
  }
  storiesInEarlierStates++
  return true
}

/** A baseline as stored, or undefined when the story has none yet. */
function readBaseline(file: string): Promise<Buffer | undefined> {
  return fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined
    throw error
  })
}

/** Where on the browser page a picture is taken: the story frame's box, down to how far the story draws. */
export interface PictureClip {
  x: number
  y: number
  width: number
  height: number
}

const isClip = (clip: PictureClip) =>
  [clip.x, clip.y, clip.width, clip.height].every(Number.isFinite) && clip.width >= 1 && clip.height >= 1

/**
 * Captures `clip` of the page, the top of the story iframe as it is now (one screenshot, in Node through
 * Playwright), and compares it with tests/visual/baselines/<theme>/<story id>.png. The page already
 * shows the story in `theme`, and the story measured the clip itself (its frame's box, down to how far
 * it draws), which spares three round trips to the browser for the frame and its box. A new or updated
 * baseline that is nearly one colour is refused, as a story that drew nothing, unless `nearlyOneColour`
 * (the story's `parameters.visual.nearlyOneColour`, its reason) says that is its look.
 */
export const compareStoryScreenshot: BrowserCommand<
  [storyId: string, theme: VisualTheme, clip: PictureClip, nearlyOneColour: boolean]
> = async (context, storyId, theme, clip, nearlyOneColour): Promise<StoryScreenshotResult> => {
  if (context.provider.name !== "playwright") throw new Error("Story screenshots need the playwright browser provider.")
  if (!/^[a-z0-9-]+$/.test(storyId)) throw new Error(`Unexpected story id ${JSON.stringify(storyId)}.`)
  if (theme !== "light" && theme !== "dark") throw new Error(`Unexpected theme ${JSON.stringify(theme)}.`)
  if (!isClip(clip)) throw new Error(`Unexpected picture clip ${JSON.stringify(clip)}.`)
  const baselineFile = path.join(BASELINES_DIR, theme, `${storyId}.png`)

  const png = await timedStep(`node ${theme}: capture (CDP)`, () => captureClip(context.page as unknown as Page, clip))
  if (process.env.VISUAL_FONT_AUDIT === "1") {
    // A one-off check that baselines depend on no font of the machine (see tests/visual/README.md).
    for (const [family, samples] of await systemFontsIn(context.page, await context.frame()))
      console.warn(`[visual] ${theme} ${storyId} draws with system font ${family}: ${samples.map((t) => JSON.stringify(t)).join(", ")}`)
  }
  const baselinePng = await timedStep(`node ${theme}: read baseline`, () => readBaseline(baselineFile))
  const matched = async (): Promise<StoryScreenshotResult> => {
    if (updating()) await fs.utimes(baselineFile, new Date(), new Date())
    await timedStep(`node ${theme}: remove old diffs`, () => removeDiffs(theme, storyId))
    return { status: "same" }
  }
  // The very bytes of a capture whose pixels matched this baseline's: the same pixels again.
  if (baselinePng && (await timedStep(`node ${theme}: seal check`, async () => sealMatches(baselinePng, png)))) return matched()
  // The capture and the baseline are decoded side by side, on libuv's threads.
  const [actual, baselineImage] = await timedStep(`node ${theme}: decode capture + baseline`, () =>
    Promise.all([decodePng(png), baselinePng && decodePng(baselinePng)]),
  )
  /** Why the capture may not become the baseline, if it may not. */
  const refusedAsBaseline = async (): Promise<StoryScreenshotResult | undefined> => {
    if (nearlyOneColour || !isNearlyOneColour(actual)) return undefined
    const [actualFile] = await writeDiffs(theme, storyId, { actual: png })
    return {
      status: "nearly-one-colour",
      message:
        `The ${theme} picture of story ${storyId} is nearly one colour (see ${actualFile}), so it was not made its baseline: ` +
        'the story drew nothing. If that is its look, say why in `parameters: { visual: { nearlyOneColour: "…" } }`.',
    }
  }
  if (!baselinePng || !baselineImage) {
    if (inCi() && !updating()) {
      const [actualFile] = await writeDiffs(theme, storyId, { actual: png })
      return {
        status: "missing",
        message: `No visual baseline ${relative(baselineFile)} (its capture is in ${actualFile}). Run \`npm run test:visual:update\` and commit the new baseline.`,
      }
    }
    const refused = await refusedAsBaseline()
    if (refused) return refused
    await fs.mkdir(path.dirname(baselineFile), { recursive: true })
    await fs.writeFile(baselineFile, sealed(await encodeBaseline(actual), png))
    console.info(`[visual] new baseline ${relative(baselineFile)}`)
    return { status: "written" }
  }

  const comparison = await timedStep(`node ${theme}: compare`, async () => compareImages(baselineImage, actual))
  if (comparison.same) {
    // Sealed with this capture, its pixels untouched, the baseline passes the next identical capture at once.
    if (updating()) await fs.writeFile(baselineFile, sealed(baselinePng, png))
    return matched()
  }
  if (updating()) {
    const refused = await refusedAsBaseline()
    if (refused) return refused
    await fs.writeFile(baselineFile, sealed(await encodeBaseline(actual), png))
    console.info(`[visual] updated ${relative(baselineFile)} (${comparison.message})`)
    return { status: "updated" }
  }
  const files = await writeDiffs(theme, storyId, {
    expected: baselinePng,
    actual: png,
    diff: comparison.reason === "pixels" ? await encodePng(comparison.diff) : undefined,
  })
  return {
    status: "changed",
    message:
      `The ${theme} picture of story ${storyId} no longer matches its baseline: ${comparison.message}. ` +
      `See ${files.join(", ")}. If the change is intended, run \`npm run test:visual:update\` and commit the baseline.`,
  }
}
