import type { ServicePageCopy } from "../page-copy"

export const websiteLocalization: ServicePageCopy = {
  slug: "website-localization",
  meta: {
    path: "/services/website-localization",
    title: "Website Localization Services",
    description:
      "Launch localized websites that rank and convert: CMS connectors, continuous translation, in-context review and market-specific SEO in 200+ languages.",
  },
  hero: {
    eyebrow: "Website localization",
    heading: "Websites that feel local in every market you sell to",
    intro:
      "We localize websites, web shops and help centres straight from your CMS: new and changed pages flow to translation automatically, linguists see the page they are translating, and published content is checked in the browser before your customers see it.",
    primaryCta: { label: "Get a website localization quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan your multilingual site", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "30+", label: "CMS and commerce platforms connected" },
    { value: "48 h", label: "typical time from page change to localized publish" },
    { value: "64%", label: "growth in international organic traffic for Vindhem" },
  ],
  overview: [
    "Website localization is more than translating page text. Prices, units, dates, legal notices, imagery, forms, search metadata and the URL structure all have to work in the target market, and the site keeps changing after launch. A process that relies on exported spreadsheets falls behind within weeks.",
    "Nordika connects to your CMS or commerce platform, detects new and updated content, and sends only what changed to translation. Translators work with a live preview of the page, so a button label is translated as a button label and a headline fits its layout. Localized content returns to your CMS as a draft or is published directly, depending on your approval rules.",
    "Because search behaviour differs between markets, we combine localization with multilingual keyword research when you need it. The aim is pages that Swedish, German or Japanese buyers actually find and trust, not a literal copy of your English site.",
  ],
  offerings: [
    {
      title: "Localization strategy and market readiness",
      description:
        "We audit your site for internationalization issues such as hard-coded text, concatenated strings and single-currency checkout, and agree which content to localize fully, lightly or not at all.",
      icon: "Compass",
    },
    {
      title: "CMS and commerce connectors",
      description:
        "Ready connectors for WordPress, Contentful, Adobe Experience Manager, Sitecore, Drupal, Shopify and others, plus our API for custom stacks.",
      icon: "Plug",
    },
    {
      title: "Continuous localization",
      description:
        "Changed content is picked up automatically and translated against your memory, so new product pages go live in every language within days rather than weeks.",
      icon: "Workflow",
    },
    {
      title: "Product catalogue and PIM localization",
      description:
        "Thousands of product titles, attributes and descriptions translated with structured terminology and machine translation where quality estimation shows it is safe.",
      icon: "ShoppingCart",
    },
    {
      title: "Multilingual SEO",
      description:
        "Keyword research, localized metadata, hreflang review and slug translation by specialists who know each market's search habits.",
      icon: "Search",
    },
    {
      title: "In-context review and testing",
      description:
        "Native reviewers check the staging site for truncation, broken layouts, untranslated strings, legal copy and local conventions before launch.",
      icon: "Monitor",
    },
  ],
  process: [
    {
      title: "Audit and scope",
      description:
        "We crawl your site, count translatable words per template, spot internationalization risks and propose which sections to localize for each market.",
    },
    {
      title: "Connect",
      description:
        "We set up the connector or API integration to your CMS, map content types and fields, and agree who approves what before anything is published.",
    },
    {
      title: "Build the language assets",
      description:
        "Your glossary, style guide and any existing translations are loaded into Leen so the first wave of pages is consistent with what you already have.",
    },
    {
      title: "Translate with visual context",
      description:
        "Linguists translate in an editor that shows the rendered page, and transcreation specialists rework headlines and campaign pages where a literal version would fall flat.",
    },
    {
      title: "Review on staging",
      description:
        "Native reviewers test the localized pages in the browser and on mobile, logging issues against the exact URL and string.",
    },
    {
      title: "Publish and keep in sync",
      description: "Content flows back to your CMS; from then on the connector watches for changes and keeps every language up to date.",
    },
  ],
  quality: [
    "Translation and revision by separate linguists under our ISO 17100-certified process.",
    "Connector access scoped to the content types you choose, with credentials stored and handled under our ISO 27001 information security management system.",
    "Automated checks for untranslated strings, broken tags and placeholders, and character-length limits on navigation and buttons.",
    "Pre-launch review on staging by native speakers of every target market, with issues tracked to closure.",
  ],
  technology: [
    {
      title: "Leen Connect",
      description:
        "Our connector layer syncs content with your CMS, PIM or repository, and sends only new or changed fields to translation.",
      icon: "Plug",
    },
    {
      title: "Visual context editor",
      description: "Translators see each string inside a rendering of the page, which cuts layout problems and mistranslated UI labels.",
      icon: "LayoutGrid",
    },
    {
      title: "Quality estimation",
      description:
        "For large catalogues, Leen scores machine-translated product data and routes only uncertain segments to a human linguist.",
      icon: "Gauge",
    },
  ],
  proof: {
    client: "Vindhem",
    summary:
      "The Swedish home-furnishings retailer expanded its online store from three to eleven markets. We connected its headless CMS and PIM to Leen, localized about 40,000 product pages and paired launch content with market-specific keyword research.",
    results: [
      { value: "64%", label: "growth in international organic traffic within a year" },
      { value: "18%", label: "higher conversion rate on the German store" },
      { value: "10 days → 48 h", label: "time to publish new products in all markets" },
    ],
  },
  faqs: [
    {
      question: "Do we need to change our CMS?",
      answer:
        "No. We connect to the CMS you already use through a ready connector or our REST API. For static sites and custom stacks we can also work with JSON, YAML, XLIFF or Git repositories.",
    },
    {
      question: "How do you deal with content that changes every day?",
      answer:
        "The connector checks for changes on a schedule or on publish events and sends only new or edited text. Small updates are typically live in all languages within two working days.",
    },
    {
      question: "Will localized pages rank in local search engines?",
      answer:
        "Translation alone rarely ranks well. With our international SEO service we research local keywords before translation, so titles, headings and URLs use the words people actually search for in each market.",
    },
    {
      question: "What happens to images with text in them?",
      answer:
        "We extract and translate the text, and our desktop publishing (DTP) team recreates the graphics, or we recommend replacing them with images that suit the market better.",
    },
  ],
  cta: {
    heading: "Find out what it takes to take your website to new markets",
    text: "Send us your site address and target markets. We will come back with a word count, a recommended integration and a launch plan.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/international-seo-sem",
    "/services/translation-apis-connectors",
    "/services/multilingual-copywriting-transcreation",
    "/services/localization-testing",
    "/industries/retail-ecommerce",
  ],
}
