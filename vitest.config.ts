import path from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { chromiumLaunchOptions } from "./scripts/chromium"

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** One Storybook project per UI theme, so every story is checked by axe in light and in dark. */
function storybookProject(theme: "light" | "dark") {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
    test: {
      name: `stories-${theme}`,
      setupFiles: [path.join(dirname, `.storybook/vitest.setup.${theme}.ts`)],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: "chromium" as const }],
      },
    },
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["ui/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "supabase/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      storybookProject("light"),
      storybookProject("dark"),
    ],
  },
})
