import type { ServicePageCopy } from "../page-copy"

export const dtp: ServicePageCopy = {
  slug: "dtp",
  meta: {
    path: "/services/dtp",
    title: "Multilingual Desktop Publishing (DTP)",
    description:
      "Print-ready multilingual layouts in InDesign, FrameMaker and more: text expansion, right-to-left scripts, Asian typography, packaging and regulatory artwork.",
  },
  hero: {
    eyebrow: "Desktop publishing",
    heading: "Translated documents that look as good as the originals",
    intro:
      "Our DTP specialists rebuild brochures, manuals, packaging and labels in every language, handling longer text, right-to-left scripts, Asian typography and local print standards, so you receive files ready for the printer or the web.",
    primaryCta: { label: "Get a DTP quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss your layout project", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,100", label: "packaging and leaflet files in 24 EU languages for Medvik" },
    { value: "0", label: "artwork errors found in regulatory submissions" },
    { value: "40+", label: "scripts and writing systems typeset" },
  ],
  overview: [
    "Translation changes the length and shape of text. German and Finnish can run 30% longer than English, Arabic and Hebrew read right to left, Thai has no spaces between words, and Japanese has its own rules for line breaks and punctuation. Without specialist layout work, the result is overflowing text boxes, broken hyphenation and fonts with missing characters.",
    "Nordika's DTP team in Gothenburg and Singapore works in the original design applications. They adjust layouts for text expansion, swap fonts that lack the required characters, set correct hyphenation and line-breaking for each language, and localize units, dates and images where needed. A linguist then checks the final layout, because errors introduced during typesetting are invisible to anyone who cannot read the language.",
    "For regulated products we follow artwork processes with version control and approval records, so the leaflet that goes to print is exactly the one that was approved.",
  ],
  offerings: [
    {
      title: "Marketing and corporate documents",
      description: "Brochures, catalogues, annual and sustainability reports laid out in InDesign or Illustrator to your brand guidelines.",
      icon: "FileText",
    },
    {
      title: "Technical documentation",
      description: "Manuals and data sheets in FrameMaker, InDesign and XML publishing systems, including callouts in illustrations.",
      icon: "BookOpen",
    },
    {
      title: "Packaging and labelling",
      description: "Multilingual packs and labels that fit legal text into limited space, with dieline and barcode checks.",
      icon: "Package",
    },
    {
      title: "Regulatory artwork",
      description: "Patient leaflets, IFUs and cartons managed with artwork versioning and proofreading against approved text.",
      icon: "Pill",
    },
    {
      title: "Complex scripts",
      description: "Arabic, Hebrew, Persian, Thai, Hindi, Chinese, Japanese and Korean typeset by native-reading specialists.",
      icon: "Languages",
    },
    {
      title: "Accessible PDF",
      description: "Tagged, accessible PDFs in every language, meeting PDF/UA and WCAG requirements for public documents.",
      icon: "Eye",
    },
  ],
  process: [
    {
      title: "File preparation",
      description: "We check the source package, fonts and links, and extract text for translation without flattening the layout.",
    },
    {
      title: "Translation",
      description: "Text is translated in Leen with length limits and layout context where space is tight.",
    },
    {
      title: "Typesetting",
      description: "DTP specialists import translations, adjust layouts, apply language-specific typography and localize graphics.",
    },
    {
      title: "Linguistic layout check",
      description: "A native linguist proofreads the typeset PDF for breaks, missing text, hyphenation and image text.",
    },
    {
      title: "Print or digital output",
      description: "You receive press-ready PDFs to your printer's specification, packaged source files and web-optimised versions.",
    },
  ],
  quality: [
    "Layout proofreading by a native linguist in every language, as a separate step after typesetting.",
    "Translation under our ISO 17100-certified process before layout work begins.",
    "Preflight checks against your print specification: bleed, colour profiles, fonts and image resolution.",
    "Version-controlled artwork workflow with approval records for regulated packaging and labelling.",
  ],
  technology: [
    {
      title: "Native design applications",
      description: "InDesign, Illustrator, FrameMaker, QuarkXPress, Word and XML publishing tools, in the versions you use.",
      icon: "PenTool",
    },
    {
      title: "Round-trip extraction",
      description: "Leen extracts text from IDML, MIF and other formats and reinserts translations without breaking styles.",
      icon: "Workflow",
    },
    {
      title: "Automated preflight",
      description: "Scripts check overset text, missing glyphs and style overrides before the layout reaches a proofreader.",
      icon: "ScanSearch",
    },
  ],
  proof: {
    client: "Medvik Pharma",
    summary:
      "The Danish pharmaceutical company moved packaging and patient-leaflet artwork for its over-the-counter range to Nordika. We typeset and proofread cartons, labels and leaflets in 24 EU languages within a version-controlled artwork process.",
    results: [
      { value: "1,100", label: "artwork files delivered in year one" },
      { value: "0", label: "artwork errors in regulatory submissions" },
      { value: "5 → 2 days", label: "average artwork turnaround per language" },
    ],
  },
  faqs: [
    {
      question: "Which files should we send?",
      answer:
        "The packaged source files from your design application, including fonts and linked images. A PDF alone works only if we rebuild the layout, which takes longer and costs more.",
    },
    {
      question: "How is DTP priced?",
      answer:
        "Per page or per hour, depending on complexity and the language. Right-to-left and Asian scripts take more time. We quote per language after reviewing your files.",
    },
    {
      question: "Do you have the fonts for all languages?",
      answer:
        "We hold licences for broad-coverage font families and recommend matching alternatives when your brand font lacks characters. For brand fonts we use your licence.",
    },
    {
      question: "Can you prepare files for our printer?",
      answer: "Yes. Tell us the printer's specification or put us in touch, and we deliver PDFs that pass their preflight.",
    },
  ],
  cta: {
    heading: "Get print-ready files in every language",
    text: "Send us the packaged design files and target languages. We will quote the translation and layout together.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/translation",
    "/services/technical-content-creation",
    "/services/consumer-electronics-localization",
    "/industries/life-sciences/pharmaceutical",
    "/industries/manufacturing/consumer-goods-electronics",
  ],
}
