/** public.private_settings' query keys (admins only). */
export const privateSettingKeys = {
  all: () => ["private-settings"] as const,
  leadRecipients: () => ["private-settings", "lead-recipients"] as const,
}
