import type { ContentPage } from "@nordika/ui/templates"
import { securityHub } from "./hub"
import { dataProtection } from "./data-protection"
import { aiSecurity } from "./ai-security"
import { gdprGlobalStandards } from "./gdpr-global-standards"
import { compliancePack } from "./compliance-pack"

export { securityHub, dataProtection, aiSecurity, gdprGlobalStandards, compliancePack }

/** The security and compliance pages keyed by path. */
export const SECURITY_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [securityHub, dataProtection, aiSecurity, gdprGlobalStandards, compliancePack].map((page) => [page.meta.path, page]),
)
