/**
 * staff-setup: the first administrator of a new installation, while no admin exists yet.
 *
 * POST { token, email, displayName, password }
 *
 * The token is STAFF_SETUP_TOKEN: on Supabase a secret the operator sets (`supabase secrets set`),
 * in the local server one derived from its JWT secret and printed in its log while no admin exists.
 * 403 for a wrong token, 409 once any admin exists (then only admins add staff, through admin-users),
 * 503 when no token is configured. The account is created confirmed, with role admin, and the event is
 * written to auth.audit_log_entries.
 */
import { recordAudit } from "../_shared/audit.ts"
import { clientAddress, json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { staffSetupRequestSchema } from "../_shared/staff.ts"
import { isBannedNow, roleOf, serviceBackend, type FunctionEnv, type GoTrueUser } from "../_shared/supabase.ts"

/** How the audit log names the actor of a first-run setup (no one is signed in yet). */
export const SETUP_ACTOR = "first-run setup"

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))
}

/** Compares digests of both, so the time taken says nothing about how much of the token was right. */
async function sameToken(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i]
  return difference === 0
}

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler(async (request) => {
    const body = await readBody(request, staffSetupRequestSchema)
    const expected = env.get("STAFF_SETUP_TOKEN")
    if (!expected) throw new RequestError(503, "setup_unavailable", "First-run setup is not configured on this server (STAFF_SETUP_TOKEN)")
    if (!(await sameToken(body.token, expected))) throw new RequestError(403, "invalid_setup_token", "This setup link is not valid")

    const backend = serviceBackend(env)
    const admins = (await backend.listAllUsers()).filter((user) => !user.deleted_at && roleOf(user) === "admin" && !isBannedNow(user))
    if (admins.length > 0) {
      throw new RequestError(
        409,
        "setup_done",
        "This site already has an administrator. Sign in, or ask an administrator for an invitation.",
      )
    }
    const user = await backend.auth<GoTrueUser>("POST", "/admin/users", {
      email: body.email,
      password: body.password,
      email_confirm: true,
      app_metadata: { role: "admin" },
      user_metadata: body.displayName ? { display_name: body.displayName } : {},
    })
    await recordAudit(backend, {
      action: "staff_setup_admin_created",
      logType: "team",
      actor: { id: user.id, email: SETUP_ACTOR },
      target: { id: user.id, email: user.email ?? null },
      ip: clientAddress(request),
    })
    return json({ user: { id: user.id, email: user.email ?? null } })
  })(req)
}
