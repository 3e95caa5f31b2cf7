import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "pharmaceutical",
  meta: {
    path: "/industries/life-sciences/pharmaceutical",
    title: "Pharmaceutical Translation: SmPC, PIL & Labelling",
    description:
      "SmPC, package leaflet and labelling translation to EMA QRD templates, plus CMC, Module 1 and variation documents for centralised and national procedures.",
  },
  hero: {
    eyebrow: "Life sciences · Pharmaceutical",
    heading: "Product information and regulatory translation for medicinal products",
    intro:
      "From the Day +5 post-opinion translations to routine variations, Nordika translates product information and regulatory documentation to the format and wording regulators expect.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "26", label: "EEA languages covered for centralised procedure product information" },
    { value: "5 days", label: "post-opinion turnaround, planned from Day 180" },
    { value: "EDQM", label: "standard terms applied in every language" },
    { value: "300+", label: "variations and renewals supported each year" },
  ],
  overview: [
    "The Summary of Product Characteristics, package leaflet and labelling are among the most scrutinised documents in medicine. For centralised procedures, translations into every EEA language must follow the EMA Quality Review of Documents (QRD) templates exactly and be delivered within days of the CHMP opinion, then pass national linguistic review. For decentralised and mutual-recognition procedures, the same care is needed on a national timetable.",
    "Our pharmaceutical linguists are pharmacists and regulatory specialists. They work with the current QRD template for each language, EDQM Standard Terms for dosage forms and routes, and your company's approved wording from previous products, all held in Leen. Mock-ups and artwork for cartons and blisters are typeset and checked against the approved text, including Braille name checks.",
    "Beyond labelling, we translate Module 1 documents, CMC and quality documentation, GMP certificates and batch records, responses to national authorities and readability (user testing) reports for package leaflets.",
  ],
  challenges: [
    {
      title: "Tight post-opinion windows",
      description:
        "All EEA translations are due within days of the opinion, and late changes to the English text ripple through every language.",
      icon: "Clock",
    },
    {
      title: "QRD and national conventions",
      description: "Templates, standard statements and national 'blue box' particulars differ and change with each QRD revision.",
      icon: "FileCheck",
    },
    {
      title: "Linguistic review comments",
      description: "Member-state reviewers return comments that must be implemented consistently across SmPC, leaflet and labelling.",
      icon: "MessageSquare",
    },
  ],
  solutions: [
    {
      title: "Procedure-aware planning",
      description:
        "We plan with you from Day 120 or Day 180, pre-translate stable sections and reserve linguists for the post-opinion week.",
      icon: "Calendar",
    },
    {
      title: "QRD-compliant translation",
      description:
        "Current QRD templates and EDQM terms loaded in Leen, with automated checks on mandatory headings and standard statements.",
      icon: "ListChecks",
    },
    {
      title: "Comment implementation tracking",
      description:
        "National review comments logged, implemented and cross-checked across all affected documents, with a change log for your files.",
      icon: "FileSearch",
    },
    {
      title: "Artwork and mock-up proofing",
      description: "Cartons, labels and leaflets typeset and proofread against approved text, including Braille and small-font layouts.",
      icon: "PenTool",
    },
  ],
  proof: {
    client: "Solvik Pharma, a Nordic specialty pharmaceutical company",
    summary:
      "Solvik received a positive CHMP opinion for its first orphan medicine and needed product information in all EEA languages within five days. Having pre-translated stable sections after Day 180, we delivered on Day 4 and implemented national linguistic review comments from 18 member states within their deadlines.",
    results: [
      { value: "Day 4", label: "delivery of all EEA language versions" },
      { value: "18", label: "national review comment sets implemented on time" },
      { value: "−35%", label: "cost of subsequent variations through TM reuse" },
    ],
  },
  faqs: [
    {
      question: "Do you handle the national linguistic review phase?",
      answer:
        "Yes. We implement member-state comments, flag any that conflict with the QRD template or the English text, and provide a consolidated comment table for your regulatory team.",
    },
    {
      question: "Can you translate for decentralised procedures too?",
      answer: "Yes, for DCP, MRP and purely national procedures, following each national authority's template and language conventions.",
    },
    {
      question: "Do you produce Braille?",
      answer:
        "We provide the Braille text for the product name and strength and check it on artwork proofs; embossing stays with your packaging supplier.",
    },
  ],
  cta: {
    heading: "Plan your next submission with us",
    text: "Share your procedure timeline and products, and we will reserve the right team for your post-opinion window.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/industries/life-sciences/pharmacovigilance-safety-reporting",
    "/industries/life-sciences/clinical-document-translation",
    "/services/dtp",
  ],
}

export default page
