import type { ServicePageCopy } from "../page-copy"

export const translationApisConnectors: ServicePageCopy = {
  slug: "translation-apis-connectors",
  meta: {
    path: "/services/translation-apis-connectors",
    title: "Translation API and Connectors",
    description:
      "Automate translation with the Leen REST API, webhooks and ready connectors for CMS, PIM, code repositories and helpdesks, including human review workflows.",
  },
  hero: {
    eyebrow: "APIs and connectors",
    heading: "Translation that flows through your systems, not your inbox",
    intro:
      "The Leen API and our ready-made connectors send content from your CMS, PIM, repository or custom application to translation and back automatically, with machine, human or hybrid workflows chosen per content type.",
    primaryCta: { label: "Request API access", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a technical call", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "18 min", label: "average time from new listing to translation for Kretsa Marketplace" },
    { value: "30+", label: "ready connectors" },
    { value: "99.9%", label: "API availability over the last 12 months" },
  ],
  overview: [
    "Every manual step in localization, such as exporting files, emailing them, renaming and re-importing, adds days and errors. Most of those steps can disappear when your systems talk directly to your language service provider.",
    "Leen exposes a documented REST API with webhooks, and a library of connectors for common content platforms. You decide which content is sent, which workflow applies (machine translation only, machine translation with post-editing, or full human translation and revision) and where translations are delivered. Our linguists work behind the API, so you get professional quality through the same pipe as instant MT.",
    "Our integration engineers help you design the flow, build custom connectors when needed, and monitor them once they are live.",
  ],
  offerings: [
    {
      title: "Leen REST API",
      description:
        "Create jobs, upload content, choose workflows, track progress and receive translations by webhook, with OpenAPI documentation and SDKs.",
      icon: "Code",
    },
    {
      title: "CMS connectors",
      description:
        "WordPress, Contentful, Adobe Experience Manager, Sitecore, Drupal, Storyblok and other platforms, configured by content type and field.",
      icon: "Plug",
    },
    {
      title: "Commerce and PIM connectors",
      description: "Shopify, Salesforce Commerce Cloud, Akeneo and inRiver, for product data that changes every day.",
      icon: "ShoppingCart",
    },
    {
      title: "Repository and design integrations",
      description: "GitHub, GitLab, Bitbucket and Figma, so developers and designers never handle translation files by hand.",
      icon: "Network",
    },
    {
      title: "Custom integrations",
      description: "Connectors for in-house systems, ERPs and document management platforms, built and maintained by our engineers.",
      icon: "Wrench",
    },
    {
      title: "Instant MT endpoint",
      description: "Synchronous machine translation with your terminology for real-time use cases such as user reviews and chat.",
      icon: "Zap",
    },
  ],
  process: [
    {
      title: "Integration design",
      description: "We map your content sources, triggers, workflows and delivery targets with your technical team.",
    },
    {
      title: "Sandbox",
      description: "You receive sandbox credentials and sample code; our engineers help you send your first jobs.",
    },
    {
      title: "Configure workflows",
      description: "We set rules per content type: which engine, which review level, which deadlines and which notifications.",
    },
    {
      title: "Go live",
      description: "Production credentials are issued with scoped permissions, and the connector is monitored for errors.",
    },
    {
      title: "Operate and evolve",
      description: "We monitor job health, alert you to failures and update connectors when your platform changes versions.",
    },
  ],
  quality: [
    "API and connectors operated under our ISO 27001 information security management system, with TLS 1.2+ and encryption at rest.",
    "OAuth 2.0 and scoped API keys, IP allow-listing and full audit logs of every job and access.",
    "Human workflows behind the API follow ISO 17100 (translation) and ISO 18587 (post-editing).",
    "Data stored and processed in EU data centres in Stockholm and Frankfurt.",
  ],
  technology: [
    {
      title: "Event-driven architecture",
      description: "Webhooks notify your systems on job status changes, avoiding polling and speeding up delivery.",
      icon: "Workflow",
    },
    {
      title: "Idempotent jobs",
      description: "Retries never create duplicate jobs or charges, so integrations stay robust under network failures.",
      icon: "Shield",
    },
    {
      title: "Developer portal",
      description: "OpenAPI specification, SDKs for TypeScript, Python and Java, changelogs and a status page.",
      icon: "BookOpen",
    },
  ],
  proof: {
    client: "Kretsa Marketplace",
    summary:
      "The Nordic second-hand marketplace wanted every listing readable in six languages. Its platform calls the Leen API for each new listing, with instant MT for user content and human translation for category pages and policies.",
    results: [
      { value: "1.2 M", label: "listings translated in the first year" },
      { value: "18 min", label: "average time from listing to translation" },
      { value: "0", label: "manual file transfers" },
    ],
  },
  faqs: [
    {
      question: "Is the API only for machine translation?",
      answer:
        "No. You can request machine translation, machine translation with professional post-editing, or human translation and revision through the same API. Human jobs return when the linguists finish.",
    },
    {
      question: "Do we need developers to use a connector?",
      answer:
        "Not for ready connectors: they are configured in Leen by an administrator with our help. Custom integrations need some developer time on your side, or we build them for you.",
    },
    {
      question: "What does the API cost?",
      answer:
        "There is no fee for API access. You pay for the translation work itself, per word or per character, and for custom connector development if required.",
    },
    {
      question: "What if our platform is not on the list?",
      answer:
        "Our engineers build custom connectors regularly. If your system has an API or can export structured files, we can integrate it.",
    },
  ],
  cta: {
    heading: "Connect your content to translation",
    text: "Tell us which systems hold your content. We will propose an integration and give you sandbox access.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/technology/integrations",
    "/technology/workflow-automation",
    "/services/website-localization",
    "/services/software-app-localization",
    "/industries/retail-ecommerce",
  ],
}
