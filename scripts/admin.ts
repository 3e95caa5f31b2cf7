/**
 * `npm run admin -- <command>`: the operator's last resort for staff access, run from the server's shell.
 *
 *   create-admin <email> [--password-stdin]    creates the admin, or restores an existing account as one
 *                                              (confirmed, unbanned, role admin, a new password)
 *   reset-password <email> [--password-stdin]  gives the account a new password
 *   reset-mfa <email>                          removes every MFA factor and passkey (sign-in with the password alone, then enrol again)
 *   list                                       every account: role, confirmed, banned, MFA, last sign-in
 *
 * Passwords are generated (and printed once) or read from stdin with --password-stdin, never taken
 * from the command line. When the server answers on PORT, the CLI goes through its auth admin API with
 * the service-role key of DATA_DIR's JWT secret (or JWT_SECRET); otherwise it opens the database itself
 * (PGlite in DATA_DIR, or DATABASE_URL): PGlite allows one process per data directory. Every command
 * is written to auth.audit_log_entries.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js"
import ws from "ws"
import { createServer } from "../server/app"
import { loadConfig } from "../server/config"
import { apiKeys } from "../server/jwt"

/** A password given through stdin must be at least this long (generated ones are 24 characters). */
export const MIN_PASSWORD_LENGTH = 12
/** How long the CLI waits for the running server to answer before it opens the database itself. */
export const SERVER_PROBE_TIMEOUT_MS = 2000

const USAGE = `Usage: npm run admin -- <command>

  create-admin <email> [--password-stdin]    create an admin, or restore an existing account as one
  reset-password <email> [--password-stdin]  set a new password
  reset-mfa <email>                          remove every MFA factor and passkey of the account
  list                                       list every account with its role and MFA

Without --password-stdin a strong password is generated and printed once.
Reads DATA_DIR, DATABASE_URL, JWT_SECRET and PORT like the server (and a .env file).`

const AUDIT_FAILURE = "The command ran, but it could not be written to the audit log"

/** Where the CLI reads and writes; tests pass their own. */
export interface CliIo {
  env: NodeJS.ProcessEnv
  readStdin: () => Promise<string>
  out: (line: string) => void
  err: (line: string) => void
}

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message)
  }
}

/** The auth admin API reached one way or the other, and how to let go of it. */
interface Backend {
  client: SupabaseClient
  /** Said once, so the operator knows which database was changed. */
  description: string
  close(): Promise<void>
}

// supabase-js builds a realtime client too, which on Node 20 needs a WebSocket implementation.
const clientOptions = {
  // The admin API's passkey calls are experimental in supabase-js; the auth server speaks them.
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } },
  realtime: { transport: ws as never },
}

/** Whether the Nordika server answers on `url` and takes `apiKey`; an error when it refuses the key, or something else answers. */
async function serverAnswers(url: string, apiKey: string): Promise<boolean> {
  let response: Response
  try {
    response = await fetch(`${url}/auth/v1/health`, { headers: { apikey: apiKey }, signal: AbortSignal.timeout(SERVER_PROBE_TIMEOUT_MS) })
  } catch {
    return false
  }
  const body = (await response.json().catch(() => null)) as { name?: string; message?: string } | null
  if (response.ok && body?.name === "GoTrue") return true
  if (response.status === 401 && body?.message) throw keysRefused(url, body.message)
  throw new CliError(`Something answers on ${url} but it is not the Nordika server. Set PORT to the server's port.`)
}

function keysRefused(where: string, reason: string): CliError {
  return new CliError(
    `The server at ${where} refused the service-role key (${reason}). It runs with another DATA_DIR or JWT_SECRET: give this command the same ones.`,
  )
}

