import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { chromiumLaunchOptions } from "./scripts/chromium.ts"
import { VISUAL_PAGE_SIZE_PX } from "./.storybook/visual.ts"
import { compareStoryScreenshot, sameBaselines } from "./tests/visual/story-screenshot-command.ts"
import { recordVisualProfile, visualProfiling } from "./tests/visual/visual-profile.ts"

const dirname = path.dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(fs.readFileSync(path.join(dirname, "ui/package.json"), "utf8")) as { dependencies: Record<string, string> }

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
  // The docs container of .storybook/preview.tsx (./docs-theme.tsx).
  "storybook/internal/core-events",
  "storybook/theming",
  "@sinonjs/fake-timers",
  "axe-core",
  "iso-639-1",
]

/** App modules import the design system by its package name and entries; tests run it from the sources. */
const uiFromSources = {
  alias: [
    { find: /^@nordika\/ui$/, replacement: path.join(dirname, "ui/index.ts") },
    { find: /^@nordika\/ui\/(sections|templates|admin)$/, replacement: path.join(dirname, "ui/$1.ts") },
  ],
}

/**
 * The Storybook project: every story in Chromium, rendered and played once in the light UI theme, then
 * checked by axe and compared with its visual baselines in light and in dark (see .storybook/visual.ts).
 * The browser page is as big as the largest capture, so the story iframe is never scaled down (Vitest
 * shrinks an iframe larger than the page), and its clock is in UTC wherever it runs, so dates read the
 * same in every baseline.
 */
function storybookProject() {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
    optimizeDeps: { include: storyDependencies },
    test: {
      name: "stories",
      // Each story also waits for its fonts and images and is captured and compared after its play
      // function; on a busy 2-core machine the longest stories need more than the default 15 s, and
      // a capture step that stalls fails on its own deadline (.storybook/vitest.setup.visual.ts) first.
      testTimeout: 60_000,
      // One page for every story file of the project: each file in a fresh iframe reloaded the
      // preview, its styles and its fonts, about 1 s a file. Stories share nothing but that.
      isolate: false,
      setupFiles: [path.join(dirname, ".storybook/vitest.setup.ts")],
      // VISUAL_PROFILE=1 times each step of every story (tests/visual/visual-profile.ts).
      provide: { visualProfile: visualProfiling() },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          contextOptions: { viewport: VISUAL_PAGE_SIZE_PX, timezoneId: "UTC" },
        }),
        instances: [{ browser: "chromium" as const }],
        commands: { compareStoryScreenshot, recordVisualProfile, sameBaselines },
      },
    },
  }
}

/**
 * The projects `--project` names on the command line, or every project when none is named (or when a
 * name is no project's own: a pattern, say). Vitest sets up every project of the config before it
 * filters them, and the stories project's set-up (Storybook's plugin, the browser provider) cost
 * each run of another project some 6.5 s of CPU: a quarter of a minute of waiting on a loaded machine.
 */
function selectedProjects(projects: Record<string, () => TestProjectInlineConfiguration>): TestProjectInlineConfiguration[] {
  const named = process.argv.flatMap((arg, i) =>
    arg === "--project" ? [process.argv[i + 1]] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
  )
  const chosen = named.length > 0 && named.every((name) => name in projects) ? named : Object.keys(projects)
  return Object.entries(projects)
    .filter(([name]) => chosen.includes(name))
    .map(([, project]) => project())
}

export default defineConfig({
  test: {
    // The server render's build is loaded by the server as Node loads it, not transformed again.
    server: { deps: { external: [/[\\/]dist-server[\\/]/] } },
    // CPU_PER_FILE=<log> appends each test file's CPU seconds to <log> (scripts/cpu-per-file.ts; the projects in Node, not the stories).
    setupFiles: process.env.CPU_PER_FILE ? [path.join(dirname, "scripts/cpu-per-file.ts")] : [],
    projects: selectedProjects({
      unit: () => ({
        extends: true,
        // tests/dist-package.test.tsx imports the built package by the path Node resolves, past this alias.
        resolve: uiFromSources,
        test: {
          name: "unit",
          environment: "node",
          include: ["ui/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/routes/**", "tests/e2e/**", "tests/docs/**", "**/node_modules/**"],
          // A worker imports the modules once for all its files: importing them afresh for each file was
          // four fifths of the project's time (78 s against 19 s here). The tests restore what they
          // change (fake timers, stubbed environment), so no file leaves state for the next.
          isolate: false,
        },
      }),
      server: () => ({
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "supabase/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files run one after another in one worker that imports the server once: each starts its
          // own servers and databases, and a fresh import of the server per file was a fifth of the job.
          isolate: false,
        },
      }),
      routes: () => ({
        extends: true,
        test: {
          // The built site (dist-app/, from `npm run build`) on the real server, in the system Chromium.
          name: "routes",
          environment: "node",
          include: ["tests/routes/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 900_000,
          fileParallelism: false,
          // One import of the server and the site for every file, as in the server project; the files that
          // write start their own server, those that only read share this one.
          isolate: false,
          globalSetup: ["tests/routes/read-only-site.global.ts"],
        },
      }),
      e2e: () => ({
        extends: true,
        resolve: uiFromSources,
        test: {
          // The staff journeys end to end: the built site (dist-app/) on the real server, in the system Chromium.
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // What a journey polls for follows a write to the backend and a refetch in the browser: under
          // CI, beside the story tests, that took over the default second (the unread badge clearing).
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // One import of the server and the site for every file, as in the server project (each file starts its own).
          isolate: false,
        },
      }),
      docs: () => ({
        extends: true,
        test: {
          // The built Storybook (storybook-static/, from `npm run build-storybook`): its docs pages in the
          // system Chromium, in both UI themes, checked by axe.
          name: "docs",
          environment: "node",
          include: ["tests/docs/**/*.test.ts"],
        },
      }),
      stories: storybookProject,
    }),
  },
})
