import type { IndustryPageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

const page: IndustryPageCopy = {
  slug: "retail-ecommerce",
  meta: {
    path: "/industries/retail-ecommerce",
    title: "Retail & E-commerce Localization",
    description:
      "Localize product catalogues, PIM feeds, marketplace listings and checkout flows fast, with MT post-editing, local SEO and EU consumer-law checks.",
  },
  hero: {
    eyebrow: "Retail & e-commerce",
    heading: "Product content that converts in every market you sell to",
    intro:
      "Online retailers, marketplaces and omnichannel brands use Nordika to launch storefronts, localize catalogues of hundreds of thousands of SKUs and keep every channel in sync.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1.2 M", label: "SKU descriptions localized for clients last year" },
    { value: "72 h", label: "typical turnaround for a 5,000-SKU seasonal drop" },
    { value: "30+", label: "marketplaces supported, from Zalando to Rakuten" },
    { value: "ISO 18587", label: "certified MT post-editing for catalogue content" },
  ],
  overview: [
    "In e-commerce, content is the shop floor. Shoppers who cannot read size guides, materials or return terms in their language leave, or return the product. Nordika helps retailers localize the whole buying journey: product data, category pages, search, checkout, transactional emails, customer service and returns.",
    "We plug into your PIM, commerce platform or marketplace feeds so new products flow to translation automatically. Leen uses your translation memory, glossary and engine customised on your catalogue to produce first drafts at scale; trained post-editors then correct and polish them to ISO 18587. Hero products and campaign pages go to copywriters.",
    "Compliance is built in: consumer information requirements under the EU Consumer Rights Directive, textile labelling, product safety warnings and energy labels are handled by specialists and verified against checklists per market.",
  ],
  challenges: [
    {
      title: "Catalogue scale and velocity",
      description: "Tens of thousands of SKUs change every season, and each day a product sits untranslated is lost revenue.",
      icon: "Package",
    },
    {
      title: "Attributes and units",
      description:
        "Sizes, materials, care instructions, units and colour names need consistent, market-correct values across filters and feeds.",
      icon: "ListChecks",
    },
    {
      title: "Search that misses local queries",
      description: "Shoppers search with local words and spellings that literal translation of product titles never uses.",
      icon: "Search",
    },
    {
      title: "Consumer law per market",
      description: "Withdrawal rights, warranty wording, price indications and product safety information vary by country.",
      icon: "Scale",
    },
  ],
  solutions: [
    {
      title: "PIM and commerce connectors",
      description:
        "Integrations with common PIM and commerce platforms route new and updated products to translation without spreadsheets.",
      icon: "Plug",
    },
    {
      title: "Catalogue MT with post-editing",
      description:
        "Custom-trained engines in Leen and certified post-editors translate descriptions at scale, with attribute values locked to your taxonomy.",
      icon: "Sparkles",
    },
    {
      title: "Local SEO and on-site search",
      description: "Keyword research per market feeds product titles, category copy and synonym lists for your on-site search.",
      icon: "TrendingUp",
    },
    {
      title: "Customer service in every language",
      description: "Macros, chat and email support localized, or handled directly by our multilingual support team.",
      icon: "Headphones",
    },
  ],
  proof: {
    client: "Vinterhav, a Finnish online outdoor retailer",
    href: "/case-studies/vinterhav-ecommerce-expansion",
    summary:
      "Vinterhav was expanding from Finland and Sweden into Germany, France and Poland with a 38,000-product catalogue. We connected its PIM to Leen, trained an engine on its approved Swedish and English content and set up post-editing with locked attribute values. Keyword research reshaped titles for each market. The new stores launched in ten weeks.",
    results: caseStudyResults("/case-studies/vinterhav-ecommerce-expansion"),
  },
  faqs: [
    {
      question: "Is machine translation good enough for product descriptions?",
      answer:
        "For attribute-heavy descriptions, an engine trained on your content plus human post-editing gives publishable quality at a fraction of full translation cost. For hero products, brand pages and campaigns, we recommend copywriting or transcreation.",
    },
    {
      question: "Can you handle marketplace listings?",
      answer:
        "Yes. We adapt titles, bullet points and backend keywords to each marketplace's rules and character limits, and deliver in its flat-file or API format.",
    },
    {
      question: "How do you keep sizes and materials consistent?",
      answer:
        "We map attribute values to a controlled list per market, lock them in Leen and validate feeds before delivery, so 'merino wool' is never translated two ways.",
    },
  ],
  cta: {
    heading: "Open your next market in weeks",
    text: "Send us a catalogue export and your target markets, and we will model cost and timelines for launch and ongoing updates.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/website-localization",
    "/services/machine-translation",
    "/services/international-seo-sem",
    "/services/email-chat-support",
    "/industries/marketing-advertising",
  ],
}

export default page
