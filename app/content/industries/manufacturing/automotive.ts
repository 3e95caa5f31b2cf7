import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "automotive",
  meta: {
    path: "/industries/manufacturing/automotive",
    title: "Automotive Translation & In-Vehicle Localization",
    description:
      "Automotive translation for OEMs and Tier 1 suppliers: owner's manuals, service information, PPAP and IATF 16949 documents, infotainment and voice UI.",
  },
  hero: {
    eyebrow: "Manufacturing · Automotive",
    heading: "From the supplier quality file to the infotainment screen",
    intro:
      "Vehicle manufacturers, Tier 1 and Tier 2 suppliers and EV start-ups work with Nordika on every kind of automotive content, from engineering to the driver's seat.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "50+", label: "languages for owner's manuals and HMI" },
    { value: "ISO 27001", label: "certified controls for prototype and pre-launch data" },
    { value: "8D & PPAP", label: "supplier quality documents translated in 24 hours" },
    { value: "Voice UI", label: "utterances and prompts localized and tested" },
  ],
  overview: [
    "Automotive content spans two worlds. In engineering and supply, suppliers exchange specifications, PPAP submissions, FMEAs, control plans and 8D reports under IATF 16949 with OEMs in other countries, often on hours-long deadlines. On the customer side, owner's manuals, infotainment screens, voice assistants, apps and service information must match the vehicle in every market.",
    "We translate both. Engineer-linguists handle technical specifications, APQP and PPAP documents, audit reports and warranty analyses. Our HMI team localizes infotainment, instrument cluster and app strings with character limits and tests them on bench units or simulators, and voice UI specialists write natural utterances and prompts for in-car assistants. Service information, repair manuals and diagnostics text are translated in your authoring and publishing systems.",
    "Prototype and pre-launch information is handled under our ISO 27001 controls, aligned with the VDA information security assessment requirements that OEMs expect from suppliers.",
  ],
  challenges: [
    {
      title: "Supplier quality deadlines",
      description: "Containment actions and 8D reports to an OEM cannot wait for a standard translation schedule.",
      icon: "Clock",
    },
    {
      title: "Tight HMI constraints",
      description: "Cluster and infotainment strings have strict pixel limits and must match physical controls.",
      icon: "Monitor",
    },
    {
      title: "Confidential prototypes",
      description: "Pre-launch vehicle data and images require strict access control across the supply chain.",
      icon: "Lock",
    },
  ],
  solutions: [
    {
      title: "Supplier quality translation",
      description: "PPAP, FMEA, control plans and 8D reports translated by engineers on 24-hour turnaround.",
      icon: "FileCheck",
    },
    {
      title: "HMI and voice localization",
      description: "Strings, voice prompts and utterances localized with length checks and in-vehicle testing.",
      icon: "Car",
    },
    {
      title: "Service information",
      description: "Repair, diagnostics and technical service bulletins translated in your publishing system.",
      icon: "Wrench",
    },
  ],
  proof: {
    client: "Elvira Mobility, a Nordic electric-vehicle start-up",
    summary:
      "Elvira was launching its first EV in 12 European markets. We localized the infotainment system, companion app, owner's manual and voice assistant, and tested HMI strings on bench units. Launch went ahead with all languages available at first delivery.",
    results: [
      { value: "12", label: "markets at launch" },
      { value: "38,000", label: "HMI strings localized and tested" },
      { value: "2,900", label: "voice utterances written per language" },
    ],
  },
  faqs: [
    {
      question: "Are you TISAX certified?",
      answer:
        "We hold ISO 27001 certification and operate controls aligned with VDA ISA requirements. We are happy to complete your supplier security questionnaire or a TISAX-related assessment.",
    },
    {
      question: "Can you translate FMEAs in their tools?",
      answer: "Yes. We work with exports from common FMEA software and spreadsheets and re-import translations without breaking structure.",
    },
    {
      question: "Do you test HMI on the vehicle?",
      answer:
        "Where you provide access to bench units, simulators or test vehicles, our testers check strings in context and log issues with screenshots.",
    },
  ],
  cta: {
    heading: "Keep your programme on schedule",
    text: "Tell us which content, systems and markets are involved, and we will propose an automotive-ready workflow.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/manufacturing",
    "/services/localization-testing",
    "/services/software-app-localization",
    "/industries/manufacturing/industrial-automation",
  ],
}

export default page
