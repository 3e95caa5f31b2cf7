import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "digital-forensics",
  meta: {
    path: "/industries/legal/digital-forensics",
    title: "Digital Forensics & Forensic Data Collection",
    description:
      "Forensically sound collection from laptops, mobile devices, Microsoft 365, Slack and WhatsApp, with chain of custody and multilingual analysis.",
  },
  hero: {
    eyebrow: "Legal · Digital forensics",
    heading: "Forensic collection and analysis for multilingual investigations",
    intro:
      "Law firms, compliance teams and investigators use Nordika to preserve, collect and analyse electronic evidence across devices, cloud platforms and languages.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss an investigation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "7", label: "countries with on-site collection teams from our offices" },
    { value: "48 h", label: "typical mobilisation for on-site collection in Europe" },
    { value: "Chain of custody", label: "documented for every device and data source" },
    { value: "30+", label: "chat and collaboration platforms collected" },
  ],
  overview: [
    "Evidence in internal investigations, regulatory inquiries and disputes increasingly lives in mobile chats, collaboration tools and cloud accounts, not in email. Collecting it defensibly, in a way that preserves metadata and will stand up to challenge, requires forensic method and documentation.",
    "Our certified forensic examiners perform targeted or full collections from laptops, servers and mobile devices, remote collections from Microsoft 365, Google Workspace, Slack and Teams, and extraction of WhatsApp, WeChat, Telegram and Signal messages where lawfully accessible. Each collection is hashed, logged and documented in a chain-of-custody record.",
    "Because many of our investigations are cross-border, analysts work alongside native-speaking linguists who can read chat slang, code words and mixed-language messages in the original. Collections are scoped with counsel under GDPR data-minimisation principles and employee privacy rules.",
  ],
  challenges: [
    {
      title: "Ephemeral and mobile data",
      description: "Disappearing messages, encrypted apps and BYOD devices make evidence easy to lose and hard to collect.",
      icon: "Smartphone",
    },
    {
      title: "Privacy and labour law",
      description: "Employee data collection in the EU must be proportionate, documented and often agreed with works councils.",
      icon: "Shield",
    },
    {
      title: "Mixed-language communication",
      description: "Code-switching, slang and transliterated text defeat keyword searches built in one language.",
      icon: "MessagesSquare",
    },
  ],
  solutions: [
    {
      title: "Defensible collection",
      description: "Forensic imaging and targeted collection with hash verification and full chain-of-custody documentation.",
      icon: "Fingerprint",
    },
    {
      title: "Privacy-by-design scoping",
      description: "Custodian, date and data-type scoping agreed with counsel and documented for DPIAs and works councils.",
      icon: "ShieldCheck",
    },
    {
      title: "Linguist-assisted analysis",
      description: "Native speakers build multilingual search terms, including slang and transliterations, and interpret findings.",
      icon: "Languages",
    },
  ],
  proof: {
    client: "The compliance team of a Nordic industrial group",
    summary:
      "An internal investigation into suspected bribery involved employees in Sweden, Romania and Turkey using WhatsApp and personal laptops. We performed consented mobile and laptop collections in three countries within a week, and linguists helped build Romanian and Turkish search terms including colloquial expressions for payments.",
    results: [
      { value: "3", label: "countries collected within 7 days" },
      { value: "46", label: "devices and cloud accounts preserved" },
      { value: "0", label: "challenges to collection integrity" },
    ],
  },
  faqs: [
    {
      question: "Are your examiners certified?",
      answer:
        "Our examiners hold recognised forensic certifications for the tools they use, and can act as fact witnesses to explain collection methods.",
    },
    {
      question: "Can you collect remotely?",
      answer:
        "Yes. Cloud sources and many laptops can be collected remotely with self-collection kits or remote agents, which reduces cost and travel.",
    },
    {
      question: "How do you handle GDPR in investigations?",
      answer:
        "We scope collections with counsel to what is necessary, document the legal basis you provide, process data in the EU and support data protection impact assessments.",
    },
  ],
  cta: {
    heading: "Preserve the evidence before it disappears",
    text: "Tell us about the custodians, devices and jurisdictions, and our forensic team will propose a defensible collection plan.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/legal",
    "/industries/legal/ediscovery-early-case-assessment",
    "/security-compliance/gdpr-global-standards",
    "/security-compliance/data-protection",
  ],
}

export default page
