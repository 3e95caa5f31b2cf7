import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "paper-discovery-production",
  meta: {
    path: "/industries/legal/paper-discovery-production",
    title: "Paper Discovery, Scanning & Production Services",
    description:
      "Scanning, unitisation, objective coding and multilingual OCR of paper records, with Bates-stamped productions and load files for any review platform.",
  },
  hero: {
    eyebrow: "Legal · Paper discovery & production",
    heading: "Paper records made searchable, in any language and script",
    intro:
      "Archives, binders and handwritten ledgers still hold key evidence. We turn them into searchable, coded images and deliver productions in the formats your matter requires.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "200k", label: "pages per week scanning capacity" },
    { value: "60+", label: "OCR languages, including Cyrillic, Greek, Arabic and CJK scripts" },
    { value: "Bates", label: "numbering, endorsements and privilege log exports" },
    { value: "DAT / OPT", label: "and other standard load formats for review platforms" },
  ],
  overview: [
    "Paper discovery is still common in construction, insurance, family-business and historical disputes, and in regulators' requests that reach back decades. Done badly, it produces unsearchable images and unitisation errors that haunt the review. Done well, paper becomes as usable as email.",
    "We collect documents on site under chain of custody, then prepare, scan and unitise them with attention to attachments, sticky notes and bound volumes. Objective coding captures dates, authors, recipients and document types; multilingual OCR, checked by native speakers where quality matters, makes the text searchable in its original language and script.",
    "On the production side, we convert, Bates-number, redact and endorse documents, generate privilege logs and deliver load files and production volumes to the specification agreed between parties or ordered by the court.",
  ],
  challenges: [
    {
      title: "Poor-quality originals",
      description: "Faxes, carbon copies and handwritten notes defeat standard OCR, especially in non-Latin scripts.",
      icon: "FileText",
    },
    {
      title: "Document boundaries",
      description: "Incorrect unitisation splits or merges documents and corrupts family relationships in review.",
      icon: "Layers",
    },
    {
      title: "Production specifications",
      description: "Opposing parties and courts require exact image formats, metadata fields and numbering schemes.",
      icon: "ListChecks",
    },
  ],
  solutions: [
    {
      title: "Chain-of-custody scanning",
      description: "On-site or secure-facility scanning with logged hand-offs and original documents returned intact.",
      icon: "Printer",
    },
    {
      title: "Multilingual OCR and coding",
      description: "OCR tuned per script and language, with native-speaker objective coding of dates, names and document types.",
      icon: "ScanSearch",
    },
    {
      title: "Production to specification",
      description: "Images, text, natives and load files produced, validated and quality-checked against the agreed protocol.",
      icon: "Package",
    },
  ],
  proof: {
    client: "A Norwegian insurer's legal department in a reinsurance dispute",
    summary:
      "The dispute turned on 30 years of underwriting files in Norwegian, English and German, many handwritten. We scanned and unitised 640 boxes, applied multilingual OCR and objective coding, and produced the relevant set with Bates numbering and a privilege log.",
    results: [
      { value: "1.9 M", label: "pages scanned and coded" },
      { value: "99.5%", label: "unitisation accuracy in QC sampling" },
      { value: "4 weeks", label: "from pick-up to searchable review set" },
    ],
  },
  faqs: [
    {
      question: "Can you scan on our premises?",
      answer: "Yes. Mobile scanning teams can work on site where documents may not leave the premises.",
    },
    {
      question: "Do you translate scanned documents too?",
      answer: "Yes. Once searchable, documents can go straight to foreign-language review or translation without re-handling.",
    },
    {
      question: "What happens to the originals?",
      answer: "Originals are returned in their original order and containers, or stored securely according to your instructions.",
    },
  ],
  cta: {
    heading: "Turn boxes into evidence",
    text: "Tell us how many boxes or pages you have, where they are, and your deadline.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/legal",
    "/industries/legal/document-review",
    "/services/dtp",
    "/industries/legal/ediscovery-early-case-assessment",
  ],
}

export default page