async function connect(env: NodeJS.ProcessEnv): Promise<Backend> {
  const config = loadConfig(env)
  const { serviceRoleKey } = await apiKeys(config.jwtSecret)
  // A server listening on every interface is reached on the loopback one.
  const host = ["0.0.0.0", "::", ""].includes(config.host) ? "127.0.0.1" : config.host
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`
  if (await serverAnswers(url, serviceRoleKey)) {
    return {
      client: createClient(url, serviceRoleKey, clientOptions),
      description: `the running server on port ${config.port}`,
      close: async () => undefined,
    }
  }
  const lock = path.join(config.dataDir, "pgdata", "postmaster.pid")
  if (!config.databaseUrl && fs.existsSync(lock)) {
    throw new CliError(
      [
        `The database in ${config.dataDir} is open in another process (${lock} exists), but no server answers on port ${config.port}.`,
        "If the server runs on another port, set PORT to it. If no server is running (it was killed), remove that file and run this again.",
      ].join("\n"),
    )
  }
  const server = await createServer({ env, quiet: true, linkChecks: false })
  const inProcess = (input: string | URL | Request, init?: RequestInit) => server.fetch(new Request(input, init))
  try {
    return {
      client: createClient("http://nordika.local", server.keys.serviceRoleKey, {
        ...clientOptions,
        global: { fetch: inProcess as typeof fetch },
      }),
      description: config.databaseUrl
        ? "the database at DATABASE_URL (no server running)"
        : `the database in ${config.dataDir} (no server running)`,
      close: () => server.close(),
    }
  } catch (error) {
    await server.close()
    throw error
  }
}

/** Turns a failed admin API answer into the operator's words. */
function adminApiFailure(what: string, error: { message: string; status?: number }): CliError {
  if (error.status === 401 || error.status === 403) return keysRefused("PORT", `${what}: ${error.message}`)
  return new CliError(`${what}: ${error.message}`)
}

async function allUsers(client: SupabaseClient): Promise<User[]> {
  const users: User[] = []
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw adminApiFailure("Could not list the accounts", error)
    users.push(...data.users)
    if (data.users.length < 1000) return users
  }
}

async function findUser(client: SupabaseClient, email: string): Promise<User | undefined> {
  const wanted = email.trim().toLowerCase()
  return (await allUsers(client)).find((user) => user.email?.toLowerCase() === wanted)
}

async function requireUser(client: SupabaseClient, email: string): Promise<User> {
  const user = await findUser(client, email)
  if (!user) throw new CliError(`No account has the address ${email}.`)
  return user
}

/** A new password: from stdin with --password-stdin (checked), else generated. */
async function newPassword(fromStdin: boolean, io: CliIo): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: crypto.randomBytes(18).toString("base64url"), generated: true }
  const password = (await io.readStdin()).replace(/\r?\n$/, "")
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(`The password from stdin must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  }
  return { password, generated: false }
}

function printPassword(io: CliIo, password: { password: string; generated: boolean }) {
  if (!password.generated) return io.out("Password: the one read from stdin.")
  io.out(`Password (shown only now; keep it in a password manager): ${password.password}`)
}

function needEmail(positionals: string[], command: string): string {
  const email = positionals[1]
  if (!email || !email.includes("@")) throw new CliError(`${command} needs an email address.\n\n${USAGE}`, 2)
  return email
}

function verifiedFactorCount(user: User): number {
  return user.factors?.filter((factor) => factor.status === "verified").length ?? 0
}

/** Who ran the command, as the audit log names the actor. */
function actorName(): string {
  let name = "unknown"
  try {
    name = os.userInfo().username
  } catch {
    // No user database (some containers): the host still says where it ran.
  }
  return `admin-cli:${name}@${os.hostname()}`
}

interface AuditEvent {
  action: string
  logType: "team" | "user" | "factor"
  traits: Record<string, unknown>
}

async function recordAudit(client: SupabaseClient, event: AuditEvent): Promise<void> {
  const { error } = await client.rpc("record_auth_audit_event", {
    action: event.action,
    log_type: event.logType,
    traits: event.traits,
    actor: actorName(),
  })
  if (error) throw new CliError(`${AUDIT_FAILURE}: ${error.message}`)
}

type Command = (args: { client: SupabaseClient; positionals: string[]; passwordStdin: boolean; io: CliIo }) => Promise<AuditEvent>

