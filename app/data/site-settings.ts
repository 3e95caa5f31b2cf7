/** public.site_settings: the logos and the site theme staff save in the admin area. */
import { z } from "zod"
import type { SupabaseClient } from "@supabase/supabase-js"
import {
  CONTACT_PURPOSES,
  type ContactAddresses,
  type ContactPurpose,
  type PostalAddress,
  type SiteTheme,
  type SocialPlatform,
} from "@nordika/ui"
import type { Database, Json } from "./database.types"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { getSupabase } from "./supabase"

/** The header and footer logos (site setting 'logos'); null means the default icon and company name. */
export interface SiteLogos {
  headerLogoUrl: string | null
  footerLogoUrl: string | null
}

const DEFAULT_LOGOS: SiteLogos = { headerLogoUrl: null, footerLogoUrl: null }

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

/** Company name, phone, postal address and social profiles (site setting 'general'), read by the public footer. */
export interface SiteGeneral {
  companyName: string
  contactPhone: string
  address: PostalAddress
  socialLinks: { platform: SocialPlatform; href: string }[]
}

const nonEmpty = z.string().trim().min(1)
export const siteGeneralSchema = z.object({
  companyName: nonEmpty,
  contactPhone: nonEmpty,
  address: z.object({ name: nonEmpty, street: nonEmpty, postalCode: nonEmpty, city: nonEmpty, country: nonEmpty }),
  socialLinks: z.array(z.object({ platform: z.enum(["linkedin", "x", "youtube", "instagram"]), href: z.string().startsWith("https://") })),
}) satisfies z.ZodType<SiteGeneral>

/** The general settings staff saved, or null (the footer then shows its bundled company details). */
export async function loadGeneralSettings(): Promise<SiteGeneral | null> {
  const value = await withTimeout(readSetting("general"), BACKEND_TIMEOUT_MS, undefined, "site setting 'general'")
  if (value === undefined || value === null) return null
  const parsed = siteGeneralSchema.safeParse(value)
  if (!parsed.success) {
    warnBackend("The site setting 'general' is not a set of company details")
    return null
  }
  return parsed.data
}

/** An address as the database's check accepts it (20261128000400_contact_addresses.sql). */
const emailAddress = z.string().regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
const contactAddressesSchema = z.object(
  Object.fromEntries(CONTACT_PURPOSES.map((purpose) => [purpose, emailAddress])) as Record<ContactPurpose, typeof emailAddress>,
) satisfies z.ZodType<ContactAddresses>

/** A stored 'contact' value as one address per purpose, or null when it is not one. */
export function contactAddressesFromValue(value: unknown): ContactAddresses | null {
  const parsed = contactAddressesSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The contact address of each purpose staff saved (site setting 'contact'), or null (the site then shows its bundled ones). */
export async function loadContactAddresses(): Promise<ContactAddresses | null> {
  const value = await withTimeout(readSetting("contact"), BACKEND_TIMEOUT_MS, undefined, "site setting 'contact'")
  if (value === undefined || value === null) return null
  const addresses = contactAddressesFromValue(value)
  if (!addresses) warnBackend("The site setting 'contact' is not one email address per purpose")
  return addresses
}

/** The site-wide default social image (site setting 'social'): a media library image's id, or null. */
export interface SiteSocial {
  defaultImage: string | null
}

export const siteSocialSchema = z.object({ defaultImage: z.uuid().nullable() }) satisfies z.ZodType<SiteSocial>

/** How wide the social card's picture is drawn (1.91:1 cards are 1200 px wide). */
const SOCIAL_IMAGE_WIDTH_PX = 1200

/**
 * The address of the default social image staff chose, or null: the picture of a page's social card when
 * the page has neither its own SEO image nor a cover. The library read loads only when one is chosen.
 */
export async function loadDefaultSocialImage(): Promise<string | null> {
  const value = await withTimeout(readSetting("social"), BACKEND_TIMEOUT_MS, undefined, "site setting 'social'")
  const parsed = siteSocialSchema.safeParse(value)
  const id = parsed.success ? parsed.data.defaultImage : null
  if (!id) return null
  const { readMediaImages } = await import("./media-delivery")
  return (await readMediaImages([id], [SOCIAL_IMAGE_WIDTH_PX]))[id]?.src ?? null
}

/** One setting's value for the admin (null when the row is absent); errors are thrown. */
export async function fetchSettingForStaff(client: SupabaseClient<Database>, key: string): Promise<unknown> {
  const { data, error } = await client.from("site_settings").select("value").eq("key", key).maybeSingle()
  if (error) throw new Error(error.message)
  return data?.value ?? null
}

/** The settings the admin saves, by key. */
export interface EditableSettings {
  logos: SiteLogos
  theme: SiteTheme
  general: SiteGeneral
  contact: ContactAddresses
  social: SiteSocial
}

/** A stored theme value as a theme, or null when it is not one. */
export function siteThemeFromValue(value: unknown): SiteTheme | null {
  const parsed = themeSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Saves one setting (the database checks the value and names a bad field in its refusal). */
export async function saveSetting<Key extends keyof EditableSettings>(
  client: SupabaseClient<Database>,
  key: Key,
  value: EditableSettings[Key],
): Promise<void> {
  // The shapes are plain JSON objects; their interfaces just lack Json's index signature.
  const { error } = await client.from("site_settings").upsert({ key, value: value as unknown as Json })
  if (error) throw new Error(error.message)
  // Loaded here, not with the module: every public page loads this module for the settings it reads.
  const { requestSiteBuild } = await import("./site-build")
  await requestSiteBuild(client)
}
