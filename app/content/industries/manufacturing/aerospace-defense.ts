import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "aerospace-defense",
  meta: {
    path: "/industries/manufacturing/aerospace-defense",
    title: "Aerospace & Defense Translation Services",
    description:
      "S1000D and ATA iSpec 2200 translation, ASD-STE100 Simplified Technical English and ITAR/EAR-controlled workflows for aerospace and defence suppliers.",
  },
  hero: {
    eyebrow: "Manufacturing · Aerospace & defense",
    heading: "Technical publications for aircraft, space and defence programmes",
    intro:
      "Aerospace OEMs, MRO providers and defence suppliers trust Nordika with maintenance data, programme documentation and export-controlled content.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "S1000D", label: "data modules translated in your CSDB" },
    { value: "STE", label: "ASD-STE100 writers and checkers" },
    { value: "Controlled", label: "workflows for ITAR/EAR and national export rules" },
    { value: "Offset", label: "and industrial cooperation documents in 30+ languages" },
  ],
  overview: [
    "Aerospace documentation is governed by specifications: S1000D for modular technical publications, ATA iSpec 2200 for commercial aircraft maintenance data, and ASD-STE100 Simplified Technical English for source writing. Translation has to respect those structures, and for defence programmes, export control and national security rules decide who may see the data at all.",
    "We translate aircraft maintenance manuals, illustrated parts catalogues, component maintenance manuals, training material and programme management documents, and write or check source content in Simplified Technical English. For defence and space, we translate tender responses, offset and industrial participation agreements, and interoperability documentation.",
    "Export-controlled content is handled in a segregated workflow: technical data classified under ITAR or the EAR, or under EU Dual-Use Regulation 2021/821, is assigned only to translators who meet the nationality and licensing conditions you specify, in restricted environments with access logs.",
  ],
  challenges: [
    {
      title: "Export control",
      description: "Technical data may only be shared with authorised persons and locations, and violations carry severe penalties.",
      icon: "Lock",
    },
    {
      title: "Specification compliance",
      description: "S1000D business rules, ATA chapters and STE rules must be preserved exactly through translation.",
      icon: "ListChecks",
    },
    {
      title: "Long programme lifecycles",
      description: "Aircraft and defence systems remain in service for decades, and terminology must stay stable.",
      icon: "History",
    },
  ],
  solutions: [
    {
      title: "Segregated controlled workflow",
      description: "Vetted translators, restricted projects and audit logs for export-controlled and classified-adjacent content.",
      icon: "Shield",
    },
    {
      title: "CSDB-native translation",
      description: "S1000D data modules and publication modules translated without breaking applicability or references.",
      icon: "Database",
    },
    {
      title: "Simplified Technical English",
      description: "Source writing and checking in ASD-STE100 to improve clarity and reduce translation cost.",
      icon: "Type",
    },
  ],
  proof: {
    client: "Hägervik Aerostructures, a Nordic Tier 1 aerostructures supplier",
    summary:
      "Hägervik needed its component maintenance manuals rewritten in STE and translated into French, German and Spanish for airline customers, with part of the content subject to EAR controls. We rewrote 2,400 pages in STE, translated them in a segregated workflow and delivered S1000D-compliant data modules.",
    results: [
      { value: "−24%", label: "source word count after STE rewriting" },
      { value: "2,400", label: "pages delivered as S1000D data modules" },
      { value: "0", label: "export-control deviations in audit" },
    ],
  },
  faqs: [
    {
      question: "Can you handle ITAR-controlled technical data?",
      answer:
        "We can run projects with translators who meet the nationality and authorisation requirements you specify, in restricted environments. Export classification and licensing decisions remain with you as the exporter.",
    },
    {
      question: "Do you work in our CSDB?",
      answer: "Yes, either directly with user access or through exchange packages from common S1000D authoring and CSDB tools.",
    },
    {
      question: "Is STE worth it for translation?",
      answer:
        "Usually yes. Simplified Technical English reduces word counts and ambiguity, which lowers translation cost and improves consistency across languages.",
    },
  ],
  cta: {
    heading: "Discuss your programme's requirements",
    text: "Tell us about your publications, specifications and control requirements, and we will design a compliant workflow.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/manufacturing",
    "/security-compliance",
    "/services/technical-content-creation",
    "/industries/manufacturing/mechanical-engineering",
  ],
}

export default page
