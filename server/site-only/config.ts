import path from "node:path"
import { z } from "zod"
import { SITE_RENDERINGS, type SiteRendering } from "../site/pages"

/** What a site-only server needs: the hosted project it renders against, and where it serves. */
export interface SiteOnlyConfig {
  /** The project's API (https://<ref>.supabase.co): the render reads it, the browser talks to it. */
  supabaseUrl: string
  /** The project's public key: the only key this mode knows, and the one /config.js gives the browser. */
  anonKey: string
  port: number
  host: string
  /** Public address of the site: canonical and Open Graph URLs, the sitemap. */
  siteUrl: string
  appDir: string
  serverDir: string
  siteRendering: SiteRendering
  trustedProxies: string[]
}

/** A configuration this mode refuses, said in one line (main prints it, never a stack trace). */
export class SiteOnlyConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, "../..")

/** The payload of a JWT-shaped key (an anon or service_role key), or undefined for any other shape. */
function jwtClaims(key: string): Record<string, unknown> | undefined {
  const [, payload] = key.split(".")
  if (!payload || key.split(".").length !== 3) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const httpUrl = (name: string) =>
  z
    .string({ error: `${name} is missing` })
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: `${name} must be an http(s) address such as https://<ref>.supabase.co`,
    })
    .transform((value) => value.replace(/\/+$/, ""))

// The service role key bypasses row level security: this mode reads what a visitor may read and hands
// its key to every browser, so only a public key (a legacy anon JWT or a publishable key) is taken.
const publicKey = z
  .string({ error: "SUPABASE_ANON_KEY is missing: give the project's anon (publishable) key" })
  .trim()
  .refine((key) => !key.startsWith("sb_secret_") && jwtClaims(key)?.role !== "service_role", {
    error: "SUPABASE_ANON_KEY is a secret (service role) key: give the project's anon (publishable) key, which is all this mode needs",
    abort: true,
  })
  .refine((key) => key.startsWith("sb_publishable_") || jwtClaims(key)?.role === "anon", {
    error: "SUPABASE_ANON_KEY is not an anon key: give the project's anon (publishable) key",
  })

const siteOnlyEnv = z.object({
  SUPABASE_URL: httpUrl("SUPABASE_URL"),
  SUPABASE_ANON_KEY: publicKey,
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .optional()
    .refine((value) => !value, {
      error: "SUPABASE_SERVICE_ROLE_KEY is set: a site-only server never needs it; remove it from its environment",
    }),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value, {
      error: "DATABASE_URL is set beside SUPABASE_URL: a site-only server has no database of its own; unset one of them",
    }),
  PORT: z.coerce.number({ error: "PORT must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: httpUrl("SITE_URL").optional(),
  APP_DIR: z.string().optional(),
  SITE_RENDERING: z.enum(SITE_RENDERINGS as [SiteRendering, ...SiteRendering[]]).default("server"),
  TRUSTED_PROXIES: z.string().default(""),
})

/** Whether the environment asks for the site-only mode: SUPABASE_URL or SUPABASE_ANON_KEY is set. */
export function isSiteOnly(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.SUPABASE_URL || env.SUPABASE_ANON_KEY)
}

/** The site-only configuration from the environment; SiteOnlyConfigError names every problem at once. */
export function loadSiteOnlyConfig(env: NodeJS.ProcessEnv): SiteOnlyConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""))
  const parsed = siteOnlyEnv.safeParse(blankAsUnset)
  if (!parsed.success) throw new SiteOnlyConfigError(parsed.error.issues.map((issue) => issue.message).join("; "))
  const { SUPABASE_URL, SUPABASE_ANON_KEY, PORT, HOST, SITE_URL, APP_DIR, SITE_RENDERING, TRUSTED_PROXIES } = parsed.data
  const appDir = path.resolve(APP_DIR ?? path.join(repoRoot, "dist-app"))
  return {
    supabaseUrl: SUPABASE_URL,
    anonKey: SUPABASE_ANON_KEY,
    port: PORT,
    host: HOST,
    siteUrl: SITE_URL ?? `http://localhost:${PORT}`,
    appDir,
    serverDir: path.join(path.dirname(appDir), "dist-server"),
    siteRendering: SITE_RENDERING,
    trustedProxies: TRUSTED_PROXIES.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  }
}
