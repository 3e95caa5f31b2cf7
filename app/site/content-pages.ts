/** Every free-form page (about, hubs, technology, careers, freelancers, sustainability, security), keyed by path. */
import type { ContentPage } from "@nordika/ui/templates"
import { ABOUT_PAGES } from "../content/about"
import { servicesHub } from "../content/services/hub"
import INDUSTRY_HUB from "../content/industries/hub"
import { resourcesHub } from "../content/resources/hub"
import { brochure } from "../content/resources/brochure"
import { CAREERS_PAGES } from "../content/careers"
import { FREELANCERS_PAGES } from "../content/freelancers"
import { TECHNOLOGY_PAGES } from "../content/technology"
import { SUSTAINABILITY_PAGES } from "../content/sustainability"
import { SECURITY_PAGES } from "../content/security"

export const CONTENT_PAGES: Readonly<Record<string, ContentPage>> = {
  ...ABOUT_PAGES,
  [servicesHub.meta.path]: servicesHub,
  [INDUSTRY_HUB.meta.path]: INDUSTRY_HUB,
  [resourcesHub.meta.path]: resourcesHub,
  [brochure.meta.path]: brochure,
  ...CAREERS_PAGES,
  ...FREELANCERS_PAGES,
  ...TECHNOLOGY_PAGES,
  ...SUSTAINABILITY_PAGES,
  ...SECURITY_PAGES,
}
