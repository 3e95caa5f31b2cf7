import type { ContentPage } from "@nordika/ui/templates"

/** /technology/leen: the Leen AI page (seed and fallback for the staff-editable version). */
export const leen: ContentPage = {
  meta: {
    path: "/technology/leen",
    title: "Leen AI: Nordika's Language Intelligence Platform",
    description:
      "Leen AI unites translation memory, terminology, quality estimation and adaptive MT in one EU-hosted platform, so human linguists spend time where it matters.",
  },
  hero: {
    eyebrow: "Leen AI",
    heading: "Leen: the platform that remembers, checks and learns from every translation",
    intro:
      "Leen is the language AI platform Nordika built for its own linguists and opened to clients in 2021. It brings together your translation memory, terminology, adaptive machine translation and quality estimation in one workflow, hosted in the EU, so every project starts from what you already know and human expertise goes where it adds the most.",
    primaryCta: { label: "Book a Leen demo", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a quote", href: "/contact/request-quote" },
  },
  sections: [
    {
      kind: "stats",
      heading: "Leen in numbers",
      items: [
        { value: "2.3 bn", label: "words in private client translation memories" },
        { value: "310 M", label: "words processed through Leen in 2024" },
        { value: "Up to 40%", label: "faster turnaround on MT and post-editing programmes" },
        { value: "99.9%", label: "platform availability over the last 12 months" },
      ],
    },
    {
      kind: "text",
      id: "what-is-leen",
      heading: "What Leen is, and what it is not",
      paragraphs: [
        "Leen is not a public translation app and not a black box that replaces translators. It is the production system behind every Nordika project: the place where content arrives, where your linguistic assets live, where machine translation and human linguists meet, and where quality is measured before anything is delivered.",
        "The name began as the internal code name for a 'lean' translation pipeline, spelt the Nordic way by the engineers who built the first version in our Stockholm office. It still describes the idea: remove every step that adds no value, and keep every approved translation, terminology decision and reviewer correction so the next project is faster and more consistent.",
        "Clients use Leen in three ways: indirectly, through Nordika's project teams; directly, through a client portal to order, review and track work; and programmatically, through the Leen API and connectors built into their own systems.",
      ],
    },
    {
      kind: "features",
      id: "components",
      heading: "Six components, one platform",
      intro: "Each part of Leen solves one problem in the localization chain, and they share the same data so nothing is entered twice.",
      items: [
        {
          title: "Leen Memory",
          description:
            "Private, client-specific translation memories with context-aware matching, so repeated and similar sentences are reused and priced accordingly.",
          icon: "Database",
        },
        {
          title: "Leen Terms",
          description:
            "Multilingual termbases with approval workflows, forbidden terms and product metadata, enforced while linguists type and again in QA.",
          icon: "BookA",
        },
        {
          title: "Leen MT",
          description:
            "Adaptive machine translation that selects among neural MT engines and large language models per language pair and content type, tuned with your memory and terminology.",
          icon: "Cpu",
        },
        {
          title: "Leen Score",
          description:
            "Quality estimation that rates each machine-translated segment without a reference translation, and routes it to light review, full post-editing or human translation.",
          icon: "Gauge",
        },
        {
          title: "Leen Flow",
          description:
            "Workflow orchestration that assigns work, applies your rules, runs automated QA and predicts deadline risk before it becomes a delay.",
          icon: "Workflow",
        },
        {
          title: "Leen Connect",
          description:
            "REST API, webhooks and more than 30 connectors that link Leen to your CMS, PIM, code repositories, design tools and helpdesk.",
          icon: "Plug",
        },
      ],
    },
    {
      kind: "steps",
      id: "architecture",
      heading: "How a segment travels through Leen",
      intro:
        "Leen is built as a set of services around a shared, per-client language data store. This is the path a sentence takes from your system to a finished translation.",
      items: [
        {
          title: "Ingest",
          description:
            "Leen Connect receives content from an integration, the portal or the API, and filters parse more than 50 file formats into segments while protecting tags and code.",
        },
        {
          title: "Leverage",
          description:
            "Leen Memory looks up exact and fuzzy matches in your private memory, using surrounding context to choose between alternatives.",
        },
        {
          title: "Machine translate",
          description:
            "Segments without a good match go to Leen MT, which applies your termbase and uses the engine that performed best for this content in evaluation.",
        },
        {
          title: "Estimate quality",
          description: "Leen Score predicts how much each segment needs editing and flags terminology, number and meaning risks.",
        },
        {
          title: "Human expertise",
          description:
            "Leen Flow sends segments to the right linguist at the right depth of review, in an editor with context, terminology prompts and live QA.",
        },
        {
          title: "Learn",
          description:
            "Approved translations update your memory; edits feed engine adaptation and quality models, scoped to your data only.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "privacy",
      heading: "Data privacy and security by design",
      intro:
        "Leen was designed in Sweden for European companies, many of them in regulated industries. Data protection is part of the architecture, not an add-on.",
      items: [
        "Hosted in our EU data centres in Stockholm and Frankfurt; client content does not leave the EU unless you ask for it.",
        "Each client's memories, termbases and engine adaptations are stored separately, encrypted at rest with client-specific keys and in transit with TLS 1.2 or higher.",
        "Your data is never used to train shared or third-party models without your written consent; external AI providers are used only under contracts that exclude training and retention.",
        "Single sign-on with SAML or OpenID Connect, role-based access and complete audit logs of who accessed what, and when.",
        "Retention periods set per client, with verified deletion on request.",
        "Within the scope of Nordika's ISO 27001 certification, and covered by our GDPR data processing agreement.",
      ],
    },
    {
      kind: "features",
      id: "workflows",
      heading: "Workflows Leen runs every day",
      items: [
        {
          title: "Human translation with revision",
          description:
            "The ISO 17100 workflow for legal, medical, marketing and other critical content, with Leen providing memory, terms and automated QA.",
          icon: "Users",
        },
        {
          title: "Machine translation with post-editing",
          description: "ISO 18587 post-editing where quality estimation shows MT is a good starting point, priced by measured effort.",
          icon: "PenTool",
        },
        {
          title: "Instant MT with risk flags",
          description:
            "Real-time translation of user reviews, support chats and internal documents, with risky segments flagged for a person.",
          icon: "Zap",
        },
        {
          title: "Continuous localization",
          description: "Small, frequent batches from repositories and CMSs, translated within hours and returned automatically.",
          icon: "Recycle",
        },
      ],
    },
    {
      kind: "links",
      id: "integrations",
      heading: "Connects to the tools you already use",
      intro: "Leen works with your content platforms, and our linguists can also work inside your own TMS.",
      items: [
        {
          title: "Integrations",
          description: "CMS, commerce, PIM, repositories, design tools, helpdesks and single sign-on.",
          href: "/technology/integrations",
          icon: "Plug",
        },
        {
          title: "Workflow automation",
          description: "Rules, triggers and routing that remove manual steps from localization.",
          href: "/technology/workflow-automation",
          icon: "Workflow",
        },
        {
          title: "API and connectors",
          description: "The Leen REST API, webhooks and SDKs for your developers.",
          href: "/technology/apis-connectors",
          icon: "Code",
        },
        {
          title: "AI security",
          description: "How we govern AI models, data flows and human oversight.",
          href: "/security-compliance/ai-security",
          icon: "ShieldCheck",
        },
      ],
    },
    {
      kind: "proof",
      heading: "Leen in practice",
      case: {
        client: "Ålund Bank",
        href: "/case-studies/alund-bank-machine-translation-programme",
        summary:
          "The Swedish bank routes internal policies and procedures through Leen MT and Leen Score. About a third of segments are cleared for light review; the rest are post-edited by finance specialists, and every correction improves the bank's private engine.",
        results: [
          { value: "60%", label: "shorter turnaround" },
          { value: "42%", label: "lower cost per word" },
          { value: "18 M", label: "words processed over two years" },
        ],
      },
    },
    {
      kind: "quote",
      quote:
        "We built Leen because our linguists deserved better tools than copy and paste between six systems. What clients notice is simpler: the same term everywhere, fewer questions and faster deliveries.",
      author: "Mikael Sandberg",
      role: "Co-founder and Chief Technology Officer, Nordika",
    },
    {
      kind: "faq",
      heading: "Questions about Leen",
      items: [
        {
          question: "Do I need a licence to benefit from Leen?",
          answer:
            "No. Every Nordika project runs through Leen at no extra cost. Portal access, the API and standard connectors are included; custom integrations and private deployments are quoted separately.",
        },
        {
          question: "Can I bring my existing translation memories?",
          answer:
            "Yes. We import TMX, TBX, XLIFF and bilingual files from any tool, clean them and align legacy translations if needed. You can export everything again at any time.",
        },
        {
          question: "Which machine translation engines does Leen use?",
          answer:
            "Several neural MT engines and large language models, including self-hosted open-weight models. Leen Score and regular human evaluations decide which engine serves which language pair and content type for you.",
        },
        {
          question: "Does Leen replace human translators?",
          answer:
            "No. It removes repetitive work and tells us where human attention is most needed. Critical content is always translated and revised by qualified linguists.",
        },
        {
          question: "Can Leen run in our own cloud?",
          answer:
            "For enterprise clients with strict requirements, selected Leen components can be deployed in a dedicated environment or your own cloud tenancy. Ask our AI solutions team.",
        },
      ],
    },
  ],
  cta: {
    heading: "See Leen working on your own content",
    text: "Book a 45-minute demo with our technology team. Bring a sample file and we will show you memory leverage, quality estimation and the review workflow live.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
