import type { ServicePageCopy } from "../page-copy"

export const trainingForArtificialIntelligence: ServicePageCopy = {
  slug: "training-for-artificial-intelligence",
  meta: {
    path: "/services/training-for-artificial-intelligence",
    title: "AI Training Data and Model Evaluation Services",
    description:
      "Multilingual AI data services: RLHF preference data, prompt writing, speech and text annotation, and LLM evaluation by native experts in 200+ languages.",
  },
  hero: {
    eyebrow: "Training data for AI",
    heading: "Human language expertise for the AI models you are building",
    intro:
      "Large language models and speech systems are only as good as the data they learn from and the people who evaluate them. We provide native-speaking annotators, raters and domain experts, managed under clear guidelines and measurable quality, for every language your model needs.",
    primaryCta: { label: "Scope an AI data project", href: "/contact/request-quote" },
    secondaryCta: { label: "Speak to our language data team", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "85,000", label: "preference pairs delivered for one Nordic LLM project" },
    { value: "0.82", label: "inter-annotator agreement (Krippendorff's alpha)" },
    { value: "200+", label: "languages, including low-resource Nordic languages" },
  ],
  overview: [
    "Training and evaluating AI systems in languages other than English needs people who speak those languages natively, understand the subject and can follow detailed guidelines consistently for thousands of items. That combination is what a language-services company has spent its life building, and it is why AI developers came to us as their models went multilingual.",
    "Our language data team, led from Singapore and Stockholm, designs annotation guidelines with you, recruits and qualifies contributors from our network of 6,000 linguists, and runs calibration rounds until agreement is high. Work is done in your tooling or in our secure annotation environment, and every batch comes with quality metrics rather than just a delivery note.",
    "We are particularly strong in the Nordic and Baltic languages, including Icelandic, Faroese and Sámi variants, where qualified contributors are hard to find on open crowdsourcing platforms.",
  ],
  offerings: [
    {
      title: "RLHF and preference data",
      description:
        "Native raters compare and rank model responses for helpfulness, accuracy, safety and fluency, with written justifications.",
      icon: "Users",
    },
    {
      title: "Prompt and response writing",
      description:
        "Original prompts and reference answers written by native experts in law, medicine, finance and engineering for supervised fine-tuning.",
      icon: "PenTool",
    },
    {
      title: "LLM and MT evaluation",
      description:
        "Structured evaluation of model output in each language using MQM error typologies, side-by-side tests and custom rubrics.",
      icon: "BarChart3",
    },
    {
      title: "Speech data collection and transcription",
      description: "Recording of scripted and spontaneous speech with consented speakers, plus time-aligned transcription and labelling.",
      icon: "Mic",
    },
    {
      title: "Text annotation",
      description: "Named entities, intent, sentiment, classification and safety labels applied under guidelines tuned for each language.",
      icon: "ScanSearch",
    },
    {
      title: "Red teaming and safety testing",
      description:
        "Native speakers probe models for harmful, biased or culturally inappropriate behaviour that English-only testing misses.",
      icon: "Shield",
    },
  ],
  process: [
    {
      title: "Guideline design",
      description: "We turn your objectives into clear, language-aware guidelines with examples and edge cases, and agree quality metrics.",
    },
    {
      title: "Contributor qualification",
      description: "Candidates from our network pass a language and task test; only those meeting the threshold join the project.",
    },
    {
      title: "Calibration",
      description:
        "A pilot batch is annotated by several contributors; we measure agreement, refine guidelines and retrain before scaling.",
    },
    {
      title: "Production with live QA",
      description: "Work runs in batches with gold-standard items, overlap sampling and reviewer checks built in.",
    },
    {
      title: "Delivery and reporting",
      description: "Each batch ships with agreement scores, error rates and reviewer notes, in the data format your pipeline expects.",
    },
  ],
  quality: [
    "Contributors qualified per language and task, with ongoing scoring against gold-standard items.",
    "Inter-annotator agreement measured and reported for every batch, with targets agreed up front.",
    "Data handled under ISO 27001 controls in EU data centres or in your own environment, with no reuse across clients.",
    "Speech and personal data collected with documented informed consent and GDPR-compliant data processing agreements.",
    "Fair pay and reasonable task design for contributors, including rotation away from distressing content in safety work.",
  ],
  technology: [
    {
      title: "Secure annotation environment",
      description: "EU-hosted tooling for text, audio and ranking tasks, with role-based access and no local copies of your data.",
      icon: "Lock",
    },
    {
      title: "Quality dashboards",
      description: "Live agreement, throughput and error metrics per language and contributor, visible to your team.",
      icon: "Gauge",
    },
    {
      title: "Tool-agnostic delivery",
      description: "Our contributors also work in your platform, whether that is Label Studio, a custom tool or an evaluation harness.",
      icon: "Plug",
    },
  ],
  proof: {
    client: "Eldhav AI",
    summary:
      "The Stockholm AI start-up was building an assistant for Swedish, Danish, Norwegian, Finnish and Icelandic. We designed preference-rating guidelines, qualified 140 native raters and delivered preference data and evaluation sets over six months.",
    results: [
      { value: "85,000", label: "preference pairs with justifications" },
      { value: "0.82", label: "average inter-annotator agreement" },
      { value: "5", label: "Nordic languages, including Icelandic" },
    ],
  },
  faqs: [
    {
      question: "Why not use a crowdsourcing platform?",
      answer:
        "Open crowds work for simple tasks in large languages. For expert prompts, nuanced evaluation or smaller languages, you need qualified native professionals who are managed, trained and measured, which is what we provide.",
    },
    {
      question: "Can you work with domain experts?",
      answer:
        "Yes. Our network includes linguists with backgrounds in medicine, law, finance and engineering, who can write and assess specialist content in their native language.",
    },
    {
      question: "Who owns the data you produce?",
      answer:
        "You do. Deliverables are produced as work for hire, and we do not reuse your data, guidelines or model outputs for other clients or for our own models.",
    },
    {
      question: "How quickly can you start?",
      answer:
        "A pilot in major languages can usually start within two weeks of agreeing guidelines. Rare languages may take three to four weeks to qualify enough contributors.",
    },
  ],
  cta: {
    heading: "Make your model fluent in more languages",
    text: "Tell us about your model, languages and tasks. We will propose a pilot with clear quality metrics.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/ai-tech-solutions",
    "/services/machine-translation",
    "/services/transcription",
    "/security-compliance/ai-security",
    "/industries/technology",
  ],
}
