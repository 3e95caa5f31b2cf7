import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose"
import { z } from "zod"

/**
 * The asymmetric keys user access tokens are signed with, as hosted Supabase Auth signs them now:
 * ES256 with a `kid`, the public halves published at /auth/v1/.well-known/jwks.json. The legacy JWT
 * secret still signs the anon and service_role keys (and storage's signed URLs) and still verifies.
 *
 * The keys are a JSON array of private JWKs in GoTrue's GOTRUE_JWT_KEYS form: the current key has
 * `key_ops` ["sign", "verify"]; a rotated-out key has ["verify"] and `verify_until`, the moment
 * (Unix seconds) after which every token it signed has expired and it is no longer trusted.
 */

/** The file in DATA_DIR that holds the keys (mode 0600), generated on first start. */
export const SIGNING_KEYS_FILE = "jwt-keys.json"

/** The signing algorithm of generated keys (NIST P-256, as Supabase recommends). */
export const SIGNING_ALGORITHM = "ES256"

/** How often, at most, the key file is looked at for a rotation made by another process. */
const RELOAD_CHECK_MS = 1000

const storedKey = z
  .object({
    kty: z.literal("EC"),
    crv: z.literal("P-256"),
    x: z.string().min(1),
    y: z.string().min(1),
    d: z.string().min(1),
    kid: z.string().min(1),
    alg: z.literal(SIGNING_ALGORITHM),
    key_ops: z.array(z.enum(["sign", "verify"])).min(1),
    verify_until: z.number().int().positive().optional(),
  })
  .loose()

export type StoredSigningKey = z.infer<typeof storedKey>

const keyList = z
  .array(storedKey)
  .min(1)
  .refine((keys) => keys.filter((k) => k.key_ops.includes("sign")).length === 1, "exactly one key must have key_ops sign")
  .refine((keys) => new Set(keys.map((k) => k.kid)).size === keys.length, "every kid must be unique")

/** Parses a key list (the file's text or JWT_KEYS), saying where it came from when it is not one. */
export function parseSigningKeys(text: string, source: string): StoredSigningKey[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${source} is not JSON: ${(error as Error).message}`)
  }
  const parsed = keyList.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${source} is not a list of ES256 signing keys: ${issue.path.join(".") || "(list)"} ${issue.message}`)
  }
  return parsed.data
}

/** A new ES256 key pair as a private JWK whose `kid` is a UUID, as `supabase gen signing-key` makes them. */
export async function generateSigningKey(): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true })
  const jwk = await exportJWK(privateKey)
  return storedKey.parse({ ...jwk, kid: crypto.randomUUID(), alg: SIGNING_ALGORITHM, key_ops: ["sign", "verify"] })
}

/** Writes the list where readers see either the old or the new file, never half of one, readable by its owner only. */
function writeKeyFile(file: string, keys: StoredSigningKey[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(keys, null, 2) + "\n", { mode: 0o600, flag: "wx" })
  fs.renameSync(temporary, file)
}

