import { defineConfig } from "vitest/config"

/**
 * The tests Stryker runs against each mutant (stryker.config.js): the server and unit tests that
 * reach the security modules, in Node only. The browser projects (stories, routes, e2e) never run
 * here, and the rest of the server suite is left out so the first (unmutated) run stays short.
 */
export const mutationTestFiles = ["server/auth/limiter.test.ts", "server/auth/rate-limit.test.ts", "server/app.test.ts"]

export default defineConfig({
  test: {
    name: "mutation",
    environment: "node",
    include: mutationTestFiles,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
