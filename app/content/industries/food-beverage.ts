import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "food-beverage",
  meta: {
    path: "/industries/food-beverage",
    title: "Food & Beverage Translation and Label Localization",
    description:
      "Food labels to EU FIC 1169/2011, allergen declarations, HACCP documents, specs and packaging artwork translated for food and drink producers.",
  },
  hero: {
    eyebrow: "Food & beverage",
    heading: "From recipe to retail shelf: food and drink content that is compliant and appetising",
    intro:
      "Food manufacturers, drinks brands, ingredient suppliers and restaurant groups use Nordika to translate labels, specifications, food-safety documentation and marketing for every market they sell to.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "14", label: "EU-regulated allergens verified on every label translation" },
    { value: "11,000+", label: "packaging artworks localized and proofread" },
    { value: "40+", label: "languages for labels, specs and menus" },
    { value: "2-step", label: "regulatory and linguistic check on every pack" },
  ],
  overview: [
    "On a food label, translation is a compliance act. The EU Food Information to Consumers Regulation (1169/2011) defines the mandatory particulars, the allergen emphasis and the legibility rules, and national rules add their own requirements. One missing allergen or an unapproved health claim can mean a recall.",
    "Our food team translates ingredient lists, nutrition declarations, allergen statements and storage instructions using approved legal names and the wording of the EU Register of nutrition and health claims. Packaging artwork is typeset in the target language and proofread against the approved text before it goes to print.",
    "Behind the label, we translate product specifications, HACCP plans, supplier questionnaires, audit reports for BRCGS, IFS and FSSC 22000 certification and recall procedures, as well as recipes, menus and brand campaigns that need a culinary writer rather than a generalist.",
  ],
  challenges: [
    {
      title: "Mandatory label particulars",
      description:
        "Legal names, allergen emphasis, quantitative ingredient declarations and best-before wording are fixed by regulation per market.",
      icon: "ClipboardCheck",
    },
    {
      title: "Multi-language packs",
      description: "Packs shared across four to eight markets leave millimetres per language while minimum font sizes still apply.",
      icon: "Package",
    },
    {
      title: "Claims that need authorisation",
      description: "Nutrition and health claims must match the authorised wording; free translation turns them into unauthorised claims.",
      icon: "Scale",
    },
    {
      title: "Culinary nuance",
      description:
        "Cuts of meat, cooking methods and regional dishes have no direct equivalents and sound wrong when translated literally.",
      icon: "UtensilsCrossed",
    },
  ],
  solutions: [
    {
      title: "Label translation and verification",
      description:
        "Regulatory-trained translators use legal names and approved claim wording, with a second linguist checking every mandatory particular.",
      icon: "FileCheck",
    },
    {
      title: "Artwork and packaging desktop publishing (DTP)",
      description:
        "Multilingual packs typeset in Adobe Illustrator or your artwork system, with proofs checked against the approved text and font-size rules.",
      icon: "PenTool",
    },
    {
      title: "Food safety documentation",
      description: "HACCP plans, specifications, audit reports and supplier documentation translated with your technical glossary.",
      icon: "ShieldCheck",
    },
    {
      title: "Culinary copywriting",
      description: "Menus, recipes and brand campaigns written by food writers who know what makes a dish sound good locally.",
      icon: "UtensilsCrossed",
    },
  ],
  proof: {
    client: "Havreby Foods, a Swedish plant-based dairy producer",
    summary:
      "Havreby was launching 42 oat-based products in Germany, France, the Netherlands and Poland. We translated labels with approved claim wording, adapted the legal denominations that EU rules reserve for dairy, typeset shared packs and translated specifications for retailer onboarding. All packs passed retailer compliance checks on first submission.",
    results: [
      { value: "42", label: "products launched in 4 markets" },
      { value: "100%", label: "first-submission pass at retailer label review" },
      { value: "3 weeks", label: "from approved source to print-ready artwork" },
    ],
  },
  faqs: [
    {
      question: "Do you check allergens and nutrition values?",
      answer:
        "We verify that every allergen in the source is present and emphasised in the translation and that values, units and reference intakes match. Responsibility for the recipe and analysis stays with the food business operator.",
    },
    {
      question: "Can you work in our artwork management system?",
      answer:
        "Yes. We work in common artwork and label management systems or directly in Illustrator and InDesign files, and deliver proofs for your approval workflow.",
    },
    {
      question: "Do you translate for BRCGS or IFS audits?",
      answer:
        "Yes. We translate procedures, records and audit reports for certification audits, and can provide interpreters during the audit itself.",
    },
  ],
  cta: {
    heading: "Get your products on shelves abroad",
    text: "Send us a sample label and your target markets, and we will quote translation, verification and artwork in one.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/dtp",
    "/services/multilingual-copywriting-transcreation",
    "/industries/agriculture",
    "/industries/retail-ecommerce",
    "/industries/travel-hospitality",
  ],
}

export default page
