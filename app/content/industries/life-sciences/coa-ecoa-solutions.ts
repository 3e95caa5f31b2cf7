import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "coa-ecoa-solutions",
  meta: {
    path: "/industries/life-sciences/coa-ecoa-solutions",
    title: "COA & eCOA Linguistic Validation Services",
    description:
      "Linguistic validation of PRO, ClinRO, ObsRO and PerfO instruments following ISPOR guidelines, with cognitive debriefing and eCOA migration support.",
  },
  hero: {
    eyebrow: "Life sciences · COA & eCOA",
    heading: "Linguistic validation that makes patient outcomes comparable across countries",
    intro:
      "Sponsors, instrument developers and eCOA vendors trust Nordika to produce conceptually equivalent versions of clinical outcome assessments for global trials.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "900+", label: "instruments validated, from EQ-5D-style measures to disease-specific PROs" },
    { value: "110+", label: "language and country versions" },
    { value: "5–8", label: "cognitive debriefing participants per language, per ISPOR practice" },
    { value: "eCOA", label: "migration and screenshot review included" },
  ],
  overview: [
    "Patient-reported and clinician-reported outcomes are often primary or key secondary endpoints. If a Spanish patient understands 'moderate pain' differently from a Swedish one, pooled data lose meaning, and regulators such as the FDA and EMA expect evidence of conceptual equivalence. Our COA team follows the ISPOR Principles of Good Practice for translation and cultural adaptation of PRO measures.",
    "A standard linguistic validation includes concept elaboration with the developer, two independent forward translations, reconciliation, back-translation by a translator blind to the original, developer review, cognitive debriefing interviews with patients in the target country, proofreading and a full report documenting every decision. Clinician-reported, observer-reported and performance outcome measures follow adapted workflows.",
    "For electronic COA, we manage migration of paper instruments to handheld, tablet and web formats, with screenshot review and, where recommended by the Critical Path Institute's ePRO consortium guidance, usability testing. We also handle copyright holder approvals and licensing coordination.",
  ],
  challenges: [
    {
      title: "Conceptual equivalence",
      description:
        "Literal translation fails when idioms, response scales or recall periods carry different meanings in the target culture.",
      icon: "Scale",
    },
    {
      title: "Developer and licensing requirements",
      description: "Many instrument owners mandate their own methodology, reviewers and approvals before a version can be used.",
      icon: "KeyRound",
    },
    {
      title: "Recruitment for debriefing",
      description: "Finding patients with the target condition in every country, on time, is often the bottleneck.",
      icon: "Users",
    },
  ],
  solutions: [
    {
      title: "ISPOR-aligned methodology",
      description:
        "Dual forward translation, reconciliation, back-translation, harmonisation across languages and cognitive debriefing, fully documented.",
      icon: "ListChecks",
    },
    {
      title: "Patient recruitment network",
      description: "In-country interviewers and recruitment partners experienced in reaching patients with specific conditions.",
      icon: "HandHeart",
    },
    {
      title: "eCOA migration",
      description: "Faithful migration to electronic formats, screenshot review on target devices and equivalence documentation.",
      icon: "Smartphone",
    },
    {
      title: "Harmonisation across languages",
      description: "A central harmonisation review compares all versions for consistent interpretation of each item.",
      icon: "Languages",
    },
  ],
  proof: {
    client: "Lumen Respiratory, a Swiss–Swedish biotech in severe asthma",
    summary:
      "Lumen's Phase III programme used a disease-specific symptom diary and two generic PROs in 23 countries, all on handheld eCOA devices. We ran linguistic validation with cognitive debriefing for the diary, licensed existing translations of the generic instruments, and delivered screenshot-reviewed eCOA versions ahead of the first site activation.",
    results: [
      { value: "31", label: "language versions of the symptom diary" },
      { value: "186", label: "cognitive debriefing interviews completed" },
      { value: "2 weeks", label: "ahead of first site activation" },
    ],
  },
  faqs: [
    {
      question: "How long does a linguistic validation take?",
      answer:
        "Typically eight to twelve weeks per language for a new PRO with cognitive debriefing, running languages in parallel. Recruitment for rare conditions can extend this, so we start early.",
    },
    {
      question: "What documentation do we receive?",
      answer:
        "A linguistic validation report per language with translator credentials, each step's output, item-by-item decisions, debriefing results and the final version, suitable for regulatory submission.",
    },
    {
      question: "Can you work with instrument owners' requirements?",
      answer:
        "Yes. We routinely follow developer-specific methodologies and coordinate reviews and approvals with instrument owners and licensing organisations.",
    },
  ],
  cta: {
    heading: "Validate your outcome measures with confidence",
    text: "Share the instruments and countries in your programme, and we will plan validation and eCOA migration around your first-patient-in date.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/industries/life-sciences/eclinical-content-management",
    "/industries/life-sciences/clinical-document-translation",
    "/industries/life-sciences/interpretation",
  ],
}

export default page
