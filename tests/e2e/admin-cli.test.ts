import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { createClient } from "@supabase/supabase-js"
import ws from "ws"
import { runAdminCli, type CliIo } from "../../scripts/admin"
import { createServer } from "../../server/app"
import type { Queryable } from "../../server/db"
import type { TestServer } from "../../server/testing/harness"
import { TOTP_TITLE } from "../../ui/components/admin/totp-card"
import { createUser, enrolTotp, signInAtLogin, startJourneys, waitForAdminScreen, withFreshPage } from "./staff"

const repoRoot = path.resolve(import.meta.dirname, "../..")

interface CliRun {
  code: number
  out: string
  err: string
}

/** Runs the CLI in this process with `env`, and `stdin` as what a pipe would give. */
async function cli(argv: string[], env: NodeJS.ProcessEnv, stdin = ""): Promise<CliRun> {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { env, readStdin: async () => stdin, out: (line) => out.push(line), err: (line) => err.push(line) }
  const code = await runAdminCli(argv, io)
  return { code, out: out.join("\n"), err: err.join("\n") }
}

/** The generated password the CLI printed. */
function printedPassword(run: CliRun): string {
  const match = /Password \(shown only now[^:]*\): (\S+)/.exec(run.out)
  if (!match) throw new Error(`no password in the output:\n${run.out}\n${run.err}`)
  return match[1]
}

async function auditActions(db: Queryable): Promise<Array<{ action: string; actor_username: string; traits?: Record<string, unknown> }>> {
  const { rows } = await db.query<{ payload: { action: string; actor_username: string; traits?: Record<string, unknown> } }>(
    "select payload from auth.audit_log_entries order by created_at",
  )
  return rows.map((row) => row.payload)
}

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

const tempDirs: string[] = []
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-cli-"))
  tempDirs.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe("npm run admin while the server runs", () => {
  let site: TestServer
  let browser: Browser
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    ;({ site, browser } = await startJourneys())
    // The server's JWT secret, as DATA_DIR's jwt-secret file would give it; its port.
    env = { JWT_SECRET: site.jwtSecret, PORT: new URL(site.url).port, DATA_DIR: tempDataDir() }
  })

  afterAll(() => site?.close())

  it("create-admin makes an admin who signs in at /login with the password it printed once", async () => {
    const email = `ops-${crypto.randomBytes(3).toString("hex")}@nordika.test`
    const run = await cli(["create-admin", email], env)
    expect(run.err).toBe("")
    expect(run.code).toBe(0)
    expect(run.out).toContain(`the running server on port ${env.PORT}`)
    const password = printedPassword(run)
    expect(password.length).toBeGreaterThanOrEqual(24)

    await withFreshPage(browser, async ({ page }) => {
      await signInAtLogin(page, site, { id: "", email, password }, "/admin/users")
      await waitForAdminScreen(page, "Users")
    })
    // The auth server records the admin API's user_signedup (by service_role), then the CLI its own entry.
    const entries = (await auditActions(site.db)).filter((event) => event.traits?.user_email === email)
    expect(entries.map((event) => event.action)).toEqual(["user_signedup", "cli_admin_created"])
    expect(entries[1]).toMatchObject({ action: "cli_admin_created", traits: { role: "admin" } })
    expect(entries[1].actor_username).toMatch(/^admin-cli:/)
  })

  it("create-admin restores an existing banned editor as an unbanned admin", async () => {
    const editor = await createUser(site, "editor")
    const admin = site.client({ key: site.serviceRoleKey }).auth.admin
    await admin.updateUserById(editor.id, { ban_duration: "876000h" })
    const run = await cli(["create-admin", editor.email], env)
    expect(run.code).toBe(0)
    expect(run.out).toContain(`Restored ${editor.email} as an admin`)
    const { data } = await admin.getUserById(editor.id)
    expect(data.user?.app_metadata.role).toBe("admin")
    expect(data.user?.banned_until ?? null).toBeNull()
    const signedIn = await site.client().auth.signInWithPassword({ email: editor.email, password: printedPassword(run) })
    expect(signedIn.error).toBeNull()
  })

  it("reset-password reads the new password from stdin, never from the arguments", async () => {
    const editor = await createUser(site, "editor")
    const password = "a new passphrase for the editor"
    const child = spawn("npx", ["tsx", "scripts/admin.ts", "reset-password", editor.email, "--password-stdin"], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.stdin.end(`${password}\n`)
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve))
    expect(output).not.toContain(password)
    expect(code, output).toBe(0)
    const signedIn = await site.client().auth.signInWithPassword({ email: editor.email, password })
    expect(signedIn.error).toBeNull()

    const onTheCommandLine = await cli(["reset-password", editor.email, "hunter2-hunter2"], env)
    expect(onTheCommandLine.code).toBe(2)
    expect(onTheCommandLine.err).toContain("--password-stdin")
    const tooShort = await cli(["reset-password", editor.email, "--password-stdin"], env, "short\n")
    expect(tooShort.code).toBe(1)
    expect(tooShort.err).toContain("at least 12 characters")
  })

  it("reset-mfa removes the factors and passkeys, so the user signs in without the code step", async () => {
    const admin = await createUser(site, "admin", "lost-phone")
    await enrolTotp(site, admin)
    await site.db.query("insert into auth.webauthn_credentials (user_id, credential_id, public_key) values ($1, $2, $3)", [
      admin.id,
      crypto.randomBytes(32),
      crypto.randomBytes(77),
    ])
    const run = await cli(["reset-mfa", admin.email], env)
    expect(run.code).toBe(0)
    expect(run.out).toContain(
      `Removed 1 MFA factor(s) (authenticator apps and security keys) and 1 passkey(s) of ${admin.email}. They sign in with the password alone`,
    )
    expect((await site.db.query("select 1 from auth.webauthn_credentials where user_id = $1", [admin.id])).rows).toEqual([])

    await withFreshPage(browser, async ({ page }) => {
      await signInAtLogin(page, site, admin)
      await waitForAdminScreen(page, "Dashboard")
      await expect.poll(() => page.getByRole("heading", { name: TOTP_TITLE }).count()).toBe(0)
    })
    expect(
      (await auditActions(site.db)).some(
        (event) => event.action === "cli_mfa_reset" && event.traits?.user_email === admin.email && event.traits?.passkeys_removed === 1,
      ),
    ).toBe(true)
  })

  it("list shows every account with its role and MFA, and is recorded too", async () => {
    const editor = await createUser(site, "editor")
    const run = await cli(["list"], env)
    expect(run.code).toBe(0)
    const line = run.out.split("\n").find((row) => row.startsWith(editor.email))
    expect(line?.split(/\s{2,}/)).toEqual([editor.email, "editor", "yes", "no", "0", "never"])
    expect((await auditActions(site.db)).at(-1)?.action).toBe("cli_users_listed")
  })

  it("records a refused attempt, and says what was wrong", async () => {
    const run = await cli(["reset-mfa", "nobody@nordika.test"], env)
    expect(run.code).toBe(1)
    expect(run.err).toBe("No account has the address nobody@nordika.test.")
    expect((await auditActions(site.db)).at(-1)).toMatchObject({
      action: "cli_reset_mfa_failed",
      traits: { target: "nobody@nordika.test" },
    })
  })

  it("writes through an RPC only the service role may call: not the anonymous key, not a signed-in admin", async () => {
    const admin = await createUser(site, "admin")
    const signedIn = site.client()
    await signedIn.auth.signInWithPassword({ email: admin.email, password: admin.password })
    const event = { action: "forged", log_type: "team", traits: {} }
    for (const client of [site.client(), signedIn]) {
      const { error } = await client.rpc("record_auth_audit_event", event)
      expect(error?.message).toMatch(/permission denied/)
    }
    expect((await auditActions(site.db)).some((entry) => entry.action === "forged")).toBe(false)
  })

  it("says so when the running server has another JWT secret", async () => {
    const run = await cli(["list"], { ...env, JWT_SECRET: crypto.randomBytes(32).toString("base64url") })
    expect(run.code).toBe(1)
    expect(run.err).toContain("refused the service-role key")
  })
})

