import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "interpretation",
  meta: {
    path: "/industries/life-sciences/interpretation",
    title: "Medical & Pharmaceutical Interpreting Services",
    description:
      "Medical interpreters for investigator meetings, advisory boards, GCP and GMP inspections, patient interviews and scientific congresses, on site or remote.",
  },
  hero: {
    eyebrow: "Life sciences · Interpretation",
    heading: "Medical interpreters who understand the science and the stakes",
    intro:
      "Pharma, biotech, device companies and CROs book Nordika interpreters for the meetings where accurate, real-time communication matters most.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "350+", label: "conference and medical interpreters on our roster" },
    { value: "ISO 24019", label: "conformant platforms used for remote simultaneous interpreting" },
    { value: "45", label: "languages for inspections and audits" },
    { value: "Briefed", label: "on your compound, protocol and glossary before every event" },
  ],
  overview: [
    "Investigator meetings, advisory boards and regulatory inspections are high-stakes conversations in specialist language. An interpreter who hesitates over pharmacokinetics or confuses an adverse event with a side effect undermines the whole meeting. Our medical interpreters come from clinical, pharmaceutical and scientific backgrounds, and we prepare them with your materials.",
    "We provide simultaneous interpreting for investigator meetings, advisory boards, congresses and training; consecutive interpreting for GCP, GMP and pharmacovigilance inspections and audits, site visits and patient interviews; and remote simultaneous interpreting for hybrid events. For qualitative research, such as concept elicitation interviews, we provide interpreters and transcripts in one.",
    "Every assignment includes a briefing pack with the protocol or product information, a project glossary and the speaker list, and interpreters sign confidentiality agreements covering your unpublished data.",
  ],
  challenges: [
    {
      title: "Dense scientific content",
      description: "Mechanisms of action, statistics and regulatory discussion leave no room for an approximate rendition.",
      icon: "Microscope",
    },
    {
      title: "Inspection pressure",
      description: "During inspections, every answer is recorded; interpreting errors can turn into findings.",
      icon: "ShieldCheck",
    },
    {
      title: "Hybrid and global events",
      description: "Investigators join from many countries and time zones, in the room and online.",
      icon: "Globe",
    },
  ],
  solutions: [
    {
      title: "Specialist interpreter matching",
      description: "Interpreters selected by therapeutic area and meeting type, with medical or scientific degrees where possible.",
      icon: "Stethoscope",
    },
    {
      title: "Inspection and audit interpreting",
      description: "Consecutive interpreters experienced in regulatory inspections, briefed on your quality system and SOPs.",
      icon: "ClipboardCheck",
    },
    {
      title: "Remote simultaneous interpreting",
      description: "Multilingual channels on your meeting platform or ours, with technical support throughout the event.",
      icon: "Headphones",
    },
  ],
  proof: {
    client: "Norrsol Vaccines, a Nordic vaccine developer",
    summary:
      "Norrsol's Phase III investigator meeting brought together 380 investigators and study coordinators from 17 countries in Copenhagen, with 150 more online. We provided simultaneous interpreting into seven languages in the room and remotely, after a protocol briefing with the medical team.",
    results: [
      { value: "7", label: "languages interpreted live" },
      { value: "530", label: "participants on site and online" },
      { value: "4.8/5", label: "investigator rating for interpretation quality" },
    ],
  },
  faqs: [
    {
      question: "How far ahead should we book interpreters?",
      answer:
        "For large meetings, four to six weeks. For inspections, we can often provide interpreters at a few days' notice, since regulators announce some inspections at short notice.",
    },
    {
      question: "Can interpreters join patient interviews for qualitative research?",
      answer:
        "Yes. Interpreters trained in qualitative research practice support concept elicitation and cognitive interviews, and we can provide translated transcripts.",
    },
    {
      question: "Do you provide equipment?",
      answer:
        "Yes: interpreting booths, receivers and technicians for on-site events, or a remote simultaneous interpreting platform for virtual and hybrid meetings.",
    },
  ],
  cta: {
    heading: "Book a medical interpreter",
    text: "Tell us the date, languages and meeting type, and we will confirm availability and a briefing plan.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/services/interpretation",
    "/industries/healthcare",
    "/industries/life-sciences/coa-ecoa-solutions",
  ],
}

export default page
