// The visual project: every state story is captured in the light and then the dark UI theme.
import { expect } from "vitest"
import { page } from "vitest/browser"

/** Tall pages are compared on their first screens only, which keeps baselines small and the run cheap. */
const VISUAL_MAX_HEIGHT_PX = 1600

// Motion and the caret are the only things that change between two renders of the same story.
const still = document.createElement("style")
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}
body { max-height: ${VISUAL_MAX_HEIGHT_PX}px; overflow: hidden !important; }`
document.head.append(still)

function applyUiTheme(theme: "light" | "dark") {
  const root = document.documentElement
  root.classList.toggle("dark", theme === "dark")
  root.style.colorScheme = theme
}

;(globalThis as Record<string, unknown>).__NORDIKA_VISUAL_SNAPSHOT__ = async ({
  id,
  width,
  height,
}: {
  id: string
  width: number
  height: number
}) => {
  await page.viewport(width, height)
  await document.fonts.ready
  document.body.style.minHeight = `${height}px`
  // The body, not the story root: portalled dialogs, menus and toasts belong to the picture.
  const body = page.elementLocator(document.body)
  try {
    for (const theme of ["light", "dark"] as const) {
      applyUiTheme(theme)
      await expect.soft(body).toMatchScreenshot(`${theme}/${id}`)
    }
  } finally {
    applyUiTheme("light")
  }
}
