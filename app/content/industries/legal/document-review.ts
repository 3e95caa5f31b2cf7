import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "document-review",
  meta: {
    path: "/industries/legal/document-review",
    title: "Foreign-Language Document Review",
    description:
      "First-level, second-level and privilege review of foreign-language documents by native-speaking lawyers, with QC sampling and reviewer metrics.",
  },
  hero: {
    eyebrow: "Legal · Document review",
    heading: "Native-speaking reviewers for every language in your review set",
    intro:
      "When relevant documents are in Polish, Japanese or Danish, you need reviewers who are lawyers and native speakers, not a keyword hit list.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss a review", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,000+", label: "qualified reviewers across 60+ languages" },
    { value: "72 h", label: "to stand up a team of 20 reviewers in major European languages" },
    { value: "Secure", label: "review centres in Stockholm, London, New York and Singapore" },
    { value: "Weekly", label: "accuracy and pace metrics per reviewer" },
  ],
  overview: [
    "Foreign-language review is where many matters lose time and money: documents are sent for full translation before anyone knows if they matter, or reviewed by people who read the language but not the law. Our reviewers are qualified lawyers or law graduates who are native speakers, trained on your review protocol and supervised by experienced review managers.",
    "We provide first-level relevance and issue coding, second-level and quality-control review, privilege review and logging, redaction for personal data and confidentiality, and hot-document escalation with on-the-fly English summaries. Reviewers work in secure review centres or on locked-down remote workstations, always within your chosen platform and data region.",
    "Quality is measured, not assumed: we run statistical QC sampling, track overturn rates and pace per reviewer, and feed decisions back into technology-assisted review models.",
  ],
  challenges: [
    {
      title: "Translating before reviewing",
      description: "Sending everything for translation first multiplies cost and delays the case team's understanding.",
      icon: "Clock",
    },
    {
      title: "Scarce reviewer languages",
      description: "Finding qualified lawyers who read Korean, Finnish or Hungarian at short notice is difficult.",
      icon: "Users",
    },
    {
      title: "Consistency at scale",
      description: "Large teams drift in coding decisions without tight supervision and feedback.",
      icon: "ListChecks",
    },
  ],
  solutions: [
    {
      title: "Native-language review",
      description: "Documents reviewed in the original language, with English summaries only for what is relevant.",
      icon: "FileSearch",
    },
    {
      title: "Privilege and redaction",
      description: "Privilege calls, logs and GDPR-driven redactions applied consistently across languages.",
      icon: "Lock",
    },
    {
      title: "Measured quality",
      description: "QC sampling, overturn tracking and calibration sessions keep coding consistent across the team.",
      icon: "Gauge",
    },
  ],
  proof: {
    client: "A US law firm in an FCPA investigation with Nordic and Baltic custodians",
    summary:
      "The firm needed 180,000 documents in Swedish, Estonian, Latvian and Russian reviewed within six weeks. We deployed 34 native-speaking reviewers in our Stockholm review centre, produced English summaries of hot documents daily and fed coding decisions into the TAR model.",
    results: [
      { value: "6 weeks", label: "to complete review, on schedule" },
      { value: "97.6%", label: "accuracy in QC sampling" },
      { value: "1,240", label: "hot documents summarised in English" },
    ],
  },
  faqs: [
    {
      question: "Are your reviewers qualified lawyers?",
      answer:
        "Reviewers hold law degrees or equivalent legal qualifications and are native speakers of the review language. Review managers are experienced eDiscovery (electronic discovery) lawyers.",
    },
    {
      question: "Can reviewers work on our platform?",
      answer: "Yes. We review in your platform or your vendor's, or host the data ourselves in the region you require.",
    },
    {
      question: "How do you price review?",
      answer:
        "Per reviewer hour or per document, with review management included. For large matters we offer fixed fees based on ECA findings.",
    },
  ],
  cta: {
    heading: "Staff your multilingual review",
    text: "Tell us the languages, volumes and deadline, and we will propose a team and budget within 24 hours.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/legal",
    "/industries/legal/technology-assisted-review",
    "/industries/legal/managed-services-litigation-support",
    "/industries/legal/ediscovery-early-case-assessment",
  ],
}

export default page
