import path from "node:path"
import { defineConfig } from "vitest/config"
import { BaseSequencer, type TestSpecification } from "vitest/node"

/**
 * The tests Stryker runs against each mutant (stryker.config.js): the server and unit tests that
 * reach the security modules, in Node only. The browser projects (stories, routes, e2e) never run
 * here, and the rest of the server suite is left out so the first (unmutated) run stays short.
 */
export const mutationTestFiles = [
  "server/auth/limiter.test.ts",
  "server/auth/rate-limit.test.ts",
  "server/app.test.ts",
  "server/jwt-verification.test.ts",
]

/**
 * MUTATION_TESTS (comma-separated) runs one group's own tests instead: every server test verifies a
 * token, so a JWT mutant would otherwise start each test file's server, some 30 s a mutant here.
 * A score measured so is a floor: the tests left out could only kill more.
 */
const chosen = process.env.MUTATION_TESTS?.split(",").filter(Boolean)

const testFiles = chosen?.length ? chosen : mutationTestFiles

/**
 * Runs the test files in the order they are named (a scope names its quickest first). Stryker stops a
 * mutant's run at the first failing test (bail), so a mutant a unit test kills is done before a server
 * test starts its server; vitest's own order would run the longest file first.
 */
class NamedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = testFiles.indexOf(path.relative(this.ctx.config.root, file.moduleId))
      return index === -1 ? testFiles.length : index
    }
    return [...files].sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    name: "mutation",
    environment: "node",
    include: testFiles,
    sequence: { sequencer: NamedOrder },
    testTimeout: 30_000,
    // A test file's server starts in its beforeAll: on this shared machine that took over a minute at
    // times, and a beforeAll that times out skips the file's tests, which Stryker's first run takes as
    // tests that cover nothing (every mutant "uncovered") and a mutant's run as a kill.
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
