/** public.security_settings' query keys. */
export const securitySettingKeys = {
  all: () => ["security-settings"] as const,
  adminFactorRequirement: () => ["security-settings", "admin-factor-requirement"] as const,
}
