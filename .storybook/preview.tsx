import type { Preview } from "@storybook/react-vite"
import * as React from "react"
import "./preview.css"
import { dismissToast } from "../ui/hooks/use-toast"
import { applySiteTheme, type SiteTheme } from "../ui/lib/site-theme"
import { forcedStoryTheme, siteThemePresets } from "./themes"
import { compareWithBaseline, removeStorybookAnimationPause, STORY_VIEWPORTS } from "./visual"

/**
 * What axe checks in the stories. The two Vitest projects render the same markup in two themes: the
 * light one runs every rule, the dark one the rules whose outcome depends on colours (contrast, and
 * links told apart from their text by colour), which is all the theme changes. In Storybook itself
 * the panel runs every rule in whichever theme the toolbar shows.
 */
const THEME_DEPENDENT_AXE_RULES = ["color-contrast", "link-in-text-block"]
const a11y =
  forcedStoryTheme() === "dark"
    ? { test: "error", options: { runOnly: { type: "rule", values: THEME_DEPENDENT_AXE_RULES } } }
    : { test: "error" }

/**
 * Every story renders in the light or the dark UI theme (toolbar "Theme"), and may try a site theme
 * (toolbar "Site theme"). The Vitest projects force one UI theme each, so axe checks both.
 */
const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y,
    viewport: { options: STORY_VIEWPORTS },
    options: { storySort: { order: ["Introduction", "Foundations", "Components", "Forms", "Layout", "Sections", "Templates", "Admin"] } },
  },
  initialGlobals: { theme: forcedStoryTheme() ?? "light", siteTheme: "default" },
  globalTypes: {
    theme: {
      description: "UI theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
    siteTheme: {
      description: "Site theme (as saved by staff)",
      toolbar: { title: "Site theme", icon: "paintbrush", items: Object.keys(siteThemePresets), dynamicTitle: true },
    },
  },
  decorators: [
    (Story, context) => {
      const theme = forcedStoryTheme() ?? (context.globals.theme === "dark" ? "dark" : "light")
      const preset = siteThemePresets[String(context.globals.siteTheme)] as SiteTheme | undefined
      React.useLayoutEffect(() => {
        const root = document.documentElement
        root.classList.toggle("dark", theme === "dark")
        root.removeAttribute("style")
        root.style.colorScheme = theme
        if (preset) applySiteTheme(preset, root)
      }, [theme, preset])
      return <Story />
    },
  ],
  beforeEach: () => {
    // The toast store is module state: a toast one story raised must not show in the next one's picture.
    dismissToast()
    removeStorybookAnimationPause()
  },
  // In the Vitest story projects, each story's final render is compared with its visual baseline.
  afterEach: compareWithBaseline,
  tags: ["autodocs"],
}

export default preview
