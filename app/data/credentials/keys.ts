/** The signed-in staff member's own credentials' query keys: authenticator apps and passkeys. */
export const credentialKeys = {
  all: () => ["credentials"] as const,
  mfaFactors: () => ["credentials", "mfa-factors"] as const,
  passkeys: () => ["credentials", "passkeys"] as const,
}