/** Reads the key file, creating it with one new key when there is none (two processes starting at once agree on one). */
async function readOrCreate(file: string): Promise<StoredSigningKey[]> {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const key = await generateSigningKey()
    try {
      fs.writeFileSync(file, JSON.stringify([key], null, 2) + "\n", { mode: 0o600, flag: "wx" })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
  }
  return parseSigningKeys(fs.readFileSync(file, "utf8"), file)
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Whether a key still verifies: the current one always, a previous one until its `verify_until`. */
const stillTrusted = (key: StoredSigningKey, now = nowSeconds()) => key.verify_until === undefined || key.verify_until > now

/** The public half GoTrue publishes: the curve point, kid and alg, for signatures only. */
function publicJwk(key: StoredSigningKey): JWK {
  const { kty, crv, x, y, kid, alg } = key
  return { alg, crv, key_ops: ["verify"], kid, kty, use: "sig", x, y }
}

export interface RotationResult {
  /** The new signing key's kid. */
  current: string
  /** The key it replaced, which verifies until `verifyUntil` (Unix seconds). */
  previous: string
  verifyUntil: number
  /** Keys whose `verify_until` had passed, dropped from the file. */
  dropped: string[]
}

/**
 * `npm run keys -- rotate`: a new current key; the current one keeps verifying until every token it
 * signed has expired (`tokenLifetimeSeconds`, JWT_EXPIRY, from now); keys already past theirs go.
 */
export async function rotateSigningKeys(file: string, tokenLifetimeSeconds: number, now = nowSeconds()): Promise<RotationResult> {
  const keys = await readOrCreate(file)
  const dropped = keys.filter((k) => !stillTrusted(k, now)).map((k) => k.kid)
  const current = keys.find((k) => k.key_ops.includes("sign"))!
  const verifyUntil = now + tokenLifetimeSeconds
  const next = await generateSigningKey()
  const kept = keys
    .filter((k) => stillTrusted(k, now) && k !== current)
    .concat({ ...current, key_ops: ["verify"], verify_until: verifyUntil })
  writeKeyFile(file, [next, ...kept])
  return { current: next.kid, previous: current.kid, verifyUntil, dropped }
}

interface LoadedKey {
  stored: StoredSigningKey
  privateKey?: CryptoKey
  publicKey: CryptoKey
}

/**
 * The keys a running server signs and verifies with: from JWT_KEYS when set, else from the file in
 * DATA_DIR, which it looks at again (at most once a second) whenever a key is asked for, so a
 * rotation or revocation by another process takes effect without a restart.
 */
export class SigningKeys {
  private keys = new Map<string, LoadedKey>()
  private signing!: LoadedKey
  private fileStamp = ""
  private checkedAt = 0

  private constructor(private readonly source: { file: string } | { text: string }) {}

  /** Opens the keys of `file` (creating it with a first key), or of `envKeys` (JWT_KEYS) when given. */
  static async open(options: { file: string; envKeys?: string }): Promise<SigningKeys> {
    const keys = new SigningKeys(options.envKeys ? { text: options.envKeys } : { file: options.file })
    await keys.load()
    return keys
  }

  /** Whether the keys come from JWT_KEYS (then only a change of it rotates them). */
  get fromEnvironment(): boolean {
    return "text" in this.source
  }

  private stamp(file: string): string {
    const stat = fs.statSync(file)
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`
  }

  private async load() {
    let stored: StoredSigningKey[]
    if ("text" in this.source) stored = parseSigningKeys(this.source.text, "JWT_KEYS")
    else {
      stored = await readOrCreate(this.source.file)
      this.fileStamp = this.stamp(this.source.file)
    }
    this.checkedAt = Date.now()
    const loaded = new Map<string, LoadedKey>()
    for (const key of stored) {
      const signs = key.key_ops.includes("sign")
      const { d: _d, ...pub } = key
      loaded.set(key.kid, {
        stored: key,
        publicKey: (await importJWK({ ...pub, key_ops: ["verify"] }, SIGNING_ALGORITHM)) as CryptoKey,
        privateKey: signs ? ((await importJWK({ ...key, key_ops: ["sign"] }, SIGNING_ALGORITHM)) as CryptoKey) : undefined,
      })
    }
    this.keys = loaded
    this.signing = [...loaded.values()].find((k) => k.privateKey)!
  }

  /** Reloads the file when it changed since it was read (looked at once a second at most). */
  async refresh() {
    if ("text" in this.source || Date.now() - this.checkedAt < RELOAD_CHECK_MS) return
    this.checkedAt = Date.now()
    let stamp: string
    try {
      stamp = this.stamp(this.source.file)
    } catch {
      return // Gone for a moment (a rename); the keys in memory still hold.
    }
    if (stamp === this.fileStamp) return
    try {
      await this.load()
    } catch (error) {
      // A file broken by hand must not take every request down: the keys read last stay in force.
      this.fileStamp = stamp
      console.error(`[keys] ${(error as Error).message}; still using the keys read before`)
    }
  }

  /** The current key: its kid and private key, for user access tokens. */
  async signingKey(): Promise<{ kid: string; key: CryptoKey }> {
    await this.refresh()
    return { kid: this.signing.stored.kid, key: this.signing.privateKey! }
  }

  /** The public key of `kid` while it is trusted. */
  async verificationKey(kid: string): Promise<CryptoKey | undefined> {
    await this.refresh()
    const key = this.keys.get(kid)
    return key && stillTrusted(key.stored) ? key.publicKey : undefined
  }

  /** Whether tokens of `kid` are still accepted (for verdicts remembered from before a rotation). */
  trusts(kid: string): boolean {
    const key = this.keys.get(kid)
    return key !== undefined && stillTrusted(key.stored)
  }

  /** The JSON Web Key Set: the public halves of the current key and of previous keys still verifying. */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.refresh()
    return {
      keys: [...this.keys.values()].filter((k) => stillTrusted(k.stored)).map((k) => publicJwk(k.stored)),
    }
  }
}
