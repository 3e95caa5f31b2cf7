/** public.content_sections: the staff-editable sections of the site, with the bundled content as seed and fallback. */
import type { z } from "zod"
import { HOME } from "../content/home"
import { leen } from "../content/technology/leen"
import type {
  ClientSuccess,
  ContentPage,
  HomeHeroContent,
  ServicesOverviewContent,
  TestimonialsContent,
  WhoWeAre,
} from "@nordika/ui/templates"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import {
  clientSuccessSchema,
  contentPageSchema,
  homeHeroSchema,
  servicesOverviewSchema,
  testimonialsSchema,
  whoWeAreSchema,
} from "./content-schemas"
import { getSupabase } from "./supabase"
import type { TranslationLocale } from "#shared/locales"

/** What each key of content_sections holds (the check constraint of the table lists the same keys). */
export interface ContentSections {
  home_hero: HomeHeroContent
  services_overview: ServicesOverviewContent
  testimonials: TestimonialsContent
  client_success: ClientSuccess
  /** The home page's "Who we are" section (the /about/who-we-are page stays bundled content). */
  who_we_are: WhoWeAre
  /** The whole /technology/leen page. */
  leen_page: ContentPage
}
export type ContentSectionKey = keyof ContentSections

export const CONTENT_SECTION_KEYS = [
  "home_hero",
  "services_overview",
  "testimonials",
  "client_success",
  "who_we_are",
  "leen_page",
] as const satisfies readonly ContentSectionKey[]

/** The bundled version of every section: the seed (scripts/gen-content-seed.ts) and the fallback. */
export const BUNDLED_SECTIONS: ContentSections = {
  home_hero: HOME.hero,
  services_overview: HOME.servicesOverview,
  testimonials: HOME.testimonials,
  client_success: HOME.clientSuccess,
  who_we_are: HOME.whoWeAre,
  leen_page: leen,
}

export const CONTENT_SECTION_SCHEMAS: { [K in ContentSectionKey]: z.ZodType<ContentSections[K]> } = {
  home_hero: homeHeroSchema,
  services_overview: servicesOverviewSchema,
  testimonials: testimonialsSchema,
  client_success: clientSuccessSchema,
  who_we_are: whoWeAreSchema,
  leen_page: contentPageSchema,
}

/** A stored value if it is valid, else the bundled one (with a warning). */
export function sectionOrBundled<K extends ContentSectionKey>(key: K, stored: unknown): ContentSections[K] {
  if (stored === undefined || stored === null) return BUNDLED_SECTIONS[key]
  const parsed = CONTENT_SECTION_SCHEMAS[key].safeParse(stored)
  if (parsed.success) return parsed.data
  warnBackend(
    `content_sections '${key}' does not match its shape (${parsed.error.issues[0]?.path.join(".") || "value"}: ${parsed.error.issues[0]?.message})`,
  )
  return BUNDLED_SECTIONS[key]
}

/**
 * Reads the published sections `keys` in one request. Missing, unpublished or invalid rows, a missing
 * backend, an error or no answer within BACKEND_TIMEOUT_MS all give the bundled content.
 */
export async function loadContentSections<K extends ContentSectionKey>(keys: readonly K[]): Promise<Pick<ContentSections, K>> {
  const stored = await withTimeout(fetchRows(keys), BACKEND_TIMEOUT_MS, new Map<string, unknown>(), "content sections")
  return Object.fromEntries(keys.map((key) => [key, sectionOrBundled(key, stored.get(key))])) as Pick<ContentSections, K>
}

async function fetchRows(keys: readonly ContentSectionKey[]): Promise<Map<string, unknown>> {
  const supabase = getSupabase()
  if (!supabase) return new Map()
  const { data, error } = await supabase
    .from("content_sections")
    .select("key, value")
    .eq("published", true)
    .in("key", [...keys])
    .retry(false)
  if (error) {
    warnBackend("Could not load content sections", error)
    return new Map()
  }
  return new Map((data ?? []).map((row) => [row.key, row.value]))
}

/** The sections in a page's language: each one's live translation, or its English where none is live. */
export interface LocalizedSections<K extends ContentSectionKey> {
  sections: Pick<ContentSections, K>
  /** The sections that show in English (no live translation, or one that does not match its shape). */
  english: K[]
}

/**
 * Reads the sections `keys` in `locale`: the English sections (as loadContentSections) and the live
 * translations (public.content_section_translations' published values, which RLS gives only while the
 * English section is published) side by side. A translation that is missing, not live, invalid or not
 * answered within BACKEND_TIMEOUT_MS leaves that section in English.
 */
export async function loadLocalizedContentSections<K extends ContentSectionKey>(
  keys: readonly K[],
  locale: TranslationLocale,
): Promise<LocalizedSections<K>> {
  const [english, translated] = await Promise.all([
    loadContentSections(keys),
    withTimeout(fetchTranslations(keys, locale), BACKEND_TIMEOUT_MS, new Map<string, unknown>(), "content section translations"),
  ])
  const sections = { ...english } as Pick<ContentSections, K>
  const inEnglish: K[] = []
  for (const key of keys) {
    const stored = translated.get(key)
    const parsed = stored === undefined ? undefined : CONTENT_SECTION_SCHEMAS[key].safeParse(stored)
    if (parsed?.success) {
      sections[key] = parsed.data as ContentSections[K]
    } else {
      if (parsed) warnBackend(`content_section_translations '${key}' (${locale}) does not match its shape: showing the English`)
      inEnglish.push(key)
    }
  }
  return { sections, english: inEnglish }
}

async function fetchTranslations(keys: readonly ContentSectionKey[], locale: TranslationLocale): Promise<Map<string, unknown>> {
  const supabase = getSupabase()
  if (!supabase) return new Map()
  const { data, error } = await supabase
    .from("content_section_translations")
    .select("key, published_value")
    .eq("locale", locale)
    .in("key", [...keys])
    .retry(false)
  if (error) {
    warnBackend("Could not load the content sections' translations", error)
    return new Map()
  }
  return new Map((data ?? []).filter((row) => row.published_value !== null).map((row) => [row.key, row.published_value]))
}
