import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "healthcare",
  meta: {
    path: "/industries/healthcare",
    title: "Healthcare Translation & Patient Communication",
    description:
      "Patient information, discharge instructions, telehealth and medical interpreting for hospitals, regions and health-tech firms, handled GDPR-first.",
  },
  hero: {
    eyebrow: "Healthcare",
    heading: "Clear, safe communication for every patient, in every language",
    intro:
      "Hospitals, regional health authorities, clinics and digital health providers work with Nordika to translate patient-facing content and provide interpreters when care cannot wait.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "900+", label: "medically qualified translators and interpreters" },
    { value: "120+", label: "languages for patient information, including Somali, Tigrinya and Dari" },
    { value: "24/7", label: "telephone and video interpreting for care settings" },
    { value: "GDPR", label: "first: special-category health data processed in EU data centres" },
  ],
  overview: [
    "Language barriers in healthcare are a patient-safety issue. Misunderstood medication instructions, consent forms and discharge notes lead to readmissions and adverse events, and migrant and minority-language patients are hit hardest. We help providers communicate clearly with everyone they treat.",
    "Our healthcare linguists are doctors, nurses, pharmacists and certified medical translators. They translate patient information leaflets, consent forms, discharge instructions, vaccination campaigns and public-health notices at a reading level patients understand, and validate difficult texts with community reviewers where literacy or dialect is a concern.",
    "For health-tech companies, we localize patient apps, symptom checkers, telehealth platforms and clinician software, including the usability and labelling text that sits under medical device rules. Because health data is special-category data under GDPR, patient documents are processed in EU data centres under a data processing agreement, with access restricted to named linguists.",
  ],
  challenges: [
    {
      title: "Health literacy",
      description: "Accurate medical translation is not enough if a patient with limited health literacy cannot act on it.",
      icon: "BookOpen",
    },
    {
      title: "Rare and minority languages",
      description:
        "Demand for Arabic dialects, Somali, Tigrinya, Dari and Romani is rising while qualified medical linguists remain scarce.",
      icon: "Languages",
    },
    {
      title: "Sensitive patient data",
      description: "Medical records and case notes contain special-category personal data that must be protected end to end.",
      icon: "Lock",
    },
    {
      title: "Urgent encounters",
      description: "Emergency departments and maternity wards need an interpreter in minutes, day or night.",
      icon: "HeartPulse",
    },
  ],
  solutions: [
    {
      title: "Plain-language patient materials",
      description:
        "Translators trained in plain-language writing adapt leaflets, forms and campaigns, with optional community review for readability.",
      icon: "FileText",
    },
    {
      title: "Medical interpreting on demand",
      description:
        "Telephone and video interpreters with healthcare training connect in minutes; on-site interpreters can be booked for planned care.",
      icon: "Phone",
    },
    {
      title: "Medical record translation",
      description: "Case notes, lab reports and referral letters translated by clinicians for cross-border care and second opinions.",
      icon: "Stethoscope",
    },
    {
      title: "Digital health localization",
      description:
        "Patient apps and telehealth platforms localized and tested, with regulated labelling content handled by our life-sciences team.",
      icon: "Smartphone",
    },
  ],
  proof: {
    client: "A Swedish regional health authority",
    summary:
      "The region needed reliable interpreting across 14 hospitals and 90 primary-care centres, and patient materials in the 20 most spoken languages among residents. We set up a booking portal for on-demand video interpreting, trained interpreters on regional care pathways and translated 140 patient leaflets in plain language.",
    results: [
      { value: "3 min", label: "average connection time for video interpreting" },
      { value: "96%", label: "of requests fulfilled in the requested language" },
      { value: "140", label: "patient leaflets in 20 languages" },
    ],
  },
  faqs: [
    {
      question: "Are your interpreters trained for medical settings?",
      answer:
        "Healthcare interpreters complete our medical terminology and ethics training and, where available, hold national authorisation such as Kammarkollegiet's healthcare specialisation in Sweden.",
    },
    {
      question: "How do you protect patient data?",
      answer:
        "We sign a data processing agreement, process documents in EU data centres, minimise the data linguists see, and delete files according to your retention instructions. Our security management is ISO 27001 certified.",
    },
    {
      question: "Do you also handle regulated pharmaceutical content?",
      answer:
        "Yes, through our life-sciences team, which follows ISO 17100 and handles SmPCs, labelling and clinical trial documents. See our life sciences pages for details.",
    },
  ],
  cta: {
    heading: "Make care accessible in every language",
    text: "Tell us which languages and settings you need to cover, and we will propose a mix of translation and interpreting that fits your budget.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/services/interpretation",
    "/services/translation",
    "/security-compliance/data-protection",
    "/industries/public-sector",
  ],
}

export default page
