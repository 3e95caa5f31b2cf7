/** public.site_settings: the logos and the site theme staff save in the admin area. */
import { z } from "zod"
import type { SiteTheme } from "@nordika/ui"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { getSupabase } from "./supabase"

/** The header and footer logos (site setting 'logos'); null means the default icon and company name. */
export interface SiteLogos {
  headerLogoUrl: string | null
  footerLogoUrl: string | null
}

export const DEFAULT_LOGOS: SiteLogos = { headerLogoUrl: null, footerLogoUrl: null }

const logoUrl = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value.trim() : null))
const logosSchema = z.object({ headerLogoUrl: logoUrl, footerLogoUrl: logoUrl })

const themeSchema = z.object({
  colors: z.record(z.string(), z.string()).optional(),
  typography: z.object({ headingFont: z.string().optional(), bodyFont: z.string().optional() }).optional(),
  sizing: z.object({ radius: z.number().optional() }).optional(),
}) satisfies z.ZodType<SiteTheme>

/** Reads one setting: select value, filter key eq `key`, single row. */
async function readSetting(key: string): Promise<unknown> {
  const supabase = getSupabase()
  if (!supabase) return undefined
  const query = supabase.from("site_settings").select("value").eq("key", key).retry(false)
  // The logos row must exist (single row); the theme row may be absent.
  const { data, error } = await (key === "logos" ? query.single() : query.maybeSingle())
  if (error) {
    warnBackend(`Could not load the site setting '${key}'`, error)
    return undefined
  }
  return data?.value
}

/** The logos; a failure is only logged and the defaults are returned. */
export async function loadLogos(): Promise<SiteLogos> {
  const value = await withTimeout(readSetting("logos"), BACKEND_TIMEOUT_MS, undefined, "site setting 'logos'")
  if (value === undefined || value === null) return DEFAULT_LOGOS
  const parsed = logosSchema.safeParse(value)
  if (!parsed.success) {
    warnBackend("The site setting 'logos' is not an object of logo URLs")
    return DEFAULT_LOGOS
  }
  return parsed.data
}

/** The site theme staff saved, or null (the cached or stylesheet theme then stays). */
export async function loadSiteTheme(): Promise<SiteTheme | null> {
  const value = await withTimeout(readSetting("theme"), BACKEND_TIMEOUT_MS, undefined, "site setting 'theme'")
  if (value === undefined || value === null) return null
  const parsed = themeSchema.safeParse(value)
  if (!parsed.success) {
    warnBackend("The site setting 'theme' is not a theme object")
    return null
  }
  return parsed.data
}
