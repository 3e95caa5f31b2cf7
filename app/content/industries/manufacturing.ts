import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "manufacturing",
  meta: {
    path: "/industries/manufacturing",
    title: "Manufacturing Translation & Technical Documentation",
    description:
      "Technical translation for manufacturers: operator manuals under the EU Machinery Regulation, service information, SDS, PLM and ERP integration.",
  },
  hero: {
    eyebrow: "Manufacturing",
    heading: "Technical translation engineered for manufacturers",
    intro:
      "OEMs, suppliers and industrial groups use Nordika to translate the documentation, software and training that ship with their products, connected to the systems where that content is authored.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to an engineer-linguist", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,200+", label: "engineer-linguists across mechanical, electrical and chemical fields" },
    { value: "45 M", label: "words of technical content translated each year" },
    { value: "60%", label: "average translation memory leverage on manual updates" },
    { value: "DITA & S1000D", label: "component content delivered natively" },
  ],
  overview: [
    "Manufacturers ship documentation with every product: operating and maintenance manuals, safety instructions, spare-parts catalogues, HMI text, training and marketing. Much of it is legally required in the language of the country of use, from the EU Machinery Regulation 2023/1230 to the Low Voltage and Radio Equipment Directives, and all of it has to change when the product changes.",
    "Our manufacturing practice combines engineer-linguists with integration into component content management systems, PLM and ERP. Leen receives only changed topics from DITA or S1000D repositories, reuses approved translations, and returns structured content that publishes without manual desktop publishing (DTP). Terminology is extracted from your product data and held in one termbase for documentation, software and spare parts.",
    "Across our eight manufacturing segments, from heavy equipment and automotive to semiconductors and chemicals, we follow ISO 17100, use ISO 18587-certified post-editing where machine translation is appropriate, and protect drawings and pre-release product data under ISO 27001.",
  ],
  challenges: [
    {
      title: "Regulated instructions",
      description:
        "Safety information and instructions for use must be in the language of the country of use, and errors are product-liability risks.",
      icon: "ShieldCheck",
    },
    {
      title: "Frequent product variants",
      description: "Model years, options and regional variants multiply documentation that differs by only a few per cent.",
      icon: "Layers",
    },
    {
      title: "Disconnected systems",
      description: "Text lives in CCMS, PLM, ERP, HMI software and spare-parts systems that rarely talk to each other.",
      icon: "Network",
    },
    {
      title: "Engineering terminology",
      description: "Component names differ between engineering, service and sales, and between plants in different countries.",
      icon: "BookA",
    },
  ],
  solutions: [
    {
      title: "Engineer-linguists by domain",
      description: "Translators with mechanical, electrical, automation or chemical engineering backgrounds for each product line.",
      icon: "Wrench",
    },
    {
      title: "CCMS and PLM integration",
      description: "Connectors for DITA and S1000D repositories, PLM and ERP that exchange only changed content.",
      icon: "Plug",
    },
    {
      title: "Controlled terminology",
      description: "A single termbase drawn from product data and used in documentation, software and spare parts.",
      icon: "Database",
    },
    {
      title: "Multilingual DTP and illustrations",
      description: "Callouts, exploded views and CAD text translated and laid out for print and digital publication.",
      icon: "PenTool",
    },
  ],
  subPages: [
    {
      title: "Heavy equipment",
      description: "Operator and service manuals for construction, mining and forestry machines.",
      href: "/industries/manufacturing/heavy-equipment",
      icon: "Truck",
    },
    {
      title: "Automotive",
      description: "Service information, PPAP documents and in-vehicle HMI for OEMs and suppliers.",
      href: "/industries/manufacturing/automotive",
      icon: "Car",
    },
    {
      title: "Aerospace & defense",
      description: "S1000D data modules and ITAR/EAR-controlled translation workflows.",
      href: "/industries/manufacturing/aerospace-defense",
      icon: "Plane",
    },
    {
      title: "Consumer goods & electronics",
      description: "Quick-start guides, compliance texts and app localization for global launches.",
      href: "/industries/manufacturing/consumer-goods-electronics",
      icon: "Smartphone",
    },
    {
      title: "Semiconductors",
      description: "Datasheets, process documentation and SEMI S2 safety manuals for fabs.",
      href: "/industries/manufacturing/semiconductors",
      icon: "CircuitBoard",
    },
    {
      title: "Industrial automation",
      description: "HMI, PLC comments and IEC 61131 project localization for machine builders.",
      href: "/industries/manufacturing/industrial-automation",
      icon: "Cog",
    },
    {
      title: "Mechanical engineering",
      description: "Specifications, drawings and CE documentation for machinery and components.",
      href: "/industries/manufacturing/mechanical-engineering",
      icon: "Hammer",
    },
    {
      title: "Chemicals & materials",
      description: "REACH/CLP safety data sheets, labels and technical data sheets.",
      href: "/industries/manufacturing/chemicals-materials",
      icon: "FlaskConical",
    },
  ],
  proof: {
    client: "Bergsäng Machines, a Swedish manufacturer of industrial compressors",
    summary:
      "Bergsäng maintained manuals in 27 languages by hand in Word files, with each product update costing weeks. We helped migrate to DITA, connected its CCMS to Leen and built a termbase from its PLM data. Updates now flow automatically, and only changed topics are translated.",
    results: [
      { value: "−52%", label: "translation cost per product update" },
      { value: "3 weeks → 5 days", label: "time to publish all languages" },
      { value: "27", label: "languages from one connected workflow" },
    ],
  },
  faqs: [
    {
      question: "Do you work with DITA and S1000D?",
      answer:
        "Yes. We translate DITA topics and maps and S1000D data modules natively, preserving conditional processing, keys and references, and deliver back into your CCMS.",
    },
    {
      question: "Which languages does the EU Machinery Regulation require?",
      answer:
        "Instructions must be provided in the language or languages accepted by the member state where the machine is made available. In practice, that means at least all official EU languages for products sold across the single market.",
    },
    {
      question: "Can you translate text in drawings and CAD files?",
      answer:
        "Yes. We extract text from CAD and illustration files, translate it with your termbase and return files with layout preserved.",
    },
  ],
  cta: {
    heading: "Connect your documentation to every market",
    text: "Tell us about your product documentation, systems and languages, and we will propose a connected translation workflow.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/technical-content-creation",
    "/services/dtp",
    "/technology/integrations",
    "/industries/energy-mining",
    "/services/consumer-electronics-localization",
  ],
}

export default page