describe("npm run admin with no server running", () => {
  it("opens DATA_DIR's database itself; the server started on it later signs the admin in and has the audit entries", async () => {
    const dataDir = tempDataDir()
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()) }
    const created = await cli(["create-admin", "first.admin@nordika.test"], env)
    expect(created.err).toBe("")
    expect(created.out).toContain(`the database in ${dataDir}`)
    const listed = await cli(["list"], env)
    expect(listed.out).toContain("first.admin@nordika.test")
    // PGlite holds the directory only while the CLI runs.
    expect(fs.existsSync(path.join(dataDir, "pgdata", "postmaster.pid"))).toBe(false)

    const server = await createServer({ env: { DATA_DIR: dataDir }, quiet: true })
    try {
      const client = createClient("http://nordika.local", server.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as never },
        global: { fetch: ((input: string, init?: RequestInit) => server.fetch(new Request(input, init))) as typeof fetch },
      })
      const { data, error } = await client.auth.signInWithPassword({
        email: "first.admin@nordika.test",
        password: printedPassword(created),
      })
      expect(error).toBeNull()
      expect(data.user?.app_metadata.role).toBe("admin")
      expect((await auditActions(server.ctx.db)).map((event) => event.action)).toEqual([
        // The CLI creates the account through the auth admin API, which records it as GoTrue does.
        "user_signedup",
        "cli_admin_created",
        "cli_users_listed",
        "login",
      ])
    } finally {
      await server.close()
    }
  })

  it("leaves a database another process holds alone", async () => {
    const dataDir = tempDataDir()
    fs.mkdirSync(path.join(dataDir, "pgdata"), { recursive: true })
    fs.writeFileSync(path.join(dataDir, "pgdata", "postmaster.pid"), "-42\n")
    const run = await cli(["list"], { DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(run.code).toBe(1)
    expect(run.err).toContain("is open in another process")
  })
})
