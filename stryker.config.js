// @ts-check
/**
 * Mutation testing of the security modules: `npm run test:mutation` (scripts/mutation.ts), a
 * benchmark-like command outside `npm test`. See docs/mutation-testing.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: "vitest",
  // A scope whose code the server loads by path (an edge function) has no test that imports it, so
  // vitest finds none related: such a scope turns `related` off (scripts/mutation-scopes.ts).
  vitest: { configFile: "vitest.mutation.config.ts", related: process.env.MUTATION_RELATED !== "0" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: ["server/auth/limiter.ts", "server/auth/rate-limit.ts", "server/middleware/cors.ts", "server/jwt.ts"],
  coverageAnalysis: "perTest",
  // A static mutant (a module-level constant, or code a test file runs in its beforeAll) reruns every
  // test with a fresh import of the server: 18% of the mutants for 47% of the time in the first run.
  // They are left out, except for a scope with runStatic (scripts/mutation-scopes.ts). See the doc.
  ignoreStatic: process.env.MUTATION_RUN_STATIC !== "1",
  // Two cores shared with other engineers.
  concurrency: 1,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  // The visual baselines and built output are not needed by the Node tests Stryker runs.
  ignorePatterns: ["tests/visual", "dist*", "storybook-static", ".data*", "reports"],
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 75, break: null },
}

export default config
