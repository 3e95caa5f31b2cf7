import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "semiconductors",
  meta: {
    path: "/industries/manufacturing/semiconductors",
    title: "Semiconductor Translation for Fabs & Equipment",
    description:
      "Translation for semiconductor equipment makers and fabs: SEMI S2 safety manuals, process specs, datasheets and fab training in English and Asian languages.",
  },
  hero: {
    eyebrow: "Manufacturing · Semiconductors",
    heading: "Precise translation for the semiconductor supply chain",
    intro:
      "Equipment manufacturers, fabs, materials suppliers and chip designers use Nordika for technical documentation that crosses Europe, the US and Asia.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "4", label: "core Asian fab languages: Japanese, Korean and both Chinese scripts" },
    { value: "SEMI S2", label: "safety manual structure preserved" },
    { value: "Singapore", label: "office serving Asian fab customers in their time zone" },
    { value: "ISO 27001", label: "protection for process IP and roadmaps" },
  ],
  overview: [
    "Semiconductor equipment is built in Europe, the US and Japan and installed in fabs in Taiwan, Korea, China, Singapore and the US. Installation, safety, maintenance and process documentation must be available to fab engineers and technicians in their own language, and SEMI S2 and S8 assessments expect safety information to be clear and complete.",
    "Our semiconductor linguists have backgrounds in physics, materials science and electrical engineering. They translate equipment safety and operation manuals, installation and facilities guides, maintenance procedures and service notes, process and material specifications, datasheets and application notes, and fab training material. Terms such as overlay, critical dimension, etch selectivity and wafer-level packaging are handled in a shared termbase that spans your product lines.",
    "Process recipes, roadmaps and customer-specific data are among the most valuable IP a company has. Projects run in restricted environments under ISO 27001, and customer-specific content can be siloed by account.",
  ],
  challenges: [
    {
      title: "Highly specialised terminology",
      description: "Lithography, deposition, metrology and packaging vocabulary evolves quickly and varies by company.",
      icon: "Cpu",
    },
    {
      title: "Asian customer expectations",
      description: "Fab customers in Taiwan, Korea and Japan expect documentation in their language and conventions.",
      icon: "Globe",
    },
    {
      title: "Protecting process IP",
      description: "Customer-specific and process documentation must be shielded from competitors sharing the same supply chain.",
      icon: "Lock",
    },
  ],
  solutions: [
    {
      title: "Engineer-linguists",
      description: "Physicists and electrical engineers translating into and out of Asian and European languages.",
      icon: "Microscope",
    },
    {
      title: "Safety and compliance documentation",
      description: "SEMI S2-oriented safety manuals, hazard labels and lock-out procedures translated with consistent signal words.",
      icon: "ShieldCheck",
    },
    {
      title: "Customer-siloed projects",
      description: "Separate translation memories and teams per end customer to protect confidential information.",
      icon: "Server",
    },
  ],
  proof: {
    client: "Nordwafer Systems, a Dutch–Swedish metrology equipment maker",
    summary:
      "Nordwafer's tools were being installed at fabs in Taiwan, Korea and Japan. We translated its safety, installation and maintenance manuals into Traditional Chinese, Korean and Japanese, with separate customer silos, and set up a termbase with its applications engineers.",
    results: [
      { value: "3", label: "Asian languages for full documentation sets" },
      { value: "4,200", label: "domain terms validated with engineers" },
      { value: "−40%", label: "field-service queries on documentation" },
    ],
  },
  faqs: [
    {
      question: "Do you translate from Japanese or Korean into English?",
      answer: "Yes. Many clients need supplier and customer documents translated into English as well as the other way round.",
    },
    {
      question: "Can you keep customer-specific content separate?",
      answer: "Yes. We create separate projects, memories and teams per end customer, and can restrict access to named linguists.",
    },
    {
      question: "Do you support SEMI S2 assessments?",
      answer:
        "We translate safety documentation in line with its structure; the S2 assessment itself is performed by your third-party evaluator.",
    },
  ],
  cta: {
    heading: "Support your tools in every fab",
    text: "Tell us about your documentation and customers, and we will propose a secure, termbase-driven workflow.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/manufacturing",
    "/industries/manufacturing/industrial-automation",
    "/industries/technology",
    "/security-compliance/data-protection",
  ],
}

export default page
