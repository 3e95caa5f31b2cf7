import type { Preview } from "@storybook/react-vite"
import * as React from "react"
import "./preview.css"
import { dismissToast } from "../ui/hooks/use-toast"
import { applySiteTheme, type SiteTheme } from "../ui/lib/site-theme"
import { applyUiTheme } from "../ui/lib/ui-theme"
import { DocsMarkdown } from "./docs-markdown"
import { ComponentDocsPage } from "./docs-page"
import { jsDocDefaultsInTheirColumn } from "./docs-props"
import { ThemedDocsContainer } from "./docs-theme"
import { WCAG_22_AA_AXE_TAGS } from "../tests/wcag-axe-tags"
import { siteThemePresets, storyUiTheme } from "./themes"
import { checkBothThemes, inVitestBrowser, removeStorybookAnimationPause, STORY_VIEWPORTS } from "./visual"

/**
 * Every story renders in the light or the dark UI theme (toolbar "Theme"), and may try a site theme
 * (toolbar "Site theme"). The Vitest `stories` project renders in light and checks both (./visual.ts).
 */
const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every WCAG 2.2 A and AA rule (target size included) and axe's best practices fail the story; in
    // the Vitest `stories` project the dark theme gets its colour rules too (./visual.ts).
    // A test fails on violations only, so there axe lists every node of those alone (the passing and the
    // incomplete are a fifth of its time on a page); Storybook's panel still lists all three.
    a11y: {
      test: "error",
      options: {
        runOnly: { type: "tag", values: [...WCAG_22_AA_AXE_TAGS, "best-practice"] },
        ...(inVitestBrowser() ? { resultTypes: ["violations"] } : {}),
      },
    },
    viewport: { options: STORY_VIEWPORTS },
    // Docs pages follow the toolbar's Theme too (./docs-theme.tsx), show props as a table to read (./docs-page.tsx)
    // and a tag named in a description as text (./docs-markdown.tsx).
    docs: { container: ThemedDocsContainer, page: ComponentDocsPage, components: { Markdown: DocsMarkdown } },
    // Each group opens with its usage page. Written out: Storybook reads the order from this file's text.
    options: {
      storySort: {
        order: [
          "Introduction",
          "Brand",
          "Foundations",
          ["Usage", "*"],
          "Components",
          ["Usage", "*"],
          "Forms",
          ["Usage", "*"],
          "Layout",
          ["Usage", "*"],
          "Sections",
          ["Usage", "*"],
          "Templates",
          ["Usage", "*"],
          "Admin",
          ["Usage", "*"],
        ],
      },
    },
  },
  argTypesEnhancers: [jsDocDefaultsInTheirColumn],
  initialGlobals: { theme: "light", siteTheme: "default" },
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
      const theme = storyUiTheme(context.globals)
      const preset = siteThemePresets[String(context.globals.siteTheme)] as SiteTheme | undefined
      React.useLayoutEffect(() => {
        const root = document.documentElement
        root.removeAttribute("style")
        applyUiTheme(theme, root)
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
  // In the Vitest `stories` project, each story's final render is checked in both themes.
  afterEach: checkBothThemes,
  tags: ["autodocs"],
}

export default preview
