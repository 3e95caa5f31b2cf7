import type { ContentPage } from "@nordika/ui/templates"
import { caseStudyResults } from "../case-study-results"

export const integrations: ContentPage = {
  meta: {
    path: "/technology/integrations",
    title: "Localization Integrations for CMS, PIM, Code and Helpdesk",
    description:
      "Connect Leen to WordPress, Contentful, AEM, Shopify, Akeneo, GitHub, Figma, Zendesk and more, or to your own systems through our REST API and webhooks.",
  },
  hero: {
    eyebrow: "Integrations",
    heading: "Leen connects to the systems where your content already lives",
    intro:
      "More than 30 ready connectors and an open REST API let content move between your platforms and our linguists automatically. Pick a connector, configure what should be translated, and stop moving files by hand.",
    primaryCta: { label: "Discuss your integration", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    panel: {
      kind: "facts",
      items: [
        { value: "30+", label: "ready connectors" },
        { value: "50+", label: "file formats parsed natively" },
        { value: "2–4 weeks", label: "typical time to go live with a ready connector" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      heading: "Integration categories",
      items: [
        {
          title: "Content management systems",
          description:
            "WordPress, Contentful, Adobe Experience Manager, Sitecore, Drupal, Storyblok and Optimizely, configured by content type and field.",
          icon: "LayoutGrid",
        },
        {
          title: "Commerce and product information",
          description: "Shopify, Salesforce Commerce Cloud, Magento, Akeneo and inRiver for catalogues and product data that change daily.",
          icon: "ShoppingCart",
        },
        {
          title: "Code repositories",
          description: "GitHub, GitLab, Bitbucket and Azure DevOps, with translated resource files returned as pull requests.",
          icon: "Code",
        },
        {
          title: "Design tools",
          description: "Figma plugin to send frames for translation and preview localized designs before development starts.",
          icon: "PenTool",
        },
        {
          title: "Customer support platforms",
          description: "Zendesk, Salesforce Service Cloud, Freshdesk and Intercom, for help centres and real-time ticket translation.",
          icon: "Headphones",
        },
        {
          title: "Marketing automation",
          description: "HubSpot and Marketo emails, landing pages and forms localized and returned to the right campaign.",
          icon: "Megaphone",
        },
        {
          title: "Document storage",
          description:
            "SharePoint, Google Drive, Box and SFTP folders watched for new files, with translations saved alongside the source.",
          icon: "FolderSearch",
        },
        {
          title: "Translation management systems",
          description: "Our linguists work inside Phrase, XTM, Trados, memoQ, Lokalise or Crowdin when you already run your own TMS.",
          icon: "Languages",
        },
        {
          title: "Identity and access",
          description: "Single sign-on with Microsoft Entra ID, Okta, Google Workspace and any SAML 2.0 or OpenID Connect provider.",
          icon: "KeyRound",
        },
      ],
    },
    {
      kind: "steps",
      heading: "From first call to live integration",
      items: [
        {
          title: "Technical scoping",
          description: "A Leen engineer reviews your platforms, content model and security requirements with your team.",
        },
        {
          title: "Configuration",
          description: "We install the connector, map content types and fields, and agree triggers and delivery rules.",
        },
        {
          title: "Test in staging",
          description: "Sample content is round-tripped in a staging environment to verify structure, formatting and permissions.",
        },
        {
          title: "Go live and monitor",
          description: "The connector moves to production with health monitoring, and you get a named contact for changes.",
        },
      ],
    },
    {
      kind: "text",
      heading: "When there is no ready connector",
      paragraphs: [
        "Many clients run in-house platforms, ERPs or document systems that no off-the-shelf connector supports. The Leen REST API, with OpenAPI documentation, webhooks and SDKs for TypeScript, Python and Java, lets your developers integrate in days rather than months.",
        "If your team is busy, our integration engineers build and maintain the connector for you. Custom connectors run on the same monitored infrastructure as our standard ones, inside our ISO 27001 scope and in EU data centres.",
      ],
    },
    {
      kind: "proof",
      heading: "An integration in practice",
      case: {
        client: "Polarsoft",
        href: "/case-studies/polarsoft-continuous-localization",
        summary:
          "The Finnish HR software company connected its GitHub monorepo and Figma files to Leen. Designers preview localized screens before build, and developers receive translated strings as pull requests several times a week.",
        results: caseStudyResults("/case-studies/polarsoft-continuous-localization"),
      },
    },
    {
      kind: "faq",
      heading: "Integration questions",
      items: [
        {
          question: "Do connectors cost extra?",
          answer:
            "Standard connectors and API access are included with Nordika services. Custom connector development is quoted as a one-off project with optional maintenance.",
        },
        {
          question: "What access does a connector need?",
          answer:
            "Only the content types and actions you approve. We use scoped API tokens or OAuth, store credentials encrypted and log every action the connector performs.",
        },
        {
          question: "Can we keep our own TMS?",
          answer:
            "Yes. Our linguists and project managers can work directly in your translation management system, and Leen can exchange data with it through XLIFF and APIs.",
        },
      ],
    },
  ],
  cta: {
    heading: "Tell us where your content lives",
    text: "We will recommend a connector or API integration and show you a test round trip with your own content.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
