/**
 * deploy-hook: the static export's build hook (docs/hosting.md). Portable web-standard code, as the
 * other functions.
 *
 * POST { action: "test" }    admins: calls the hook now, records and answers the outcome
 *   200 { status, error }     status: the host's HTTP status, null when it could not be reached
 *   404 not_configured        no hook is set
 * POST { action: "build" }   staff: asks for a build after a change the publish path did not call
 *   202 { queued: true }      for itself (the hook is called once the content has been quiet, after the answer)
 *   401 not_authenticated, 403 not_staff | not_admin | insufficient_aal
 *
 * publish-document asks for the build itself; every change to what the pages show is owed one
 * whoever asks (the request_site_build trigger counts them), and one call pays for them all.
 */
import { z } from "zod"
import { callDeployHook, deliverSiteBuild, deployHookQuietMs } from "../_shared/deploy-hook.ts"
import { json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { currentCaller, roleOf, serviceBackend, verifiedFactors, type FunctionEnv } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

const requestSchema = z.object({ action: z.enum(["test", "build"], { message: 'action must be "test" or "build"' }) })

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler((request) => deployHook(request, env))(req)
}

async function deployHook(req: Request, env: FunctionEnv): Promise<Response> {
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in first")
  const role = roleOf(caller.user)
  if (!role) throw new RequestError(403, "not_staff", "Only staff may ask for a build")
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app first")
  }
  const backend = serviceBackend(env)
  const { action } = await readBody(req, requestSchema)

  if (action === "build") {
    const delivery = deliverSiteBuild(
      backend,
      deployHookQuietMs((name) => env.get(name)),
    )
    if (env.waitUntil) env.waitUntil(delivery)
    else await delivery
    return json({ queued: true }, 202)
  }

  if (role !== "admin") throw new RequestError(403, "not_admin", "Only admins may test the deploy hook")
  if (!(await backend.rpc<boolean>("admin_session_policy_met", { p_user_id: caller.user.id, p_amr: caller.amr }))) {
    throw new RequestError(403, "insufficient_aal", "Verify with your passkey or security key first")
  }
  const url = await backend.rpc<string | null>("deploy_hook_url", {})
  if (!url) throw new RequestError(404, "not_configured", "Save a deploy hook URL first")
  return json(await callDeployHook(backend, url))
}
