import fs from "node:fs"

/** Launch options for Debian's system Chromium (Playwright's own browser download does not work here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`): the same Chromium release built
 * without the browser's window layer, as Playwright runs headless tests. A staff journey in it took half
 * the browser's CPU of the full Chromium (documents-lists: 31 s against 68 s), and on two cores the
 * browser is what the page and journey tests wait for. The story baselines are drawn by the full
 * Chromium (its text is antialiased differently), so the stories keep that one.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell"

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
]

/** The full Chromium: the story screenshots compared with their baselines, and Lighthouse. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
}

/**
 * The browser of the page, journey and docs tests, which compare no pixels: the headless shell where it
 * is installed, else the full Chromium. `CHROMIUM_PATH` set by hand names the one browser of every test.
 */
export function testBrowserLaunchOptions() {
  const shell = process.env.CHROMIUM_PATH === undefined && fs.existsSync(HEADLESS_SHELL_PATH)
  return { executablePath: shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH, args: CHROMIUM_ARGS }
}
