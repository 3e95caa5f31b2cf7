import type { ServicePageCopy } from "../page-copy"
import { translation } from "./translation"
import { websiteLocalization } from "./website-localization"
import { softwareAppLocalization } from "./software-app-localization"
import { subtitlingCaptioning } from "./subtitling-captioning"
import { interpretation } from "./interpretation"
import { voiceOver } from "./voice-over"
import { transcription } from "./transcription"
import { multimediaLocalization } from "./multimedia-localization"
import { multilingualCopywritingTranscreation } from "./multilingual-copywriting-transcreation"
import { technicalContentCreation } from "./technical-content-creation"
import { trainingForArtificialIntelligence } from "./training-for-artificial-intelligence"
import { machineTranslation } from "./machine-translation"
import { emailChatSupport } from "./email-chat-support"
import { dtp } from "./dtp"
import { translationApisConnectors } from "./translation-apis-connectors"
import { internationalSeoSem } from "./international-seo-sem"
import { aiTechSolutions } from "./ai-tech-solutions"
import { adaptedTeamsProcesses } from "./adapted-teams-processes"
import { qualityManagementCertifications } from "./quality-management-certifications"
import { localizationTesting } from "./localization-testing"
import { communication } from "./communication"
import { consumerElectronicsLocalization } from "./consumer-electronics-localization"

export { servicesHub } from "./hub"

/** Every service page, in the order the site lists its services (the sitemap and listings use it). */
export const SERVICES: readonly ServicePageCopy[] = [
  translation,
  websiteLocalization,
  softwareAppLocalization,
  subtitlingCaptioning,
  interpretation,
  voiceOver,
  transcription,
  multimediaLocalization,
  multilingualCopywritingTranscreation,
  technicalContentCreation,
  trainingForArtificialIntelligence,
  machineTranslation,
  emailChatSupport,
  dtp,
  translationApisConnectors,
  internationalSeoSem,
  aiTechSolutions,
  adaptedTeamsProcesses,
  qualityManagementCertifications,
  localizationTesting,
  communication,
  consumerElectronicsLocalization,
]

/** Service pages keyed by slug (the last segment of /services/<slug>). */
export const SERVICES_BY_SLUG: Readonly<Record<string, ServicePageCopy>> = Object.fromEntries(
  SERVICES.map((service) => [service.slug, service]),
)
