/**
 * Industries section: the /industries hub, 19 top-level industry pages and the sub-pages of
 * life sciences, legal and manufacturing. One source of truth for routes, menus and the sitemap.
 */
import type { ContentPage } from "@nordika/ui/templates"
import type { IndustryPageCopy } from "../page-copy"

import hub from "./hub"

import technology from "./technology"
import manufacturing from "./manufacturing"
import gaming from "./gaming"
import energyMining from "./energy-mining"
import lifeSciences from "./life-sciences"
import legal from "./legal"
import financeBanking from "./finance-banking"
import publicSector from "./public-sector"
import retailEcommerce from "./retail-ecommerce"
import travelHospitality from "./travel-hospitality"
import mediaEntertainment from "./media-entertainment"
import marketingAdvertising from "./marketing-advertising"
import healthcare from "./healthcare"
import educationElearning from "./education-elearning"
import environment from "./environment"
import foodBeverage from "./food-beverage"
import agriculture from "./agriculture"
import luxury from "./luxury"
import nonProfit from "./non-profit"

import pharmaceutical from "./life-sciences/pharmaceutical"
import corporateContent from "./life-sciences/corporate-content"
import clinicalDocumentTranslation from "./life-sciences/clinical-document-translation"
import eclinicalContentManagement from "./life-sciences/eclinical-content-management"
import marketingCommercialization from "./life-sciences/marketing-commercialization"
import lifeSciencesInterpretation from "./life-sciences/interpretation"
import pharmacovigilanceSafetyReporting from "./life-sciences/pharmacovigilance-safety-reporting"
import coaEcoaSolutions from "./life-sciences/coa-ecoa-solutions"

import translationLanguageServices from "./legal/translation-language-services"
import digitalForensics from "./legal/digital-forensics"
import ediscoveryEarlyCaseAssessment from "./legal/ediscovery-early-case-assessment"
import documentReview from "./legal/document-review"
import depositionTrialSupport from "./legal/deposition-trial-support"
import paperDiscoveryProduction from "./legal/paper-discovery-production"
import managedServicesLitigationSupport from "./legal/managed-services-litigation-support"
import technologyAssistedReview from "./legal/technology-assisted-review"

import heavyEquipment from "./manufacturing/heavy-equipment"
import automotive from "./manufacturing/automotive"
import aerospaceDefense from "./manufacturing/aerospace-defense"
import consumerGoodsElectronics from "./manufacturing/consumer-goods-electronics"
import semiconductors from "./manufacturing/semiconductors"
import industrialAutomation from "./manufacturing/industrial-automation"
import mechanicalEngineering from "./manufacturing/mechanical-engineering"
import chemicalsMaterials from "./manufacturing/chemicals-materials"

/** The /industries overview page. */
export const INDUSTRY_HUB: ContentPage = hub

/** The 19 top-level industry pages, in menu order (mega-menu entries first). */
export const INDUSTRIES: readonly IndustryPageCopy[] = [
  technology,
  manufacturing,
  gaming,
  energyMining,
  lifeSciences,
  legal,
  financeBanking,
  publicSector,
  retailEcommerce,
  travelHospitality,
  mediaEntertainment,
  marketingAdvertising,
  healthcare,
  educationElearning,
  environment,
  foodBeverage,
  agriculture,
  luxury,
  nonProfit,
]

/** Sub-pages of the three industries with a sub-page grid, keyed by the parent's slug. */
export const INDUSTRY_SUB_PAGES: Readonly<Record<"life-sciences" | "legal" | "manufacturing", readonly IndustryPageCopy[]>> = {
  "life-sciences": [
    pharmaceutical,
    corporateContent,
    clinicalDocumentTranslation,
    eclinicalContentManagement,
    marketingCommercialization,
    lifeSciencesInterpretation,
    pharmacovigilanceSafetyReporting,
    coaEcoaSolutions,
  ],
  legal: [
    translationLanguageServices,
    digitalForensics,
    ediscoveryEarlyCaseAssessment,
    documentReview,
    depositionTrialSupport,
    paperDiscoveryProduction,
    managedServicesLitigationSupport,
    technologyAssistedReview,
  ],
  manufacturing: [
    heavyEquipment,
    automotive,
    aerospaceDefense,
    consumerGoodsElectronics,
    semiconductors,
    industrialAutomation,
    mechanicalEngineering,
    chemicalsMaterials,
  ],
}

/** Every industry page and sub-page (43 in all), keyed by meta.path. */
export const INDUSTRY_PAGES_BY_PATH: Readonly<Record<string, IndustryPageCopy>> = Object.fromEntries(
  [...INDUSTRIES, ...Object.values(INDUSTRY_SUB_PAGES).flat()].map((page) => [page.meta.path, page]),
)

/** Legacy industry paths and where they now live. */
export const INDUSTRY_REDIRECTS: Readonly<Record<string, string>> = {
  "/industries/marketing-retail": "/industries/marketing-advertising",
}
