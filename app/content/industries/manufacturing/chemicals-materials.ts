import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "chemicals-materials",
  meta: {
    path: "/industries/manufacturing/chemicals-materials",
    title: "Chemical SDS Translation: REACH & CLP Compliance",
    description:
      "REACH- and CLP-compliant safety data sheet authoring and translation, labels, technical data sheets and dossiers for chemical and materials companies.",
  },
  hero: {
    eyebrow: "Manufacturing · Chemicals & materials",
    heading: "Safety data sheets and labels that comply in every market",
    intro:
      "Chemical producers, distributors and materials companies use Nordika to translate SDSs, labels and technical documentation for the EU and global markets.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "35,000+", label: "safety data sheets translated each year" },
    { value: "Official", label: "H and P statement phrases in all EU languages" },
    { value: "GHS", label: "adaptations for the UK, US, Japan, Korea and China" },
    { value: "48 h", label: "SDS turnaround for all EU languages" },
  ],
  overview: [
    "Under REACH Article 31, safety data sheets must be supplied in the official language of the member state where a substance or mixture is placed on the market. Under CLP, hazard and precautionary statements must use the official wording, and UFI codes and poison-centre information must be right. Errors mean non-compliant products and enforcement risk.",
    "We translate SDSs in the 16-section format of REACH Annex II, using the official phrase sets for H and P statements, and we adapt SDSs to national requirements such as exposure limits and emergency numbers. We also translate labels, technical and product data sheets, REACH registration dossiers and chemical safety reports, and marketing for specialty materials.",
    "For companies with SDS authoring systems, we connect to exports or use phrase-library translation so that only free text needs a linguist. Chemists and chemical engineers review every SDS before delivery.",
  ],
  challenges: [
    {
      title: "Official phrase requirements",
      description: "H and P statements and other standard phrases must match the official text exactly in each language.",
      icon: "FileCheck",
    },
    {
      title: "High volumes, frequent updates",
      description: "CLP adaptations and new classification data trigger updates across thousands of SDSs.",
      icon: "Layers",
    },
    {
      title: "Global GHS differences",
      description: "Outside the EU, GHS implementations differ in building blocks, exposure limits and formats.",
      icon: "Globe",
    },
  ],
  solutions: [
    {
      title: "Phrase-library translation",
      description: "Standard phrases pulled from verified libraries; linguists focus on free text and local data.",
      icon: "Database",
    },
    {
      title: "Chemist review",
      description: "Every SDS reviewed by a chemist for substance names, classification consistency and units.",
      icon: "FlaskConical",
    },
    {
      title: "SDS system integration",
      description: "Exchange with common SDS authoring systems so translations flow back without retyping.",
      icon: "Plug",
    },
  ],
  proof: {
    client: "Lyktfors Coatings, a Nordic specialty coatings producer",
    summary:
      "A CLP reclassification forced Lyktfors to update 2,800 SDSs in 24 languages within four months. We connected to its SDS authoring system, used official phrase libraries and had chemists review free text. All SDSs were updated before the deadline.",
    results: [
      { value: "67,000", label: "SDS language versions updated" },
      { value: "4 months", label: "from start to full compliance" },
      { value: "−58%", label: "cost per SDS through phrase-library reuse" },
    ],
  },
  faqs: [
    {
      question: "Do you author SDSs?",
      answer:
        "We translate and adapt SDSs. Classification and authoring of the source remain with you or your regulatory consultant, but our chemists flag inconsistencies they find.",
    },
    {
      question: "Can you translate labels with pictograms?",
      answer: "Yes. We translate label text and check pictograms, signal words and statements for consistency with the SDS.",
    },
    {
      question: "Do you translate REACH dossiers?",
      answer: "Yes, including chemical safety reports and study summaries, by translators with chemistry degrees.",
    },
  ],
  cta: {
    heading: "Keep your SDS portfolio compliant",
    text: "Tell us about your SDS volumes, languages and systems, and we will propose a phrase-based translation workflow.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: ["/industries/manufacturing", "/industries/agriculture", "/industries/environment", "/services/translation"],
}

export default page
