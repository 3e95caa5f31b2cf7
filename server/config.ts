import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import { parseTrustedProxies } from "./middleware/client-ip"
import { SIGNING_KEYS_FILE } from "./signing-keys"
import type { RealtimeLimits } from "./realtime/constants"
import type { RestApiSettings } from "./rest/settings"
import { SITE_RENDERINGS, type SiteRendering } from "./site/pages"

export interface SmtpConfig {
  host: string
  port: number
  user?: string
  pass?: string
  secure: boolean
  from: string
}

export interface ServerConfig {
  port: number
  host: string
  /** Where PGlite, storage files and the generated JWT secret live. */
  dataDir: string
  /** A real PostgreSQL when set; PGlite under dataDir otherwise. */
  databaseUrl?: string
  /** The legacy HS256 secret: signs the anon and service_role keys and storage's signed URLs, and still verifies. */
  jwtSecret: string
  /** The file of the asymmetric signing keys of user access tokens (default DATA_DIR/jwt-keys.json). */
  signingKeysFile: string
  /** JWT_KEYS: the signing keys themselves (GOTRUE_JWT_KEYS's form), instead of the file. */
  signingKeys?: string
  /** Public address of the site, used in mail links and redirects. */
  siteUrl: string
  /** Address this server is reachable at (what supabase-js is given). */
  apiUrl: string
  adminEmail?: string
  adminPassword?: string
  smtp?: SmtpConfig
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExpirySeconds: number
  /** Directory of the built SPA to serve. */
  appDir: string
  /** Directory of the server render's build (default: dist-server/ beside appDir). */
  serverDir: string
  /** SITE_RENDERING: public pages rendered on the server (default), or the client-only shell everywhere ("spa"). */
  siteRendering: SiteRendering
  /** Root of supabase/ (migrations, seed.sql, functions). */
  supabaseDir: string
  /** Turns off per-IP rate limits (tests that sign in many times set this). */
  rateLimits: boolean
  /**
   * Proxies (IPs and CIDRs) whose X-Forwarded-For is believed when they are the socket's peer
   * (TRUSTED_PROXIES, comma-separated; none by default).
   */
  trustedProxies: string[]
  /**
   * Whether /_dev/mail (one-time codes, recovery links) is served: DEV_MAILBOX=on|off, by default only
   * when SITE_URL is this machine (localhost, 127.0.0.0/8, ::1), a local setup.
   */
  devMailbox: boolean
  /** Realtime limits set in the environment (REALTIME_*); the rest keep their defaults. */
  realtimeLimits: Partial<RealtimeLimits>
  /** REST settings that win over supabase/config.toml's `[api]` (tests expose their own schema). */
  restApi?: Partial<RestApiSettings>
}

/** The environment variable of each realtime limit. */
export const REALTIME_LIMIT_ENV: Record<keyof RealtimeLimits, string> = {
  heartbeatTimeoutMs: "REALTIME_HEARTBEAT_TIMEOUT_MS",
  maxChannelsPerSocket: "REALTIME_MAX_CHANNELS_PER_SOCKET",
  maxPayloadBytes: "REALTIME_MAX_PAYLOAD_BYTES",
  maxFrameBytes: "REALTIME_MAX_FRAME_BYTES",
  maxMessagesPerSecond: "REALTIME_MAX_MESSAGES_PER_SECOND",
}

function realtimeLimitsFrom(env: NodeJS.ProcessEnv): Partial<RealtimeLimits> {
  const limits: Partial<RealtimeLimits> = {}
  for (const [limit, name] of Object.entries(REALTIME_LIMIT_ENV) as [keyof RealtimeLimits, string][]) {
    const text = env[name]
    if (text === undefined || text === "") continue
    const value = Number(text)
    // A typo must not quietly become "no limit" (NaN) or a limit nothing passes.
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${text}"`)
    limits[limit] = value
  }
  return limits
}

const LOOPBACK_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i

/** DEV_MAILBOX, else whether the site's address is this machine. */
function devMailboxFrom(env: NodeJS.ProcessEnv, siteUrl: string): boolean {
  const value = env.DEV_MAILBOX
  if (value === "on") return true
  if (value === "off") return false
  if (value !== undefined && value !== "") throw new Error(`DEV_MAILBOX must be on or off, not "${value}"`)
  try {
    return LOOPBACK_HOSTS.test(new URL(siteUrl).hostname)
  } catch {
    return false
  }
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")

/** Reads JWT_SECRET, or keeps a generated one in DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET
  const file = path.join(dataDir, "jwt-secret")
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(48).toString("base64url")
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 })
  return secret
}

function siteRenderingFrom(env: NodeJS.ProcessEnv): SiteRendering {
  const value = env.SITE_RENDERING || "server"
  if (!(SITE_RENDERINGS as readonly string[]).includes(value)) {
    throw new Error(`SITE_RENDERING must be one of ${SITE_RENDERINGS.join(", ")}, not "${value}"`)
  }
  return value as SiteRendering
}

function smtpFrom(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined
  const port = Number(env.SMTP_PORT ?? 587)
  return {
    host: env.SMTP_HOST,
    port,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === "true" : port === 465,
    from: env.SMTP_FROM ?? "Nordika <no-reply@nordika.example>",
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, ".data"))
  const port = overrides.port ?? Number(env.PORT ?? 3000)
  const host = overrides.host ?? env.HOST ?? "0.0.0.0"
  const apiUrl = overrides.apiUrl ?? env.API_URL ?? `http://localhost:${port}`
  const appDir = path.resolve(overrides.appDir ?? env.APP_DIR ?? path.join(repoRoot, "dist-app"))
  const config: ServerConfig = {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, dataDir),
    signingKeysFile: path.join(dataDir, SIGNING_KEYS_FILE),
    signingKeys: env.JWT_KEYS || undefined,
    siteUrl: env.SITE_URL ?? apiUrl,
    apiUrl,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtp: smtpFrom(env),
    jwtExpirySeconds: Number(env.JWT_EXPIRY ?? 3600),
    appDir,
    serverDir: path.join(path.dirname(appDir), "dist-server"),
    siteRendering: siteRenderingFrom(env),
    supabaseDir: path.join(repoRoot, "supabase"),
    rateLimits: env.RATE_LIMITS !== "off",
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    devMailbox: devMailboxFrom(env, overrides.siteUrl ?? env.SITE_URL ?? apiUrl),
    realtimeLimits: realtimeLimitsFrom(env),
    ...overrides,
  }
  parseTrustedProxies(config.trustedProxies)
  return config
}
