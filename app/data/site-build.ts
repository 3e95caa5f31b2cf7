/**
 * The static export's build after a staff change to what the public pages show (docs/hosting.md, "Rebuilding
 * on publish"): publish-document asks for it itself; the other paths (unpublish, trash and restore, the
 * home page's sections, the settings, the client logos) ask through the deploy-hook function, which calls
 * the host's hook once the content has been quiet (one build per batch) and does nothing when no hook is set.
 */
import type { SupabaseClient } from "@supabase/supabase-js"

/**
 * Asks for the build after a change that is already committed. Never rejects: a build that cannot be asked
 * for fails nothing (the change is owed a build in public.deploy_hook_state, and the next request pays it).
 */
export async function requestSiteBuild(client: SupabaseClient): Promise<void> {
  try {
    const { error } = await client.functions.invoke("deploy-hook", { body: { action: "build" } })
    if (error) console.warn("[deploy-hook] the site's build could not be asked for:", error.message)
  } catch (error) {
    console.warn("[deploy-hook] the site's build could not be asked for:", error)
  }
}
