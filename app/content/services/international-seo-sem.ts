import type { ServicePageCopy } from "../page-copy"

export const internationalSeoSem: ServicePageCopy = {
  slug: "international-seo-sem",
  meta: {
    path: "/services/international-seo-sem",
    title: "International SEO and Multilingual SEM",
    description:
      "Be found in every market: native keyword research, localized metadata, hreflang audits and paid search campaigns adapted by specialists for each language.",
  },
  hero: {
    eyebrow: "International SEO and SEM",
    heading: "Be found by buyers searching in their own language",
    intro:
      "People in Munich, Malmö and Madrid search for the same product with different words. Our native search specialists research those words before translation, optimise your localized pages and adapt paid search campaigns, so international visitors actually reach your site.",
    primaryCta: { label: "Request an SEO audit quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to a search specialist", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "112%", label: "organic traffic growth in Germany for Vågen Outdoor" },
    { value: "28%", label: "lower cost per acquisition in localized paid search" },
    { value: "35", label: "markets with native search specialists" },
  ],
  overview: [
    "Translated keywords are often not the keywords people use. A literal translation of your English term may be grammatically correct and still have no search volume, or mean something else in a neighbouring market. International SEO starts with research in each language, not with translation.",
    "Our search specialists are native speakers based in or close to the markets they work on. They research how buyers search, which competitors rank and what the search results look like, then brief our translators so titles, headings, body copy and URLs use the right terms from the start. After launch they check technical foundations such as hreflang, canonical tags and local hosting signals, and monitor rankings.",
    "For paid search we adapt campaigns rather than translate them: local keyword lists and negatives, ad copy written to character limits, and landing pages that match.",
  ],
  offerings: [
    {
      title: "Multilingual keyword research",
      description: "Native research of search terms, volumes, intent and competition in each market, mapped to your pages.",
      icon: "Search",
    },
    {
      title: "SEO-led translation",
      description: "Translators briefed with target keywords, writing titles, headings and meta descriptions that rank and read naturally.",
      icon: "Languages",
    },
    {
      title: "Technical international SEO audit",
      description: "Hreflang, canonicals, URL structure, sitemaps, local signals and crawlability reviewed across language versions.",
      icon: "FileSearch",
    },
    {
      title: "Paid search localization",
      description: "Google Ads and Microsoft Advertising campaigns adapted with local keywords, negatives and ad copy for each market.",
      icon: "Target",
    },
    {
      title: "Local search engines and marketplaces",
      description: "Optimisation for Baidu, Naver, Yandex and marketplace search on Amazon and Zalando where they matter.",
      icon: "Globe",
    },
    {
      title: "Ranking and performance reporting",
      description: "Monthly reports on rankings, organic traffic and conversions per market, with recommended next steps.",
      icon: "TrendingUp",
    },
  ],
  process: [
    {
      title: "Market and site audit",
      description: "We review your current international visibility, technical setup and competitors in each priority market.",
    },
    {
      title: "Keyword research",
      description: "Native specialists build keyword maps per market and page type, with search intent and volume.",
    },
    {
      title: "Optimised localization",
      description: "Translators and copywriters localize content with keyword briefs; metadata and URLs are written for search.",
    },
    {
      title: "Technical implementation",
      description: "We give your developers hreflang and structure recommendations and verify them after release.",
    },
    {
      title: "Measure and refine",
      description: "Rankings and traffic are tracked per market, and pages are refreshed where competitors overtake you.",
    },
  ],
  quality: [
    "Keyword research done by native speakers, never by translating an English keyword list.",
    "Localized content translated and revised under our ISO 17100-certified process, with keyword use checked in review.",
    "Technical recommendations based on search engines' published guidelines for multilingual and multi-regional sites.",
    "Read-only access to analytics and search consoles wherever possible, managed under our ISO 27001 controls.",
  ],
  technology: [
    {
      title: "Keyword briefs in Leen",
      description: "Target keywords are attached to each page's translation job, and QA checks flag pages that miss them.",
      icon: "ListChecks",
    },
    {
      title: "Rank tracking",
      description: "Daily rank tracking by market and device for your keyword sets, with competitor comparison.",
      icon: "BarChart3",
    },
    {
      title: "Crawl diagnostics",
      description: "Multilingual site crawls detect hreflang errors, duplicate content and untranslated metadata.",
      icon: "ScanSearch",
    },
  ],
  proof: {
    client: "Vågen Outdoor",
    summary:
      "The Swedish outdoor-equipment retailer's translated German and Dutch stores attracted little organic traffic. We researched local keywords, re-optimised 1,800 category and product pages, fixed hreflang errors and localized its paid search campaigns.",
    results: [
      { value: "112%", label: "organic traffic growth in Germany in nine months" },
      { value: "28%", label: "lower paid search cost per acquisition" },
      { value: "3.4×", label: "more first-page rankings in the Netherlands" },
    ],
  },
  faqs: [
    {
      question: "Why not just translate our English keywords?",
      answer:
        "Because search behaviour differs by market. The most-searched term in German or Swedish is often not the literal translation of your English keyword, and sometimes the market uses an English loanword instead.",
    },
    {
      question: "Do you implement technical changes on our site?",
      answer:
        "We provide exact specifications and can implement changes in your CMS where we have access. Code changes are usually done by your developers, and we verify them afterwards.",
    },
    {
      question: "How long until we see results?",
      answer:
        "Paid search changes show results within weeks. Organic improvements typically appear after two to four months, depending on competition and how often search engines crawl your site.",
    },
    {
      question: "Can you work with our SEO agency?",
      answer: "Yes. We often provide the multilingual layer for an agency that leads strategy in the home market.",
    },
  ],
  cta: {
    heading: "Turn your localized site into a source of international demand",
    text: "Tell us your priority markets and share your site. We will propose an audit and keyword research plan.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/website-localization",
    "/services/multilingual-copywriting-transcreation",
    "/industries/retail-ecommerce",
    "/industries/marketing-advertising",
    "/technology/integrations",
  ],
}
