import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "energy-mining",
  meta: {
    path: "/industries/energy-mining",
    title: "Energy & Mining Translation Services",
    description:
      "Technical translation for wind, hydro, grid, oil and gas and mining: permits, EIAs, HSE manuals, O&M documentation and multilingual site training.",
  },
  hero: {
    eyebrow: "Energy & mining",
    heading: "Technical language services for energy and mining projects",
    intro:
      "Developers, operators, OEMs and mining companies use Nordika for the permits, contracts, safety documentation and training that keep multinational projects moving.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "160+", label: "engineers and geoscientists in our linguist network" },
    { value: "250k", label: "terms in our energy and mining termbases" },
    { value: "35", label: "languages for HSE and site induction material" },
    { value: "ISO 17100", label: "certified translation process" },
  ],
  overview: [
    "Energy and mining projects are international by default: a Swedish wind farm built with a Danish turbine OEM and a Spanish EPC contractor; a Finnish mine with Chilean shareholders and a Polish workforce. Every party needs to understand the same permit conditions, technical specifications and safety rules.",
    "Our energy team covers the project life cycle: feasibility studies, environmental impact assessments and permit applications; tender documents, FIDIC contracts and financing documents; engineering specifications, drawings and O&M manuals; and HSE procedures, lock-out/tag-out instructions and site induction training. For mining clients, we translate NI 43-101 and JORC-style resource reports and sustainability disclosures aligned to the EU Taxonomy and CSRD.",
    "Translators with engineering and geoscience backgrounds work with project-specific termbases, and translation memories are kept per project so that terminology from the EIA matches the construction manual years later.",
  ],
  challenges: [
    {
      title: "Permits under public scrutiny",
      description:
        "Environmental impact assessments and permit applications are read by authorities, courts and local communities and must be precise in every language.",
      icon: "Landmark",
    },
    {
      title: "Safety-critical instructions",
      description: "Ambiguity in lock-out/tag-out procedures, confined-space permits or blasting instructions puts people at risk.",
      icon: "ShieldCheck",
    },
    {
      title: "Multilingual workforces",
      description: "Sites employ contractors who speak a dozen languages and need training and signage they understand.",
      icon: "Users",
    },
    {
      title: "Drawings and CAD files",
      description:
        "Text embedded in P&IDs, single-line diagrams and CAD drawings is hard to extract and re-insert without breaking layouts.",
      icon: "PenTool",
    },
  ],
  solutions: [
    {
      title: "Permit and EIA translation",
      description:
        "Specialists in environmental law and science translate applications, EIAs and consultation responses to the standard authorities expect.",
      icon: "FileCheck",
    },
    {
      title: "HSE and site training",
      description:
        "Safety manuals, toolbox talks and e-learning localized and voiced for the languages on site, with pictogram-first layouts where useful.",
      icon: "GraduationCap",
    },
    {
      title: "Engineering documentation",
      description:
        "O&M manuals, specifications and drawings translated with CAD text extraction and desktop publishing (DTP), keeping drawing numbers and tags intact.",
      icon: "Wrench",
    },
    {
      title: "Interpreting for site and board",
      description:
        "Consecutive interpreters for site audits and community consultations; simultaneous interpreting for board and investor meetings.",
      icon: "Mic",
    },
  ],
  proof: {
    client: "Vindvall Energi, a Nordic onshore wind developer",
    summary:
      "Vindvall was building a 300 MW wind farm in northern Sweden with a German turbine supplier and a Polish civil contractor. We translated permit conditions and environmental monitoring plans into German and Polish, localized HSE inductions into six languages, and supported site audits with interpreters. The project was completed without a single language-related safety incident.",
    results: [
      { value: "1.1 M", label: "words across permits, contracts and O&M documents" },
      { value: "6", label: "languages for site induction and HSE training" },
      { value: "0", label: "language-related HSE incidents reported" },
    ],
  },
  faqs: [
    {
      question: "Can you translate text inside CAD drawings?",
      answer:
        "Yes. We extract text from DWG, DXF and PDF drawings, translate it with your termbase and re-insert it, checking that tags, drawing numbers and layouts stay intact.",
    },
    {
      question: "Do you cover Sami or other minority languages for consultations?",
      answer:
        "We work with Northern, Lule and South Sami translators and interpreters for consultations in Sápmi, and with indigenous-language partners for projects elsewhere.",
    },
    {
      question: "How do you keep terminology consistent over a multi-year project?",
      answer:
        "Each project has its own termbase and translation memory in Leen, owned by you, and the same core team stays assigned from permitting through operation.",
    },
  ],
  cta: {
    heading: "Keep your project on schedule in every language",
    text: "Send us your document list and languages, and our energy team will propose a terminology set-up and delivery plan.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/translation",
    "/services/technical-content-creation",
    "/services/dtp",
    "/industries/environment",
    "/industries/manufacturing/heavy-equipment",
  ],
}

export default page
