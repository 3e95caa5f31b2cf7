/** Whether `env` is a CI run (`CI=true` or `CI=1`, as CI services set it). */
export const inCi = (env: NodeJS.ProcessEnv) => env.CI === "true" || env.CI === "1"

/**
 * What `npm test` makes of a job that cannot run on this machine (`why`): on a developer's machine a
 * notice, and the rest runs; in CI a failure, since CI is where every job must run (a green CI
 * without the PostgreSQL suites would hide that they never ran).
 */
export function unavailableJob(why: string, env: NodeJS.ProcessEnv): { failed: boolean; line: string } {
  return inCi(env) ? { failed: true, line: `failed: ${why} (CI runs every job)` } : { failed: false, line: `not run: ${why}` }
}
