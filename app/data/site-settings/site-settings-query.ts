import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import { resolveSiteTheme, type ContactAddresses } from "@nordika/ui"
import type { Database } from "../database.types"
import { FORM_DATA } from "../query-client"
import {
  contactAddressesFromValue,
  fetchSettingForStaff,
  siteGeneralSchema,
  siteSocialSchema,
  siteThemeFromValue,
  type SiteGeneral,
  type SiteLogos,
  type SiteSocial,
} from "../site-settings"
import { siteSettingKeys } from "./keys"

type Client = SupabaseClient<Database>

/** The header and footer logos (none when unset). */
const siteLogosQueryOptions = (client: Client) =>
  queryOptions({
    ...FORM_DATA,
    queryKey: siteSettingKeys.setting("logos"),
    queryFn: async (): Promise<SiteLogos> => {
      const value = (await fetchSettingForStaff(client, "logos")) as Partial<SiteLogos> | null
      return { headerLogoUrl: value?.headerLogoUrl ?? null, footerLogoUrl: value?.footerLogoUrl ?? null }
    },
  })

/** The site theme, every token resolved (the default's where the stored one has none). */
const siteThemeQueryOptions = (client: Client) =>
  queryOptions({
    ...FORM_DATA,
    queryKey: siteSettingKeys.setting("theme"),
    queryFn: async () => resolveSiteTheme(siteThemeFromValue(await fetchSettingForStaff(client, "theme"))),
  })

/** The company's details; null when the stored value is not one (the screen offers the bundled ones). */
const siteGeneralQueryOptions = (client: Client) =>
  queryOptions({
    ...FORM_DATA,
    queryKey: siteSettingKeys.setting("general"),
    queryFn: async (): Promise<SiteGeneral | null> => {
      const parsed = siteGeneralSchema.safeParse(await fetchSettingForStaff(client, "general"))
      return parsed.success ? parsed.data : null
    },
  })

/** The contact addresses; null when the stored value is not one. */
const siteContactQueryOptions = (client: Client) =>
  queryOptions({
    ...FORM_DATA,
    queryKey: siteSettingKeys.setting("contact"),
    queryFn: async (): Promise<ContactAddresses | null> => contactAddressesFromValue(await fetchSettingForStaff(client, "contact")),
  })

/** The default social image (none when unset or not a valid value). */
const siteSocialQueryOptions = (client: Client) =>
  queryOptions({
    ...FORM_DATA,
    queryKey: siteSettingKeys.setting("social"),
    queryFn: async (): Promise<SiteSocial> => {
      const parsed = siteSocialSchema.safeParse(await fetchSettingForStaff(client, "social"))
      return parsed.success ? parsed.data : { defaultImage: null }
    },
  })

export const useSiteSocialQuery = (client: Client) => useQuery(siteSocialQueryOptions(client))
export const useSiteLogosQuery = (client: Client) => useQuery(siteLogosQueryOptions(client))
export const useSiteThemeQuery = (client: Client) => useQuery(siteThemeQueryOptions(client))
export const useSiteGeneralQuery = (client: Client) => useQuery(siteGeneralQueryOptions(client))
export const useSiteContactQuery = (client: Client) => useQuery(siteContactQueryOptions(client))
