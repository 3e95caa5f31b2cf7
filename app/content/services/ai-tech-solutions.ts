import type { ServicePageCopy } from "../page-copy"

export const aiTechSolutions: ServicePageCopy = {
  slug: "ai-tech-solutions",
  meta: {
    path: "/services/ai-tech-solutions",
    title: "AI Language Solutions for the Enterprise",
    description:
      "Private, EU-hosted AI for multilingual content: custom LLM translation, knowledge assistants, content generation with human review and AI governance.",
  },
  hero: {
    eyebrow: "AI and language technology",
    heading: "Enterprise AI that understands every language your business works in",
    intro:
      "We design, build and run language AI for companies that cannot afford to get it wrong: private translation and generation models tuned to your terminology, multilingual search and assistants over your own documents, and the human review and governance around them.",
    primaryCta: { label: "Scope an AI project", href: "/contact/request-quote" },
    secondaryCta: { label: "Book an AI workshop", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "5", label: "languages in Kallberg Energy's engineering knowledge assistant" },
    { value: "EU", label: "hosting in Stockholm and Frankfurt, or in your own cloud" },
    { value: "2021", label: "year we launched Leen, our own AI language platform" },
  ],
  overview: [
    "Generative AI has made it easy to produce text in any language and hard to know whether it is right. For regulated industries and established brands, the risks are concrete: confidential data sent to public services, invented facts in a translated safety instruction, terminology that drifts from what engineers and lawyers have agreed.",
    "Nordika has built language technology since 2014 and launched Leen, our AI platform, in 2021. Our AI solutions team uses the same components, including adaptive machine translation, quality estimation, terminology control and retrieval over translation memories, to build solutions for client-specific problems. We deploy on EU infrastructure or in your own cloud tenancy, and we design every solution with a human review step where the risk calls for one.",
    "Typical projects include private translation for employees, multilingual knowledge assistants that answer questions from technical documentation in the user's language, content generation pipelines with linguistic review, and evaluation of AI output in languages your internal teams cannot check.",
  ],
  offerings: [
    {
      title: "Private AI translation",
      description:
        "Secure translation of documents and text for employees, with your terminology and style, replacing uncontrolled public tools.",
      icon: "Lock",
    },
    {
      title: "Multilingual knowledge assistants",
      description: "Retrieval-augmented assistants that answer from your own documents in the user's language and cite the source passage.",
      icon: "MessageSquare",
    },
    {
      title: "Content generation with human review",
      description: "Product descriptions, summaries and drafts generated in many languages, with linguists reviewing what is published.",
      icon: "Sparkles",
    },
    {
      title: "Custom model adaptation",
      description: "Translation and generation models adapted with your translation memories, glossaries and style guides.",
      icon: "Cpu",
    },
    {
      title: "Multilingual AI evaluation",
      description: "Native-speaker testing of chatbots and AI features before launch, measured against agreed quality criteria.",
      icon: "ClipboardCheck",
    },
    {
      title: "AI governance and policy",
      description: "Support with AI use policies, risk assessments and documentation in line with the EU AI Act and GDPR.",
      icon: "Scale",
    },
  ],
  process: [
    {
      title: "Discovery workshop",
      description: "A half-day session with your business, IT and legal teams to identify use cases, risks and data sources.",
    },
    {
      title: "Proof of value",
      description: "A four- to six-week pilot on real data, measured against quality and time-saving targets agreed in advance.",
    },
    {
      title: "Architecture and security review",
      description: "We agree hosting, data flows, access control and retention with your security team before production.",
    },
    {
      title: "Build and integrate",
      description: "Our engineers build the solution on Leen components and integrate it with your identity provider and systems.",
    },
    {
      title: "Human-in-the-loop operation",
      description: "Linguists review outputs according to risk; their corrections continuously improve the models.",
    },
    {
      title: "Monitor and report",
      description: "Quality, usage and cost are reported monthly, and models are re-evaluated when underlying engines change.",
    },
  ],
  quality: [
    "Solutions operated under our ISO 27001-certified information security management system.",
    "Client data processed in the EU or in the client's tenancy, never used to train shared models without written consent.",
    "Human review by qualified linguists for published or high-risk content, with post-editing under ISO 18587 where applicable.",
    "Documented model evaluation, transparency on AI-generated content and risk assessment aligned with the EU AI Act.",
  ],
  technology: [
    {
      title: "Leen platform components",
      description:
        "Adaptive MT, quality estimation, terminology enforcement and translation memory retrieval, available as building blocks.",
      icon: "Layers",
    },
    {
      title: "Model-agnostic orchestration",
      description:
        "We select neural MT engines and large language models per task from evaluation results, and can switch as better models appear.",
      icon: "Network",
    },
    {
      title: "Private deployment",
      description: "Deploy in our EU data centres or your own Azure, AWS or Google Cloud tenancy, with single sign-on and audit logs.",
      icon: "Cloud",
    },
  ],
  proof: {
    client: "Kallberg Energy",
    summary:
      "The Norwegian energy company's field engineers needed fast answers from maintenance documentation written in English, Norwegian and German. We built a multilingual knowledge assistant over 60,000 documents, deployed in the company's own cloud, that answers in five languages and cites its sources.",
    results: [
      { value: "5", label: "languages supported for questions and answers" },
      { value: "60,000", label: "technical documents indexed" },
      { value: "41%", label: "fewer translation requests for ad-hoc look-ups" },
    ],
  },
  faqs: [
    {
      question: "Do you build on public AI models?",
      answer:
        "We use the best model for each task, including open-weight models we host ourselves and commercial models accessed under enterprise terms that exclude training on your data. The choice is documented and can be restricted by your policy.",
    },
    {
      question: "Where does our data go?",
      answer:
        "To our EU data centres in Stockholm and Frankfurt, or only to your own cloud tenancy if you prefer. Data flows are documented in the architecture review before anything goes live.",
    },
    {
      question: "How do you prevent AI from making things up?",
      answer:
        "By grounding answers in your documents, enforcing approved terminology, scoring output with quality estimation, and keeping a qualified human in the loop for anything published or high-risk.",
    },
    {
      question: "How long does a typical project take?",
      answer:
        "A proof of value takes four to six weeks. Moving to production usually takes another two to three months, mainly for integration and security review.",
    },
  ],
  cta: {
    heading: "Put language AI to work safely",
    text: "Book a discovery workshop with our AI solutions team, or send us your use case for a proof-of-value proposal.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/technology/leen",
    "/services/machine-translation",
    "/services/training-for-artificial-intelligence",
    "/security-compliance/ai-security",
    "/industries/energy-mining",
  ],
}
