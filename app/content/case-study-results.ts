/**
 * The metrics of every case study, by its page's path: the case study's page and every card that
 * stands for it elsewhere (a proof block on a service or industry page, a client story on the home
 * page) show these, so each figure is written once and reads the same everywhere. A module of its
 * own, so a page with a card does not load every case study's story.
 */
import type { Stat } from "@nordika/ui/templates"

const RESULTS = {
  "/case-studies/norrvik-industrial-technical-documentation": [
    { value: "38%", label: "higher translation memory leverage" },
    { value: "27%", label: "lower cost per word in year one" },
    { value: "100%", label: "of documentation releases on schedule" },
  ],
  "/case-studies/glimmerfjord-games-simultaneous-launch": [
    { value: "420k", label: "words localized across 12 languages" },
    { value: "1st", label: "time pass on console submission" },
    { value: "3,150", label: "linguistic bugs found and closed before launch" },
  ],
  "/case-studies/aurelia-bio-phase-iii-marketing-authorisation": [
    { value: "19", label: "language versions of two PRO instruments validated" },
    { value: "5 days", label: "to deliver product information in every EEA language" },
    { value: "0", label: "translation findings at the sponsor's vendor audit" },
  ],
  "/case-studies/stockholm-law-firm-icc-arbitration": [
    { value: "1.4 M", label: "documents processed in four languages" },
    { value: "88%", label: "reduction in documents requiring human review" },
    { value: "230", label: "exhibits translated and certified for the hearing" },
  ],
  "/case-studies/alund-bank-machine-translation-programme": [
    { value: "60%", label: "shorter turnaround" },
    { value: "42%", label: "lower cost per word" },
    { value: "34%", label: "of segments cleared for light review by quality estimation" },
  ],
  "/case-studies/vinterhav-ecommerce-expansion": [
    { value: "38,000", label: "products live in 3 new markets in 10 weeks" },
    { value: "−21%", label: "size-related returns in localized markets" },
    { value: "+34%", label: "organic traffic in Germany in 6 months" },
  ],
  "/case-studies/skarv-media-catalogue-subtitling": [
    { value: "2,600 h", label: "of catalogue localized in 9 months" },
    { value: "99.7%", label: "first-pass acceptance against the platform's QC" },
    { value: "7", label: "new market languages plus SDH" },
  ],
  "/case-studies/polarsoft-continuous-localization": [
    { value: "0 days", label: "release lag for localized versions" },
    { value: "72%", label: "fewer linguistic bugs reported by customers" },
    { value: "9", label: "languages shipped with every release" },
  ],
  "/case-studies/baltic-ports-council-hybrid-conference": [
    { value: "2,400", label: "remote attendees with interpretation" },
    { value: "6", label: "languages, including relay through English" },
    { value: "4.9/5", label: "attendee rating of interpretation quality" },
  ],
  "/case-studies/stigen-games-voice-cast": [
    { value: "42,000", label: "lines of dialogue recorded" },
    { value: "160", label: "voice actors cast across 8 languages" },
    { value: "Simship", label: "release in all languages on launch day" },
  ],
} satisfies Record<string, Stat[]>

/** A case study's page path. */
export type CaseStudyPath = keyof typeof RESULTS

/** The metrics of the case study at `path`. */
export function caseStudyResults(path: CaseStudyPath): Stat[] {
  return RESULTS[path]
}
