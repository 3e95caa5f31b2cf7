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
  /**
   * Run the static mutants too (stryker.config.js's ignoreStatic off), each with all of `tests` and a
   * fresh import: for code a test file's server runs once, in its `beforeAll` (the app's middleware
   * chain), which Stryker counts as static. Otherwise such a mutant is ignored, or, when some test also
   * reached it, run with that test alone. Slow: every such mutant starts every file's server.
   */
  runStatic?: true
  /**
   * Run the scope's tests without vitest's `related` filter (MUTATION_RELATED=0, read by
   * stryker.config.js): for code no test file imports, such as an edge function the server loads by path.
   */
  unrelated?: true
}

export const MUTATION_SCOPES = {
  // The per-IP limits: the sliding window, and which address a request counts for. rate-limits.test.ts
  // holds the documented numbers (30 a window of 300 s); its server in a process of its own is out of
  // Stryker's reach (no coverage, no mutant), its in-process server with the defaults is not.
  "rate-limits": {
    mutate: ["server/auth/limiter.ts", "server/auth/rate-limit.ts"],
    tests: ["server/auth/limiter.test.ts", "server/auth/rate-limit.test.ts", "server/rate-limits.test.ts"],
  },
  cors: { mutate: ["server/middleware/cors.ts"], tests: ["server/app.test.ts"] },
  jwt: { mutate: ["server/jwt.ts"], tests: ["server/jwt-verification.test.ts"] },
  // The refresh grant: rotation, the reuse interval, the family's revocation, and the refusals (unknown
  // token, no session, a deleted or banned user); sessions.test.ts adds the unknown and session-less
  // tokens, the banned user and the hand-back of the active child.
  "refresh-grant": {
    mutate: ["server/auth/sessions.ts:185-229"],
    tests: ["server/auth/refresh-token-reuse.test.ts", "server/auth/sessions.test.ts"],
  },
  apikey: { mutate: ["server/middleware/apikey.ts"], tests: ["server/middleware/apikey-gate.test.ts"] },
  "security-headers": {
    mutate: ["server/middleware/security-headers.ts"],
    tests: ["server/middleware/security-headers.test.ts", "server/app.test.ts"],
  },
  // Which headers an API's answer gets (the baseline, preset before its handler): the builders are made
  // with the app, in app.test.ts's beforeAll, so their mutants are static (see runStatic).
  "api-headers": {
    mutate: ["server/middleware/security-headers.ts:165-165"],
    tests: ["server/middleware/security-headers.test.ts", "server/app.test.ts"],
    runStatic: true,
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
  // Who may change a TOTP factor (mfa.ts beside the challenge): a factor is found only among the caller's
  // own, the enrolment limit and its aal2 rule, a friendly name used once, a wrong code refused, the
  // aal2 rule for removing a verified factor, and the sessions' fall back to aal1 with the last one.
  "mfa-enrolment": {
    mutate: [
      "server/auth/mfa.ts:46-46",
      "server/auth/mfa.ts:80-80",
      "server/auth/mfa.ts:83-83",
      "server/auth/mfa.ts:86-86",
      "server/auth/mfa.ts:195-195",
      "server/auth/mfa.ts:227-227",
      "server/auth/mfa.ts:245-245",
    ],
    tests: ["server/auth/mfa.test.ts"],
  },
  // Who a storage query runs as (RLS as the caller, or the server's own connection) and whom an object
  // is recorded as uploaded by.
  "storage-access": { mutate: ["server/storage/access.ts"], tests: ["server/storage/storage.test.ts"] },
  // What a lead form must show before it is taken: an empty honeypot, a start token signed here, for
  // this form, neither a day old nor younger than the minimum fill time, and at most 5 leads from one
  // address in 10 minutes unless limits are off (handler.ts 360, 381-382). submit-lead.test.ts (the
  // honeypot's test) is left out: its two servers would double each mutant's cost; the limit's tests
  // have a file and a server of their own.
  "submit-lead": {
    mutate: [
      "supabase/functions/_shared/lead-start-token.ts:73-87",
      "supabase/functions/submit-lead/handler.ts:345-347",
      "supabase/functions/submit-lead/handler.ts:360-360",
      "supabase/functions/submit-lead/handler.ts:381-382",
    ],
    tests: ["server/functions/lead-start-token.test.ts", "server/functions/submit-lead-rate-limit.test.ts"],
    unrelated: true,
  },
  // The access token a session gets (its lifetime, role and aal) and the sign-out scopes.
  "session-tokens": {
    mutate: ["server/auth/sessions.ts:125-141", "server/auth/sessions.ts:235-241"],
    tests: ["server/auth/sessions.test.ts"],
  },
  // Passkeys: a sign-in challenge taken once, in time, by the user it was made for, and a sign-in's
  // assertion (the credential's owner, a user who may sign in, user verification, the right credential).
  passkeys: {
    mutate: ["server/auth/passkeys.ts:125-134", "server/auth/passkeys.ts:229-235", "server/auth/webauthn.ts:221-230"],
    tests: ["server/auth/passkeys.test.ts"],
  },
  // Who may add or remove a passkey: not an anonymous user, only from a session, at aal2 once a factor is
  // verified (assertMayManage), and a removal only from a session authenticated in the last five minutes
  // (assertRecentlyAuthenticated).
  "passkey-management": { mutate: ["server/auth/passkeys.ts:94-110"], tests: ["server/auth/passkeys.test.ts"] },
  // A security key as a second factor: an answer of the kind its challenge asked for, read or refused as
  // GoTrue does, checked against the factor's own credential, and the registration's check (origin, RP
  // id, challenge) before a factor is verified. AUTH_MFA_WEBAUTHN on, as by default.
  "mfa-webauthn": {
    mutate: ["server/auth/mfa-webauthn.ts:158-158", "server/auth/mfa-webauthn.ts:179-187", "server/auth/webauthn.ts:175-182"],
    // passkeys.test.ts for the registration's user verification (webauthn.ts 180): a passkey must have it.
    tests: ["server/auth/mfa-webauthn.test.ts", "server/auth/passkeys.test.ts"],
  },
  // A passkey's registration (the challenge taken by its user, the browser's answer read and verified, a
  // credential stored once). First run 2026-11-30 (docs/mutation-testing.md).
  "passkey-registration": {
    mutate: ["server/auth/passkeys.ts:168-206", "server/auth/webauthn.ts:119-135"],
    tests: ["server/auth/passkeys.test.ts"],
  },
  // A WebAuthn factor's challenge (create for an unverified factor, request with its own credential
  // otherwise, and when it expires). First run 2026-11-30 (docs/mutation-testing.md).
  "mfa-webauthn-challenge": { mutate: ["server/auth/mfa-webauthn.ts:91-133"], tests: ["server/auth/mfa-webauthn.test.ts"] },
  // The rest of a TOTP factor's rules beside mfa-enrolment (the enrol body's factor types and names, the
  // code's six digits, what a verification writes). WebAuthn switched off is tested in mfa-webauthn.test.ts,
  // outside this scope (its line-68 mutants survive here).
  "mfa-verification": {
    mutate: ["server/auth/mfa.ts:67-71", "server/auth/mfa.ts:189-189", "server/auth/mfa.ts:198-215"],
    tests: ["server/auth/mfa.test.ts", "server/auth/mfa-verify.test.ts"],
  },
  // What a WebAuthn challenge row's stored ceremony is taken for (factorCeremony): a create or request
  // ceremony with its challenge, or none (the verification's 422 mfa_factor_not_found). First run 2026-11-30.
  "mfa-webauthn-ceremony": { mutate: ["server/auth/mfa-webauthn.ts:204-212"], tests: ["server/auth/mfa-webauthn.test.ts"] },
  // The rest of sessions.ts beside refresh-grant and session-tokens: a session's start (its row, first amr
  // claim, refresh token, last sign-in), the amr claims a token carries, the Session answer with the
  // user's JSON, and the rotation after an MFA verification (mfa-verify.test.ts). First run 2026-11-30.
  "session-start": {
    mutate: ["server/auth/sessions.ts:59-121", "server/auth/sessions.ts:147-178"],
    tests: ["server/auth/sessions.test.ts", "server/auth/mfa-verify.test.ts"],
  },
} satisfies Record<string, MutationScope>

export type MutationScopeName = keyof typeof MUTATION_SCOPES
