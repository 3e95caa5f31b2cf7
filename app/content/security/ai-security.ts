import type { ContentPage } from "@nordika/ui/templates"

/** /security-compliance/ai-security */
export const aiSecurity: ContentPage = {
  meta: {
    path: "/security-compliance/ai-security",
    title: "AI Security: Machine Translation and LLMs Without Data Risk",
    description:
      "How Nordika governs AI: no training of public models on client data, private engines, vetted AI providers, an AI register and EU AI Act readiness.",
  },
  hero: {
    eyebrow: "AI security",
    heading: "AI that works for you, without your data working for anyone else",
    intro:
      "Machine translation, quality estimation and large language models are part of how we deliver. Clients rightly ask where their content goes when AI is involved. The answer is short: it stays within your environment in Leen, and it never trains a shared or public model.",
    primaryCta: { label: "Discover Leen", href: "/technology/leen" },
    secondaryCta: { label: "Request the compliance pack", href: "/security-compliance/compliance-pack" },
    panel: {
      kind: "checklist",
      title: "Our AI data principles",
      items: [
        "Your content never trains shared, third-party or public models",
        "A client-specific engine is yours, and only with your consent",
        "AI providers may not keep or train on prompts, and process in the EU",
        "You decide per content type whether AI is used at all",
      ],
    },
  },
  sections: [
    {
      kind: "checklist",
      id: "principles",
      heading: "Our AI data principles",
      items: [
        "Client content is never used to train shared, third-party or public models.",
        "A client-specific engine is adapted on your approved content only with your written consent, and the adaptation is yours: it is not used for any other client.",
        "External AI providers are used only under contracts that prohibit training on, and retention of, prompts and outputs, with processing in the EU.",
        "You decide, per content type, whether AI may be used at all. Human-only workflows remain available and are the default for new clients.",
        "Every job records which workflow and which models were used, so you can always see how a translation was produced.",
      ],
    },
    {
      kind: "features",
      id: "controls",
      heading: "Technical controls",
      items: [
        {
          title: "Private inference",
          description:
            "Leen MT and Leen Score run in our EU data centres. Prompts and outputs are logged only within your tenant and deleted with your project data.",
          icon: "Server",
        },
        {
          title: "Prompt and output filtering",
          description:
            "Inputs to generative models are scoped to the segment and its approved context; outputs are checked against source, numbers and terminology before a linguist sees them.",
          icon: "ScanSearch",
        },
        {
          title: "Isolation between clients",
          description:
            "Memories, termbases and engine adaptations are stored per client and encrypted with client-specific keys, so retrieval can never surface another client's content.",
          icon: "Layers",
        },
        {
          title: "Red-teaming and evaluation",
          description:
            "Models are evaluated before release on held-out test sets, and tested for prompt injection from source documents and for data leakage.",
          icon: "Shield",
        },
      ],
    },
    {
      kind: "text",
      id: "eu-ai-act",
      heading: "EU AI Act readiness",
      paragraphs: [
        "We keep an AI register of every AI system we develop or use, with its purpose, the data it touches, its risk classification under the EU AI Act and a named owner. None of the systems we provide to clients is a high-risk system under Annex III; most are general-purpose language tools used under human oversight.",
        "We meet the Act's AI literacy obligation through training for every employee and linguist who works with AI output, and we are prepared for the transparency obligations that apply to AI-generated content. Where we use general-purpose AI models from other providers, we rely on their documentation obligations and review it as part of supplier assessment.",
        "If you deploy AI in your own products and need multilingual evaluation data, human review or documentation support, our AI and language data team can help.",
      ],
    },
    {
      kind: "faq",
      heading: "AI security questions",
      items: [
        {
          question: "Can we forbid the use of machine translation on our content?",
          answer:
            "Yes. The restriction is set on your account in Leen and enforced technically, so machine translation cannot be triggered on your projects, and it is written into your agreement.",
        },
        {
          question: "Do your linguists use public AI tools?",
          answer:
            "No. Our freelance agreement prohibits pasting client content into any external tool, including public chatbots and translation websites, and the Leen editor provides the approved AI assistance instead.",
        },
        {
          question: "Which AI providers do you use?",
          answer:
            "They are listed, with their processing locations, in our sub-processor list in the compliance pack. We notify clients 30 days before adding a new one.",
        },
      ],
    },
  ],
  cta: {
    heading: "Want to review our AI governance?",
    text: "We will walk your security or AI governance team through our AI register, model evaluations and supplier contracts.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "AI solutions", href: "/technology/ai-solutions" },
  },
}
