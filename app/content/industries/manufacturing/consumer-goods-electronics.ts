import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "consumer-goods-electronics",
  meta: {
    path: "/industries/manufacturing/consumer-goods-electronics",
    title: "Consumer Goods & Electronics Localization",
    description:
      "Quick-start guides, packaging, regulatory leaflets, companion apps and support content localized for simultaneous launches of consumer products.",
  },
  hero: {
    eyebrow: "Manufacturing · Consumer goods & electronics",
    heading: "Launch consumer products everywhere on the same day",
    intro:
      "Makers of home appliances, audio, wearables, smart-home devices and personal care products use Nordika to localize everything in the box, on the box and in the app.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "35", label: "languages in a typical EU quick-start guide" },
    { value: "CE, UKCA, FCC", label: "regulatory statements from a verified library" },
    { value: "10 days", label: "from frozen source to print-ready multilingual packaging" },
    { value: "App + box", label: "localized in one coordinated launch plan" },
  ],
  overview: [
    "A consumer product launch puts dozens of language versions on a fixed date: packaging, quick-start guides, safety and regulatory leaflets, the companion app, the web store and support articles. Any late language means a market misses launch or a print run is redone.",
    "We plan localization around your launch calendar. Regulatory statements for the Radio Equipment Directive, the Low Voltage and Ecodesign rules, WEEE and battery marking come from a verified library per language. Quick-start guides and packaging are laid out for tight multilingual formats, companion apps are localized through your repositories, and support content goes live with the product.",
    "For compact user documentation, our writers can also create picture-led guides and short, clear source text that reduces the amount to translate in the first place.",
  ],
  challenges: [
    {
      title: "Print deadlines",
      description: "Packaging and printed guides must be final weeks before launch, often while the product is still changing.",
      icon: "Printer",
    },
    {
      title: "Many languages, small space",
      description: "Multilingual leaflets squeeze 20+ languages into booklets where every line counts.",
      icon: "LayoutGrid",
    },
    {
      title: "Regulatory wording",
      description: "Declarations, safety warnings and disposal notes must use correct local wording for each regime.",
      icon: "Scale",
    },
  ],
  solutions: [
    {
      title: "Launch-calendar planning",
      description: "Content freezes, translation and desktop publishing (DTP) scheduled backwards from print and go-live dates.",
      icon: "Calendar",
    },
    {
      title: "Regulatory statement library",
      description: "Approved CE, UKCA and FCC statements, safety warnings and disposal texts reused in every language.",
      icon: "BookOpen",
    },
    {
      title: "Packaging and guide DTP",
      description: "Multilingual layouts in InDesign and Illustrator, checked for font coverage and minimum sizes.",
      icon: "PenTool",
    },
    {
      title: "Companion app localization",
      description: "App strings, onboarding and store listings localized and tested alongside the hardware.",
      icon: "Smartphone",
    },
  ],
  proof: {
    client: "Ljudö Audio, a Swedish headphone and speaker brand",
    summary:
      "Ljudö was launching a new speaker range in 30 countries on one date. We ran packaging, a 24-language quick-start guide, regulatory leaflets, the companion app and support centre through one plan, delivering print files ten days after source freeze.",
    results: [
      { value: "30", label: "countries launched on the same day" },
      { value: "24", label: "languages in one quick-start guide" },
      { value: "0", label: "reprints due to translation errors" },
    ],
  },
  faqs: [
    {
      question: "Can you handle late product changes?",
      answer:
        "Yes. We track changes against the frozen source and translate deltas quickly, and we plan buffers with you for items known to be at risk.",
    },
    {
      question: "Do you work with our packaging agency?",
      answer: "Yes. We can deliver translated text for your agency to set, or produce the multilingual artwork ourselves.",
    },
    {
      question: "Do you localize product videos?",
      answer: "Yes: subtitles, voice-over and on-screen text for how-to and marketing videos.",
    },
  ],
  cta: {
    heading: "Plan your next launch with us",
    text: "Share your launch date, markets and content list, and we will build a localization plan backwards from it.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: ["/industries/manufacturing", "/services/consumer-electronics-localization", "/services/dtp", "/industries/retail-ecommerce"],
}

export default page
