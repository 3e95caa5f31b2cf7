import type { StorybookConfig } from "@storybook/react-vite"
import tailwindcss from "@tailwindcss/vite"
import { mergeConfig } from "vite"
import { INTERACTION_TAG } from "./tags.ts"

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  // Storybook's own onboarding ("Get started" in the sidebar, "Guide" in the menu) is for a new Storybook, not for this catalogue.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // A story that is a behaviour test (`tags: ["interaction"]`, named for what it proves) is run by the
  // stories project like any other, but left out of the sidebar (until picked in its tag filter) and the
  // docs pages, which show the states a designer reviews.
  tags: { [INTERACTION_TAG]: { defaultFilterSelection: "exclude", excludeFromDocsStories: true } },
  staticDirs: ["./public"],
  docs: { defaultName: "Docs" },
  async viteFinal(viteConfig) {
    // As in vite.config.ts: no plugin timings report after the build.
    return mergeConfig(viteConfig, { plugins: [tailwindcss()], build: { rolldownOptions: { checks: { bundlerTimings: false } } } })
  },
}

export default config
