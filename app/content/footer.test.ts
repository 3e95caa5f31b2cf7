import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { SiteFooter } from "@nordika/ui"
import { FOOTER_COLUMNS, FOOTER_CONTENT, FOOTER_LEGAL_LINKS, SOCIAL_LINKS } from "./footer"

/** The public routes of the site's specification that the footer may link to. */
const SPEC_ROUTES = new Set([
  "/",
  ...["who-we-are", "history", "mission", "values", "vision", "team", "clients", "technical-tools"].map((s) => `/about/${s}`),
  "/services",
  ...[
    "translation",
    "website-localization",
    "software-app-localization",
    "subtitling-captioning",
    "interpretation",
    "voice-over",
    "transcription",
    "multimedia-localization",
    "multilingual-copywriting-transcreation",
    "technical-content-creation",
    "training-for-artificial-intelligence",
    "machine-translation",
    "email-chat-support",
    "dtp",
    "translation-apis-connectors",
    "international-seo-sem",
    "ai-tech-solutions",
    "adapted-teams-processes",
    "quality-management-certifications",
    "localization-testing",
    "communication",
    "consumer-electronics-localization",
  ].map((s) => `/services/${s}`),
  "/industries",
  "/case-studies",
  "/resources",
  "/resources/blog",
  "/resources/glossary",
  "/resources/news",
  "/resources/brochure",
  "/careers",
  "/careers/life-at-nordika",
  "/careers/open-positions",
  "/careers/application-portal",
  "/freelancers",
  "/freelancers/become-partner",
  "/freelancers/apply-join-events",
  "/technology",
  "/technology/leen",
  "/technology/workflow-automation",
  "/technology/integrations",
  "/technology/ai-solutions",
  "/sustainability",
  "/sustainability/esg-strategy",
  "/sustainability/initiatives",
  "/sustainability/reports-commitments",
  "/security-compliance",
  "/contact",
  "/contact/request-quote",
  "/contact/global-offices",
  "/contact/book-consultation",
  "/terms-of-use",
  "/privacy-policy",
  "/cookie-preferences",
  "/copyright",
  "/modern-slavery-statement",
  "/data-processing-agreement",
  "/sitemap",
  "/faq",
])

describe("the footer links", () => {
  it("has the four columns of the spec", () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(["Company", "Services", "Resources", "Support"])
  })

  it("leads only to public routes of the spec", () => {
    const hrefs = [...FOOTER_COLUMNS.flatMap((column) => column.links), ...FOOTER_LEGAL_LINKS].map((link) => link.href)
    expect(hrefs.filter((href) => !SPEC_ROUTES.has(href))).toEqual([])
  })

  it("ends with the four legal links", () => {
    expect(FOOTER_LEGAL_LINKS).toEqual([
      { href: "/terms-of-use", text: "Terms of Use" },
      { href: "/privacy-policy", text: "Privacy Policy" },
      { href: "/cookie-preferences", text: "Cookie Preferences" },
      { href: "/copyright", text: "Copyright" },
    ])
  })

  it("has four named social links that leave the site", () => {
    expect(SOCIAL_LINKS.map((link) => link.platform)).toEqual(["linkedin", "x", "youtube", "instagram"])
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })

  it("gives the copyright line to Nordika AB", () => {
    const footer = renderToStaticMarkup(createElement(SiteFooter, { ...FOOTER_CONTENT, year: 2031 }))
    expect(footer).toContain("© 2031 Nordika AB. All rights reserved.")
  })
})
