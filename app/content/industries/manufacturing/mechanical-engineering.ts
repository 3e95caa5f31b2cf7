import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "mechanical-engineering",
  meta: {
    path: "/industries/manufacturing/mechanical-engineering",
    title: "Mechanical Engineering Translation & CE Documents",
    description:
      "Technical specifications, drawings, risk assessments and CE technical files translated for machinery and component makers, preserving GD&T and units.",
  },
  hero: {
    eyebrow: "Manufacturing · Mechanical engineering",
    heading: "Translation that respects tolerances, not just terms",
    intro:
      "Makers of machinery, pumps, bearings, gearboxes, tools and components rely on Nordika to translate engineering documentation for customers, suppliers and authorities worldwide.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "400+", label: "mechanical and production engineers in our network" },
    { value: "DWG, DXF, PDF", label: "drawing text extracted and re-inserted" },
    { value: "EU 2023/1230", label: "Machinery Regulation documentation covered" },
    { value: "RFQ", label: "and tender translation in 48 hours" },
  ],
  overview: [
    "Mechanical engineering documentation is dense with numbers, units, tolerances and standards references. A decimal comma in the wrong place, an incorrectly converted unit or a mistranslated surface-finish note can cost a production run. Our engineer-linguists know what must be translated and what must be left exactly as it is.",
    "We translate technical specifications and datasheets, drawings and title blocks, declarations of conformity and technical files for CE marking, risk assessments to ISO 12100, assembly and installation instructions, supplier and purchasing documents, RFQs and tenders, and patents. GD&T symbols, standard designations and part numbers are protected, and drawing text is extracted and re-inserted so layouts stay intact.",
    "For companies transitioning from the Machinery Directive to the Machinery Regulation, we help update instructions and declarations in all required languages, including digital instructions.",
  ],
  challenges: [
    {
      title: "Numbers, units and tolerances",
      description: "Every figure must survive translation unchanged, with locale-correct formatting.",
      icon: "Gauge",
    },
    {
      title: "Drawings and CAD",
      description: "Text embedded in drawings is hard to extract and easy to misplace on re-insertion.",
      icon: "PenTool",
    },
    {
      title: "Regulatory transition",
      description: "The Machinery Regulation applies from January 2027 and changes documentation requirements.",
      icon: "Scale",
    },
  ],
  solutions: [
    {
      title: "Automated number and unit checks",
      description: "QA rules in Leen compare every number, unit and tolerance between source and target.",
      icon: "ListChecks",
    },
    {
      title: "Drawing translation",
      description: "Title blocks, notes and callouts translated and re-inserted into DWG, DXF or PDF drawings.",
      icon: "Layers",
    },
    {
      title: "CE technical file support",
      description: "Declarations, risk assessments and instructions translated and kept consistent across the technical file.",
      icon: "FileCheck",
    },
  ],
  proof: {
    client: "Torsby Transmission, a Swedish gearbox manufacturer",
    summary:
      "Torsby was winning orders in Germany, Italy and China but quoting slowly because RFQs and specifications waited for translation. We set up a 48-hour RFQ service and translated its drawings and assembly instructions with protected tolerances and standards references.",
    results: [
      { value: "48 h", label: "RFQ and specification turnaround" },
      { value: "6,500", label: "drawings translated without layout errors" },
      { value: "+18%", label: "win rate on international tenders" },
    ],
  },
  faqs: [
    {
      question: "Do you convert units?",
      answer:
        "Only when instructed. By default we keep units as in the source and format numbers according to locale conventions, so engineering values are never altered.",
    },
    {
      question: "Can you translate Chinese supplier documents into English?",
      answer:
        "Yes. We translate supplier specifications, quality certificates and audit reports from Chinese, Japanese and other languages into English or Swedish.",
    },
    {
      question: "Do you help with the Machinery Regulation transition?",
      answer:
        "We translate updated instructions and declarations and can help structure digital instructions; conformity assessment remains with you and your notified body where applicable.",
    },
  ],
  cta: {
    heading: "Quote faster in every market",
    text: "Send us a sample drawing or specification, and we will show how we handle your documentation.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/manufacturing",
    "/industries/manufacturing/heavy-equipment",
    "/services/dtp",
    "/services/technical-content-creation",
  ],
}

export default page