const COMMANDS: Record<string, Command> = {
  async "create-admin"({ client, positionals, passwordStdin, io }) {
    const email = needEmail(positionals, "create-admin")
    const password = await newPassword(passwordStdin, io)
    const existing = await findUser(client, email)
    const attributes = { password: password.password, email_confirm: true, app_metadata: { role: "admin" } }
    const { data, error } = existing
      ? await client.auth.admin.updateUserById(existing.id, { ...attributes, ban_duration: "none" })
      : await client.auth.admin.createUser({ email, ...attributes })
    if (error) throw adminApiFailure(`Could not ${existing ? "restore" : "create"} ${email}`, error)
    io.out(existing ? `Restored ${data.user.email} as an admin (confirmed, not banned).` : `Created the admin ${data.user.email}.`)
    printPassword(io, password)
    return {
      action: existing ? "cli_admin_restored" : "cli_admin_created",
      logType: "team",
      traits: { user_id: data.user.id, user_email: data.user.email, role: "admin" },
    }
  },

  async "reset-password"({ client, positionals, passwordStdin, io }) {
    const email = needEmail(positionals, "reset-password")
    const user = await requireUser(client, email)
    const password = await newPassword(passwordStdin, io)
    const { error } = await client.auth.admin.updateUserById(user.id, { password: password.password })
    if (error) throw adminApiFailure(`Could not set the password of ${email}`, error)
    io.out(`Set a new password for ${user.email}.`)
    printPassword(io, password)
    return { action: "cli_password_reset", logType: "user", traits: { user_id: user.id, user_email: user.email } }
  },

  async "reset-mfa"({ client, positionals, io }) {
    const email = needEmail(positionals, "reset-mfa")
    const user = await requireUser(client, email)
    const { data, error } = await client.auth.admin.mfa.listFactors({ userId: user.id })
    if (error) throw adminApiFailure(`Could not list the factors of ${email}`, error)
    for (const factor of data.factors) {
      const removed = await client.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id })
      if (removed.error) throw adminApiFailure(`Could not remove a factor of ${email}`, removed.error)
    }
    // A passkey signs in on its own, so a lost one goes too.
    const passkeys = await client.auth.admin.passkey.listPasskeys({ userId: user.id })
    if (passkeys.error) throw adminApiFailure(`Could not list the passkeys of ${email}`, passkeys.error)
    for (const passkey of passkeys.data) {
      const removed = await client.auth.admin.passkey.deletePasskey({ userId: user.id, passkeyId: passkey.id })
      if (removed.error) throw adminApiFailure(`Could not remove a passkey of ${email}`, removed.error)
    }
    const factorsRemoved = data.factors.length
    const passkeysRemoved = passkeys.data.length
    io.out(
      factorsRemoved + passkeysRemoved === 0
        ? `${user.email} had no MFA factor (authenticator app or security key) and no passkey.`
        : `Removed ${factorsRemoved} MFA factor(s) (authenticator apps and security keys) and ${passkeysRemoved} passkey(s) of ${user.email}. They sign in with the password alone, then should enrol again.`,
    )
    return {
      action: "cli_mfa_reset",
      logType: "factor",
      traits: { user_id: user.id, user_email: user.email, factors_removed: factorsRemoved, passkeys_removed: passkeysRemoved },
    }
  },

  async list({ client, io }) {
    const users = await allUsers(client)
    const rows = users.map((user) => [
      user.email ?? "(no email)",
      typeof user.app_metadata?.role === "string" ? user.app_metadata.role : "-",
      user.email_confirmed_at ? "yes" : "no",
      user.banned_until && new Date(user.banned_until) > new Date() ? "yes" : "no",
      String(verifiedFactorCount(user)),
      user.last_sign_in_at ?? "never",
    ])
    const header = ["email", "role", "confirmed", "banned", "mfa", "last sign-in"]
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
    for (const row of [header, ...rows])
      io.out(
        row
          .map((cell, column) => cell.padEnd(widths[column]))
          .join("  ")
          .trimEnd(),
      )
    io.out(`${users.length} account(s).`)
    return { action: "cli_users_listed", logType: "team", traits: { accounts: users.length } }
  },
}

interface Invocation {
  positionals: string[]
  passwordStdin: boolean
  help: boolean
}

function parseInvocation(argv: string[]): Invocation {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "password-stdin": { type: "boolean" }, help: { type: "boolean", short: "h" } },
  })
  return { positionals, passwordStdin: values["password-stdin"] ?? false, help: values.help ?? false }
}

/** Runs one CLI command; resolves with the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  let invocation: Invocation
  try {
    invocation = parseInvocation(argv)
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const { positionals, passwordStdin, help } = invocation
  const command = COMMANDS[positionals[0] ?? ""]
  if (help || !command) {
    ;(help ? io.out : io.err)(USAGE)
    return help ? 0 : 2
  }
  if (positionals.length > (positionals[0] === "list" ? 1 : 2)) {
    io.err(`Too many arguments (a password is never given on the command line: use --password-stdin).\n\n${USAGE}`)
    return 2
  }

  let backend: Backend | undefined
  try {
    backend = await connect(io.env)
    io.out(`Using ${backend.description}.`)
    const event = await command({ client: backend.client, positionals, passwordStdin, io })
    await recordAudit(backend.client, event)
    return 0
  } catch (error) {
    const message = error instanceof CliError ? error.message : `Failed: ${(error as Error).message}`
    io.err(message)
    // A refused attempt is part of the record too (once the database could be reached at all).
    if (backend && !(error instanceof CliError && error.message.startsWith(AUDIT_FAILURE))) {
      const failed = {
        action: `cli_${positionals[0].replace(/-/g, "_")}_failed`,
        logType: "team" as const,
        traits: { target: positionals[1] ?? null, error: message },
      }
      await recordAudit(backend.client, failed).catch((auditError: Error) => io.err(auditError.message))
    }
    return error instanceof CliError ? error.exitCode : 1
  } finally {
    await backend?.close()
  }
}

async function readAllStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new CliError(
      `--password-stdin reads a piped password, e.g. printf '%s' "$NEW_PASSWORD" | npm run admin -- reset-password <email> --password-stdin`,
    )
  }
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString("utf8")
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (fs.existsSync(".env")) process.loadEnvFile(".env")
  const code = await runAdminCli(process.argv.slice(2), {
    env: process.env,
    readStdin: readAllStdin,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  })
  process.exit(code)
}
