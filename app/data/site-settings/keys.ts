/** The site settings' query keys, one per setting the admin edits (site_settings' key). */
export const siteSettingKeys = {
  all: () => ["site-settings"] as const,
  setting: (key: "logos" | "theme" | "general" | "contact" | "social") => ["site-settings", key] as const,
}
