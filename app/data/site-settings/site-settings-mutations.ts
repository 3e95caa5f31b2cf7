import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import { siteThemeRecord, type ContactAddresses, type ResolvedSiteTheme } from "@nordika/ui"
import type { Database } from "../database.types"
import { saveSetting, type SiteGeneral, type SiteLogos, type SiteSocial } from "../site-settings"
import { siteSettingKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Saves the logos; the cache holds them as saved. */
export function useSaveSiteLogosMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (logos: SiteLogos) => saveSetting(client, "logos", logos),
    onSuccess: (_, logos) => queryClient.setQueryData(siteSettingKeys.setting("logos"), logos),
  })
}

/** Saves the theme (its record: only what differs from the default is stored); the cache holds it as saved. */
export function useSaveSiteThemeMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (theme: ResolvedSiteTheme) => saveSetting(client, "theme", siteThemeRecord(theme)),
    onSuccess: (_, theme) => queryClient.setQueryData(siteSettingKeys.setting("theme"), theme),
  })
}

/** Saves the company's details, then its contact addresses; the cache holds what was saved. */
export function useSaveGeneralSettingsMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ general, contact }: { general: SiteGeneral; contact: ContactAddresses }) => {
      await saveSetting(client, "general", general)
      queryClient.setQueryData(siteSettingKeys.setting("general"), general)
      await saveSetting(client, "contact", contact)
    },
    onSuccess: (_, { contact }) => queryClient.setQueryData(siteSettingKeys.setting("contact"), contact),
  })
}

/** Saves the default social image; the cache holds it as saved. */
export function useSaveSiteSocialMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (social: SiteSocial) => saveSetting(client, "social", social),
    onSuccess: (_, social) => queryClient.setQueryData(siteSettingKeys.setting("social"), social),
  })
}
