import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { chromiumLaunchOptions } from "./scripts/chromium"

const dirname = path.dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(fs.readFileSync(path.join(dirname, "package.json"), "utf8")) as { dependencies: Record<string, string> }

/**
 * Pre-bundled up front: otherwise Vite discovers them one story file at a time on a fresh clone and
 * reloads the browser mid-run ("Vite unexpectedly reloaded a test").
 */
const storyDependencies = [
  ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@fontsource/")),
  "@hookform/resolvers/zod",
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "storybook/test",
  "@sinonjs/fake-timers",
]

/** App modules import the design system by its package name; tests run it from the sources. */
const uiFromSources = { alias: [{ find: /^@nordika\/ui$/, replacement: path.join(dirname, "ui/index.ts") }] }

/** One Storybook project per UI theme, so every story is checked by axe in light and in dark. */
function storybookProject(theme: "light" | "dark") {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
    optimizeDeps: { include: storyDependencies },
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
    // The server render's build is loaded by the server as Node loads it, not transformed again.
    server: { deps: { external: [/[\\/]dist-server[\\/]/] } },
    projects: [
      {
        extends: true,
        // tests/dist-package.test.tsx imports the built package by the path Node resolves, past this alias.
        resolve: uiFromSources,
        test: {
          name: "unit",
          environment: "node",
          include: ["ui/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/routes/**", "tests/e2e/**", "**/node_modules/**"],
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
      {
        extends: true,
        test: {
          // The built site (dist-app/, from `npm run build`) on the real server, in the system Chromium.
          name: "routes",
          environment: "node",
          include: ["tests/routes/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        resolve: uiFromSources,
        test: {
          // The staff journeys end to end: the built site (dist-app/) on the real server, in the system Chromium.
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      storybookProject("light"),
      storybookProject("dark"),
    ],
  },
})
