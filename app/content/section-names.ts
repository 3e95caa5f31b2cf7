import type { TranslationLocale } from "#shared/locales"

/**
 * A related-link card's kind of page (SITE_SECTIONS' `singular`) on a Swedish or German page, by the
 * English section (the target's first path segment), in the glossary's terms ("kundcase", "Fallstudie").
 */
export const SECTION_SINGULAR_IN: Readonly<Record<TranslationLocale, Readonly<Record<string, string>>>> = {
  sv: {
    about: "Om Nordika",
    services: "Tjänst",
    industries: "Bransch",
    "case-studies": "Kundcase",
    resources: "Resurser",
    blog: "Blogginlägg",
    news: "Nyheter",
    careers: "Karriär",
    freelancers: "Frilansare",
    technology: "Teknik",
    sustainability: "Hållbarhet",
    "security-compliance": "Säkerhet och regelefterlevnad",
    contact: "Kontakt",
  },
  de: {
    about: "Über Nordika",
    services: "Leistung",
    industries: "Branche",
    "case-studies": "Fallstudie",
    resources: "Ressourcen",
    blog: "Blogbeitrag",
    news: "Aktuelles",
    careers: "Karriere",
    freelancers: "Freiberufler",
    technology: "Technologie",
    sustainability: "Nachhaltigkeit",
    "security-compliance": "Sicherheit und Compliance",
    contact: "Kontakt",
  },
}
