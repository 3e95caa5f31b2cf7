import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "heavy-equipment",
  meta: {
    path: "/industries/manufacturing/heavy-equipment",
    title: "Heavy Equipment Manual & Service Translation",
    description:
      "Operator manuals, safety decals, service bulletins and parts catalogues translated for construction, mining, forestry and materials-handling machines.",
  },
  hero: {
    eyebrow: "Manufacturing · Heavy equipment",
    heading: "Manuals and service content for machines that work in the toughest conditions",
    intro:
      "Manufacturers of excavators, wheel loaders, forestry machines, cranes and mining equipment rely on Nordika for documentation that operators and technicians can follow in any language.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "40+", label: "languages for operator's manuals and decals" },
    { value: "ISO 3600", label: "structure followed for earth-moving machinery manuals" },
    { value: "72 h", label: "for urgent service bulletins in 20 languages" },
    { value: "Dealer", label: "training and parts catalogues in the same workflow" },
  ],
  overview: [
    "A forestry machine sold in Sweden may be operated by a contractor from Ukraine and serviced by a dealer technician who reads Portuguese. Operator's manuals, safety decals and service information must be clear to all of them, and under the EU Machinery Regulation and standards such as ISO 3600 and ISO 20474 they have to be complete and in the right language.",
    "We translate operator's and maintenance manuals, safety signs and decals (following ISO 3864 conventions), service manuals, troubleshooting guides and bulletins, spare-parts catalogues, telematics portals and dealer training. Engineer-linguists with a mechanical or hydraulic background work with your termbase so that a 'boom', 'stick' and 'tiltrotator' mean the same thing in the manual, the parts catalogue and the machine display.",
    "For model-year changes and variants, we translate only what changed in your CCMS, and urgent service bulletins are turned around within days across your dealer network's languages.",
  ],
  challenges: [
    {
      title: "Safety-critical instructions",
      description: "Operator errors caused by unclear translated instructions can lead to injury and product-liability claims.",
      icon: "ShieldCheck",
    },
    {
      title: "Variants and model years",
      description: "Each machine family exists in many configurations, markets and emission stages.",
      icon: "Layers",
    },
    {
      title: "Dealer network reach",
      description: "Service information must reach technicians in dozens of countries at the same time.",
      icon: "Network",
    },
  ],
  solutions: [
    {
      title: "Engineer-linguists",
      description: "Translators with hydraulics, powertrain and machine-control knowledge for your product families.",
      icon: "Wrench",
    },
    {
      title: "Decals and safety signs",
      description: "Short, standard-compliant safety text verified for length and clarity before production.",
      icon: "ClipboardCheck",
    },
    {
      title: "Service information at speed",
      description: "Bulletins and campaign instructions translated on fast-track SLAs for your dealers.",
      icon: "Truck",
    },
  ],
  proof: {
    client: "Skogsberg Forestry Machines, a Nordic harvester and forwarder manufacturer",
    summary:
      "Skogsberg's expansion into South America and Eastern Europe required operator, service and parts documentation in Brazilian Portuguese, Spanish, Polish, Russian and Ukrainian. We built a machine termbase from its PLM, translated 14 model manuals and set up a 72-hour SLA for service bulletins.",
    results: [
      { value: "14", label: "model families documented in 5 new languages" },
      { value: "72 h", label: "service bulletin SLA met 100% of the time" },
      { value: "−29%", label: "dealer support calls about documentation" },
    ],
  },
  faqs: [
    {
      question: "Can you translate text on machine displays?",
      answer:
        "Yes. We translate display and telematics text with length limits, and test it on screenshots or simulators where you can provide them.",
    },
    {
      question: "Do you produce the decal artwork?",
      answer: "We deliver translated decal text and print-ready artwork files; production stays with your label supplier.",
    },
    {
      question: "How do you handle parts catalogues?",
      answer:
        "We translate part descriptions from your ERP or parts system export, with a controlled vocabulary so each part has one name per language.",
    },
  ],
  cta: {
    heading: "Equip every operator with clear instructions",
    text: "Share your documentation set and target markets, and we will propose a termbase and translation plan.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/manufacturing",
    "/industries/manufacturing/mechanical-engineering",
    "/industries/energy-mining",
    "/services/technical-content-creation",
  ],
}

export default page
