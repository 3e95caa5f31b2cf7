import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "pharmacovigilance-safety-reporting",
  meta: {
    path: "/industries/life-sciences/pharmacovigilance-safety-reporting",
    title: "Pharmacovigilance Translation & Safety Reporting",
    description:
      "ICSR source documents, literature screening, PSURs, RMPs and DHPCs translated on 24/7 regulatory clocks by MedDRA-trained pharmacovigilance linguists.",
  },
  hero: {
    eyebrow: "Life sciences · Pharmacovigilance",
    heading: "Safety translation on the regulatory clock",
    intro:
      "Marketing authorisation holders, PV service providers and CROs use Nordika to translate adverse event reports and safety documentation fast enough to meet 15-day and 90-day reporting timelines.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "24/7/365", label: "case intake translation across three time zones" },
    { value: "4 h", label: "standard turnaround for serious ICSR source documents" },
    { value: "MedDRA", label: "trained linguists; coding stays with your safety team" },
    { value: "65,000+", label: "adverse event reports translated each year" },
  ],
  overview: [
    "Under EU Good Pharmacovigilance Practices and ICH E2B(R3), serious adverse reactions must be reported within 15 days of first awareness, and the clock starts when anyone in your organisation receives the report, in any language. Foreign-language source documents, from a patient's email in Portuguese to a Japanese literature article, must be translated fast and accurately enough for case processing and medical review.",
    "Our pharmacovigilance team translates ICSR source documents, call-centre notes, social-media and patient-support programme reports, medical records and local literature for screening. For aggregate reporting, we translate PSURs/PBRERs, risk management plans and educational material, and Direct Healthcare Professional Communications (DHPCs) within the timelines agreed with authorities.",
    "Linguists are trained in MedDRA terminology and in recognising the four minimum criteria of a valid case, so they can flag missing information or possible additional events. Patient data is pseudonymised where possible and processed only in EU data centres under our ISO 27001 controls.",
  ],
  challenges: [
    {
      title: "Unforgiving timelines",
      description: "Every hour spent on translation is an hour less for triage, coding and medical assessment in the 15-day window.",
      icon: "Clock",
    },
    {
      title: "Unstructured, messy sources",
      description: "Handwritten forms, voicemails, social posts and scanned records in dozens of languages arrive around the clock.",
      icon: "FileSearch",
    },
    {
      title: "Sensitive health data",
      description: "Case documents contain identifiable health data that must be protected under GDPR.",
      icon: "Lock",
    },
  ],
  solutions: [
    {
      title: "Follow-the-sun case translation",
      description: "Teams in Stockholm, New York and Singapore translate incoming cases around the clock, with serious cases prioritised.",
      icon: "Globe",
    },
    {
      title: "Literature and local screening",
      description: "Local-language journals screened and relevant articles translated for your weekly literature review.",
      icon: "BookOpen",
    },
    {
      title: "Aggregate report and RMP translation",
      description: "PSURs, RMPs, additional risk minimisation materials and DHPCs translated and checked against the approved label.",
      icon: "FileText",
    },
    {
      title: "Safety database integration",
      description: "Secure file exchange or API integration with your safety system and case intake workflows.",
      icon: "Server",
    },
  ],
  proof: {
    client: "Vardia PV Services, a European pharmacovigilance outsourcing provider",
    summary:
      "Vardia processes cases for 40 marketing authorisation holders and was losing days to ad-hoc translation of foreign-language source documents. We set up a 24/7 intake service integrated with its case management system, with serious cases translated within four hours.",
    results: [
      { value: "3.1 h", label: "average turnaround for serious cases" },
      { value: "100%", label: "of cases translated within agreed SLA over 12 months" },
      { value: "42", label: "source languages handled" },
    ],
  },
  faqs: [
    {
      question: "Do your translators code events in MedDRA?",
      answer:
        "No. Our linguists are MedDRA-trained so they translate terms accurately and consistently, but coding and medical assessment remain with your safety team.",
    },
    {
      question: "Can you translate handwritten or audio sources?",
      answer:
        "Yes. We transcribe and translate handwritten forms, voicemails and call recordings, marking any illegible or inaudible passages.",
    },
    {
      question: "How are SLAs defined?",
      answer:
        "We agree turnaround times by seriousness and document length, measured from receipt, with monthly reporting that you can use in your PV system master file.",
    },
  ],
  cta: {
    heading: "Protect your reporting timelines",
    text: "Tell us your case volumes and languages, and we will propose an SLA-backed translation service for your safety team.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/industries/life-sciences/pharmaceutical",
    "/security-compliance/data-protection",
    "/services/transcription",
  ],
}

export default page
