import type { ContentPage } from "@nordika/ui/templates"

export const vision: ContentPage = {
  meta: {
    path: "/about/vision",
    title: "Our Vision for 2030",
    description:
      "Nordika's 2030 vision: humans and AI working as one in localization, more languages served well, fair work for linguists and measurable quality for clients.",
  },
  hero: {
    eyebrow: "Our vision",
    heading: "A world where every language is served as well as English",
    intro:
      "AI is changing language work faster than at any time in our history. Our vision for 2030 describes the company we want to be as that happens: one where technology widens access to good communication, and human expertise becomes more valuable, not less.",
    primaryCta: { label: "Explore Leen", href: "/technology/leen" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      title: "By 2030",
      items: [
        { value: "250", label: "languages served by qualified linguists, up from 200" },
        { value: "Live", label: "quality metrics for every programme client" },
        { value: "EU", label: "hosting for all client data and language AI" },
        { value: "0", label: "growth in our environmental footprint as we grow" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      heading: "Why we need a vision now",
      paragraphs: [
        "For most of the last century, high-quality translation was slow and expensive, so companies rationed it: a dozen major languages for important documents, English for everything else. Machine translation and large language models are removing that constraint for much content, but they work unevenly. They are strong in the languages with the most data and weak in the rest, and they are confidently wrong often enough to be dangerous without supervision.",
        "We believe the next decade will reward language partners who combine the reach of AI with the judgement of professionals, and who are honest about which is which. That is the company we are building.",
      ],
    },
    {
      kind: "features",
      heading: "What we are working towards by 2030",
      items: [
        {
          title: "Humans and AI as one workflow",
          description:
            "Every project uses the right mix of automation and expertise, chosen by measured quality rather than habit, and the mix is transparent to the client.",
          icon: "Workflow",
        },
        {
          title: "More languages, served well",
          description:
            "Grow from 200 to 250 languages with qualified linguists, with particular focus on Nordic minority languages such as Sámi and on fast-growing African and Asian languages.",
          icon: "Globe",
        },
        {
          title: "A better profession for linguists",
          description:
            "Make post-editing, AI evaluation and language data work skilled, fairly paid professions, and train our network in them at no cost to linguists.",
          icon: "GraduationCap",
        },
        {
          title: "Quality everyone can see",
          description:
            "Give every programme client live quality metrics, not just delivery dates, so localization is managed like any other business process.",
          icon: "BarChart3",
        },
        {
          title: "Trustworthy language AI",
          description:
            "Keep client data private and in the EU, document how our models are evaluated, and meet the EU AI Act's transparency requirements ahead of time.",
          icon: "ShieldCheck",
        },
        {
          title: "A lighter footprint",
          description:
            "Grow without growing our environmental impact, through remote-first interpretation, efficient infrastructure and responsible travel.",
          icon: "Leaf",
        },
      ],
    },
    {
      kind: "quote",
      quote:
        "The question is not whether machines will translate. They already do. The question is who makes sure the result is right, and we intend to be very good at that.",
      author: "Priya Raman",
      role: "Head of AI and Language Data, Nordika",
    },
    {
      kind: "links",
      heading: "How the vision shows up today",
      items: [
        {
          title: "AI and tech solutions",
          description: "Private, governed language AI for enterprises.",
          href: "/services/ai-tech-solutions",
          icon: "Sparkles",
        },
        {
          title: "Training data for AI",
          description: "Native experts who help AI models learn more languages.",
          href: "/services/training-for-artificial-intelligence",
          icon: "Bot",
        },
        {
          title: "Sustainability initiatives",
          description: "What we are doing about our footprint and our community.",
          href: "/sustainability/initiatives",
          icon: "Leaf",
        },
      ],
    },
  ],
  cta: {
    heading: "Build your multilingual future with us",
    text: "Talk to us about where AI fits in your localization today, and where it could take you next.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
