/** Where the Supabase API is and which public key to use. */
export interface SupabaseConfig {
  url: string
  anonKey: string
  /** The fetch supabase-js sends requests with (the server render's goes in-process, without a socket). */
  fetch?: typeof fetch
}

let provided: SupabaseConfig | null | undefined
/** The backend of the server render under way, when its server named one for it (see `provideRenderScope`). */
let inRenderScope: () => SupabaseConfig | null | undefined = () => undefined

/**
 * The server render and the build's prerender name their backend here: they have no window and no
 * /config.js. Null renders from the bundled content.
 */
export function provideSupabaseConfig(config: SupabaseConfig | null) {
  provided = config
}

/**
 * How the server render finds the backend of the render under way: one process may hold several
 * servers (the tests), and they share the render's module, so a backend provided once would be the
 * last server's for all of them.
 */
export function provideRenderScope(read: () => SupabaseConfig | null | undefined) {
  inRenderScope = read
}

declare global {
  interface Window {
    /**
     * Set by /config.js, which the local server writes at run time; `hostedProject`: the API is the
     * project at `supabaseUrl` (a site-only server), not this origin.
     */
    __NORDIKA_CONFIG__?: { supabaseUrl?: string | null; supabaseAnonKey?: string; realtime?: boolean; hostedProject?: boolean }
  }
}

/**
 * A build for a hosted Supabase project carries VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY. In
 * local mode the server that serves the app gives both at run time through /config.js, on the
 * same origin as the page; a site-only server names the hosted project there instead.
 */
export function resolveSupabaseConfig(): SupabaseConfig | null {
  const scoped = inRenderScope()
  if (scoped !== undefined) return scoped
  if (provided !== undefined) return provided
  const builtUrl = import.meta.env.VITE_SUPABASE_URL as string | undefined
  const builtKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined
  if (builtUrl && builtKey) return { url: builtUrl, anonKey: builtKey }
  const runtime = typeof window === "undefined" ? undefined : window.__NORDIKA_CONFIG__
  if (!runtime?.supabaseAnonKey) return null
  return { url: (runtime.hostedProject && runtime.supabaseUrl) || location.origin, anonKey: runtime.supabaseAnonKey }
}

/**
 * Whether the backend has a realtime server: a hosted project always does; the local server says so
 * in /config.js. Without one the app opens no socket (a refused socket would only log errors).
 */
export function realtimeAvailable(): boolean {
  if (import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY) return true
  return typeof window !== "undefined" && window.__NORDIKA_CONFIG__?.realtime === true
}
