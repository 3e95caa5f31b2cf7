/**
 * The groups `npm run test:mutation -- --scope <name>` mutates, each with the test files that reach
 * it. Every server test verifies a token and starts its own server, so a mutant run against the whole
 * server suite costs minutes; a group runs only its own tests (MUTATION_TESTS for
 * vitest.mutation.config.ts). A score measured so is a floor: the tests left out could only kill more.
 */
export interface MutationScope {
  /** Stryker `mutate` patterns (a file, or `file:from-to` for a range of lines). */
  mutate: string[]
  /** The test files run against each mutant. */
  tests: string[]
}

export const MUTATION_SCOPES = {
  "rate-limits": {
    mutate: ["server/auth/limiter.ts", "server/auth/rate-limit.ts"],
    tests: ["server/auth/limiter.test.ts", "server/auth/rate-limit.test.ts"],
  },
  cors: { mutate: ["server/middleware/cors.ts"], tests: ["server/app.test.ts"] },
  jwt: { mutate: ["server/jwt.ts"], tests: ["server/jwt-verification.test.ts"] },
  "refresh-grant": {
    mutate: ["server/auth/sessions.ts:185-229"],
    tests: ["server/auth/refresh-token-reuse.test.ts"],
  },
  apikey: { mutate: ["server/middleware/apikey.ts"], tests: ["server/middleware/apikey-gate.test.ts"] },
  "security-headers": {
    mutate: ["server/middleware/security-headers.ts"],
    tests: ["server/middleware/security-headers.test.ts", "server/app.test.ts"],
  },
  // The policy builder alone, with its own test (no server): minutes rather than the hour of the whole file.
  "site-policy": { mutate: ["server/middleware/security-headers.ts:40-66"], tests: ["server/middleware/security-headers.test.ts"] },
  // What keeps a stored file from acting on the site's origin: which types are shown and which downloaded.
  "storage-serving": {
    mutate: ["server/storage/serve.ts:33-45"],
    tests: ["server/storage/active-content.test.ts"],
  },
  "signed-urls": { mutate: ["server/storage/signed.ts"], tests: ["server/storage/signed-url-tokens.test.ts"] },
  // The key file and the keys a server trusts, with the tests that open them without a server (the
  // server's own signing-keys.test.ts would start one for each mutant).
  "signing-keys": {
    mutate: ["server/signing-keys.ts"],
    tests: ["server/jwt-verification.test.ts", "server/signing-keys-file.test.ts"],
  },
  // What a TOTP challenge is good for (verify: both fields given, answered once, in time, from the
  // address that asked). With mfa.test.ts as well a mutant costs two server starts, over two minutes here.
  "mfa-challenge": {
    mutate: ["server/auth/mfa.ts:146-177"],
    tests: ["server/auth/mfa-verify.test.ts"],
  },
} satisfies Record<string, MutationScope>

export type MutationScopeName = keyof typeof MUTATION_SCOPES
